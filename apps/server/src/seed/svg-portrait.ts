/** A friendly head-and-shoulders portrait for a demo staff member, drawn from the name. */
import { escapeXml, hsl, seededRandom, shade } from './svg-kit.ts';

const SKIN = ['#f5d0b5', '#e8b48f', '#c98e66', '#a86f4c', '#7c4d32', '#5b3724'];
const HAIR = ['#2b1b12', '#4a2f1d', '#7a4b26', '#b7833f', '#d9c27a', '#6b6b6b', '#1c1c1c'];

export function portraitSvg(name: string, size = 240): string {
  const rnd = seededRandom(`staff/${name}`);
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const backdrop = hsl(rnd.int(0, 359), 45, 86);
  const shirt = hsl(rnd.int(0, 359), 50, 38);
  const isLongHair = rnd.next() < 0.5;
  const hasGlasses = rnd.next() < 0.35;
  const c = size / 2;
  const s = size / 240;
  const n = (v: number) => Math.round(v * s * 10) / 10;
  const longHair = `<path d="M${n(68)} ${n(110)} Q${n(64)} ${n(40)} ${c} ${n(44)} Q${n(176)} ${n(40)} ${n(172)} ${n(110)} L${n(176)} ${n(170)} L${n(64)} ${n(170)} Z" fill="${hair}"/>`;
  const shortHair = `<path d="M${n(74)} ${n(100)} Q${n(72)} ${n(46)} ${c} ${n(46)} Q${n(168)} ${n(46)} ${n(166)} ${n(100)} Q${n(150)} ${n(70)} ${c} ${n(72)} Q${n(90)} ${n(70)} ${n(74)} ${n(100)} Z" fill="${hair}"/>`;
  const glasses = hasGlasses
    ? `<g fill="none" stroke="#2d2d2d" stroke-width="${n(3)}"><circle cx="${n(102)}" cy="${n(104)}" r="${n(12)}"/><circle cx="${n(138)}" cy="${n(104)}" r="${n(12)}"/><path d="M${n(114)} ${n(104)} H${n(126)}"/></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(name)}</title>`,
    `<rect width="${size}" height="${size}" fill="${backdrop}"/>`,
    isLongHair ? longHair : '',
    `<path d="M${n(36)} ${size} Q${n(40)} ${n(172)} ${c} ${n(168)} Q${n(200)} ${n(172)} ${n(204)} ${size} Z" fill="${shirt}"/>`,
    `<path d="M${n(104)} ${n(150)} H${n(136)} V${n(176)} Q${c} ${n(186)} ${n(104)} ${n(176)} Z" fill="${shade(skin, -0.12)}"/>`,
    `<ellipse cx="${c}" cy="${n(106)}" rx="${n(44)}" ry="${n(52)}" fill="${skin}"/>`,
    isLongHair ? `<path d="M${n(76)} ${n(96)} Q${n(84)} ${n(52)} ${c} ${n(54)} Q${n(156)} ${n(52)} ${n(164)} ${n(96)} Q${n(140)} ${n(74)} ${n(96)} ${n(80)} Z" fill="${hair}"/>` : shortHair,
    `<circle cx="${n(102)}" cy="${n(104)}" r="${n(4)}" fill="#2d2d2d"/><circle cx="${n(138)}" cy="${n(104)}" r="${n(4)}" fill="#2d2d2d"/>`,
    glasses,
    `<path d="M${n(104)} ${n(130)} Q${c} ${n(144)} ${n(136)} ${n(130)}" fill="none" stroke="${shade(skin, -0.45)}" stroke-width="${n(3.5)}" stroke-linecap="round"/>`,
    '</svg>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
