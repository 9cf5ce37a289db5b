/** Campus scenes: a building skyline, patterned banners and an illustrated dining map. */
import { type Random, escapeXml, hsl, linearGradient, r, seededRandom, shade, svgDocument } from './svg-kit.ts';

export interface SkylineArt {
  kind: 'skyline';
  color: string;
  hue: number;
  /** Dusk scenes get a darker sky, lit windows and a moon. */
  dusk?: boolean;
}

export interface BannerArt {
  kind: 'banner';
  color: string;
  pattern: 'stripes' | 'dots' | 'waves' | 'chevron';
}

export interface MapArt {
  kind: 'map';
  color: string;
  labels: string[];
}

function building(rng: Random, x: number, ground: number, w: number, h: number, wall: string, lit: boolean): string {
  const parts = [`<rect x="${r(x)}" y="${r(ground - h)}" width="${r(w)}" height="${r(h)}" fill="${wall}"/>`];
  const roof = rng.pick(['flat', 'gable', 'tower', 'dome'] as const);
  if (roof === 'gable') parts.push(`<path d="M${r(x - 6)} ${r(ground - h)} L ${r(x + w / 2)} ${r(ground - h - w * 0.35)} L ${r(x + w + 6)} ${r(ground - h)} Z" fill="${shade(wall, -0.3)}"/>`);
  if (roof === 'dome') parts.push(`<path d="M${r(x + w * 0.15)} ${r(ground - h)} A ${r(w * 0.35)} ${r(w * 0.35)} 0 0 1 ${r(x + w * 0.85)} ${r(ground - h)} Z" fill="${shade(wall, 0.25)}"/>`);
  if (roof === 'tower') {
    const tx = x + w * 0.35;
    const tw = w * 0.3;
    parts.push(
      `<rect x="${r(tx)}" y="${r(ground - h - 70)}" width="${r(tw)}" height="70" fill="${shade(wall, -0.1)}"/>`,
      `<path d="M${r(tx - 4)} ${r(ground - h - 70)} L ${r(tx + tw / 2)} ${r(ground - h - 120)} L ${r(tx + tw + 4)} ${r(ground - h - 70)} Z" fill="${shade(wall, -0.35)}"/>`,
      `<circle cx="${r(tx + tw / 2)}" cy="${r(ground - h - 40)}" r="${r(tw * 0.3)}" fill="#fdf6e3" stroke="${shade(wall, -0.4)}" stroke-width="2"/>`,
    );
  }
  const cols = Math.max(2, Math.floor(w / 26));
  const rows = Math.max(2, Math.floor((h - 30) / 34));
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const on = lit ? rng.next() > 0.35 : rng.next() > 0.85;
      const fill = on ? '#ffe08a' : lit ? shade(wall, -0.45) : '#cfe3f3';
      parts.push(`<rect x="${r(x + 8 + col * ((w - 16) / cols))}" y="${r(ground - h + 16 + row * 34)}" width="${r((w - 16) / cols - 8)}" height="20" rx="2" fill="${fill}"/>`);
    }
  }
  parts.push(`<rect x="${r(x + w / 2 - 12)}" y="${r(ground - 34)}" width="24" height="34" rx="10" fill="${shade(wall, -0.5)}"/>`);
  return parts.join('');
}

function tree(x: number, ground: number, size: number, green: string): string {
  return `<rect x="${r(x - 4)}" y="${r(ground - size)}" width="8" height="${r(size)}" fill="#6d4c2f"/><circle cx="${r(x)}" cy="${r(ground - size)}" r="${r(size * 0.55)}" fill="${green}"/><circle cx="${r(x - size * 0.3)}" cy="${r(ground - size * 0.75)}" r="${r(size * 0.4)}" fill="${shade(green, -0.15)}"/>`;
}

export function skylineSvg(art: SkylineArt, seed: string, title: string, width = 1200, height = 500): string {
  const rng = seededRandom(seed);
  const dusk = art.dusk ?? false;
  const sky = dusk ? [hsl(232, 45, 20), hsl(285, 38, 40), hsl(22 + (art.hue % 20), 80, 68)] : [hsl(205, 75, 72), hsl(200, 70, 88), hsl(art.hue + 40, 70, 92)];
  const defs = linearGradient('sky', sky) + linearGradient('lawn', [hsl(105, 45, dusk ? 28 : 48), hsl(110, 50, dusk ? 18 : 36)]);
  const ground = height * 0.8;
  const clouds = Array.from({ length: 4 }, () => {
    const x = rng.between(0, width);
    const y = rng.between(40, height * 0.3);
    return `<g fill="#ffffff" opacity="${dusk ? 0.25 : 0.85}"><ellipse cx="${r(x)}" cy="${r(y)}" rx="60" ry="20"/><ellipse cx="${r(x + 30)}" cy="${r(y - 12)}" rx="40" ry="22"/></g>`;
  }).join('');
  const buildings: string[] = [];
  let x = -20;
  while (x < width) {
    const w = rng.between(110, 220);
    const h = rng.between(height * 0.25, height * 0.5);
    const wall = rng.next() > 0.5 ? shade(art.color, rng.between(0.05, 0.45)) : hsl(rng.between(15, 40), 30, rng.between(55, 72));
    buildings.push(building(rng, x, ground, w, h, dusk ? shade(wall, -0.3) : wall, dusk));
    x += w + rng.between(8, 40);
  }
  const trees = Array.from({ length: 9 }, () => tree(rng.between(0, width), ground + rng.between(4, 30), rng.between(40, 80), hsl(rng.between(95, 135), 45, dusk ? 22 : 38))).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    dusk ? `<circle cx="${r(width * 0.82)}" cy="90" r="36" fill="#fff6d5"/>` : `<circle cx="${r(width * 0.85)}" cy="95" r="50" fill="#fff1a8" opacity="0.9"/>`,
    clouds,
    buildings.join('\n'),
    `<rect y="${r(ground)}" width="${width}" height="${r(height - ground)}" fill="url(#lawn)"/>`,
    `<path d="M${r(width * 0.3)} ${height} Q ${r(width * 0.45)} ${r(ground + 20)} ${r(width * 0.62)} ${r(ground)} L ${r(width * 0.66)} ${r(ground)} Q ${r(width * 0.52)} ${r(ground + 30)} ${r(width * 0.42)} ${height} Z" fill="#e8dcc4" opacity="0.85"/>`,
    trees,
  ].join('\n');
  return svgDocument({ width, height, title, defs, body });
}

function patternFor(art: BannerArt): string {
  const ink = shade(art.color, 0.35);
  switch (art.pattern) {
    case 'stripes':
      return `<pattern id="pat" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="36" fill="${ink}" opacity="0.35"/></pattern>`;
    case 'dots':
      return `<pattern id="pat" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="5" fill="${ink}" opacity="0.45"/><circle cx="30" cy="30" r="5" fill="${ink}" opacity="0.45"/></pattern>`;
    case 'waves':
      return `<pattern id="pat" width="120" height="40" patternUnits="userSpaceOnUse"><path d="M0 20 Q 30 0 60 20 T 120 20" fill="none" stroke="${ink}" stroke-width="5" opacity="0.4"/></pattern>`;
    case 'chevron':
      return `<pattern id="pat" width="60" height="40" patternUnits="userSpaceOnUse"><path d="M0 30 L 30 10 L 60 30" fill="none" stroke="${ink}" stroke-width="6" opacity="0.4"/></pattern>`;
  }
}

export function bannerSvg(art: BannerArt, seed: string, title: string, width = 1600, height = 400): string {
  const rng = seededRandom(seed);
  const defs = linearGradient('band', [shade(art.color, 0.15), art.color, shade(art.color, -0.35)], false) + patternFor(art);
  const plates = Array.from({ length: 6 }, (_, i) => {
    const cx = (width / 6) * i + rng.between(60, 200);
    const cy = rng.between(80, height - 80);
    const size = rng.between(40, 80);
    return `<g opacity="0.22" stroke="#ffffff" fill="none" stroke-width="4"><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size)}"/><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.7)}"/><line x1="${r(cx - size * 1.3)}" y1="${r(cy - size * 0.6)}" x2="${r(cx - size * 1.3)}" y2="${r(cy + size * 0.8)}"/><line x1="${r(cx + size * 1.3)}" y1="${r(cy - size * 0.6)}" x2="${r(cx + size * 1.3)}" y2="${r(cy + size * 0.8)}"/></g>`;
  }).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#band)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#pat)"/>`,
    plates,
    `<rect y="${height - 14}" width="${width}" height="14" fill="${shade(art.color, -0.5)}" opacity="0.6"/>`,
  ].join('\n');
  return svgDocument({ width, height, title, defs, body });
}

export function mapSvg(art: MapArt, seed: string, title: string, width = 1000, height = 700): string {
  const rng = seededRandom(seed);
  const s = width / 1000;
  const defs = linearGradient('ground', ['#e4efd8', '#d3e6c4']) + linearGradient('water', ['#9fd3f0', '#6bb7e0']);
  const paths = [
    `M0 ${r(350 * s)} C ${r(300 * s)} ${r(300 * s)} ${r(600 * s)} ${r(420 * s)} ${r(1000 * s)} ${r(360 * s)}`,
    `M${r(480 * s)} 0 C ${r(450 * s)} ${r(250 * s)} ${r(560 * s)} ${r(450 * s)} ${r(520 * s)} ${r(700 * s)}`,
    `M${r(120 * s)} ${r(700 * s)} L ${r(380 * s)} ${r(380 * s)}`,
  ]
    .map((d) => `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${r(22 * s)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#c9bfa8" stroke-width="${r(2 * s)}" stroke-dasharray="${r(10 * s)} ${r(10 * s)}"/>`)
    .join('');
  const blocks = art.labels.map((label, i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const x = (70 + col * 230 + rng.between(-20, 20)) * s;
    const y = (70 + row * 200 + rng.between(-15, 15)) * s;
    const w = rng.between(110, 150) * s;
    const h = rng.between(60, 90) * s;
    const fill = i % 3 === 0 ? shade(art.color, 0.55) : '#f5efe3';
    const pinX = x + w / 2;
    const pinY = y + h / 2;
    const text = s > 0.5 ? `<text x="${r(x + w / 2)}" y="${r(y + h + 22 * s)}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${r(15 * s)}" fill="#333333">${escapeXml(label)}</text>` : '';
    const pin = `<path d="M${r(pinX)} ${r(pinY + 6 * s)} c ${r(-14 * s)} ${r(-16 * s)} ${r(-14 * s)} ${r(-36 * s)} 0 ${r(-36 * s)} c ${r(14 * s)} 0 ${r(14 * s)} ${r(20 * s)} 0 ${r(36 * s)} Z" fill="${art.color}" stroke="#ffffff" stroke-width="${r(2 * s)}"/><text x="${r(pinX)}" y="${r(pinY - 14 * s)}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${r(13 * s)}" fill="#ffffff">${i + 1}</text>`;
    return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(6 * s)}" fill="${fill}" stroke="#9d9484" stroke-width="${r(2 * s)}"/>${pin}${text}`;
  });
  const trees = Array.from({ length: 30 }, () => `<circle cx="${r(rng.between(0, width))}" cy="${r(rng.between(0, height))}" r="${r(rng.between(6, 14) * s)}" fill="${hsl(rng.between(95, 130), 40, 45)}" opacity="0.8"/>`).join('');
  const compass = `<g transform="translate(${r(width - 60 * s)} ${r(height - 60 * s)})"><circle r="${r(32 * s)}" fill="#ffffff" stroke="#555555" stroke-width="${r(2 * s)}"/><path d="M0 ${r(-26 * s)} L ${r(8 * s)} 0 L 0 ${r(26 * s)} L ${r(-8 * s)} 0 Z" fill="${art.color}"/><text y="${r(-36 * s)}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${r(14 * s)}" fill="#333333">N</text></g>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>`,
    `<ellipse cx="${r(820 * s)}" cy="${r(560 * s)}" rx="${r(150 * s)}" ry="${r(80 * s)}" fill="url(#water)"/>`,
    trees,
    paths,
    blocks.join('\n'),
    compass,
  ].join('\n');
  return svgDocument({ width, height, title, defs, body });
}
