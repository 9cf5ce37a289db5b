/** Food photographs (drawn) and school logos. */
import { dishDrawers, type Dish } from './svg-dishes.ts';
import { escapeXml, hsl, linearGradient, r, radialGradient, seededRandom, shade, svgDocument } from './svg-kit.ts';

export interface FoodArt {
  kind: 'food';
  dish: Dish;
  hue: number;
}

export interface LogoArt {
  kind: 'logo';
  initials: string;
  wordmark: string;
  color: string;
  textColor: string;
  shape: 'shield' | 'circle';
}

function cutlery(x: number, y: number, height: number): string {
  const fork = `<g fill="#c9ced6"><rect x="${r(x)}" y="${r(y + height * 0.3)}" width="10" height="${r(height * 0.7)}" rx="5"/>${[0, 1, 2, 3]
    .map((i) => `<rect x="${r(x - 12 + i * 9)}" y="${r(y)}" width="5" height="${r(height * 0.28)}" rx="2"/>`)
    .join('')}<rect x="${r(x - 12)}" y="${r(y + height * 0.24)}" width="32" height="14" rx="6"/></g>`;
  const kx = x + 70;
  const knife = `<g fill="#c9ced6"><path d="M${r(kx)} ${r(y)} q 22 ${r(height * 0.2)} 4 ${r(height * 0.45)} L ${r(kx)} ${r(y + height * 0.45)} Z"/><rect x="${r(kx - 2)}" y="${r(y + height * 0.42)}" width="11" height="${r(height * 0.58)}" rx="5"/></g>`;
  return fork + knife;
}

export function foodSvg(art: FoodArt, seed: string, title: string, width = 800, height = 500): string {
  const rng = seededRandom(seed);
  const hue = art.hue;
  const defs = [
    linearGradient('bg', [hsl(hue, 70, 88), hsl(hue + 25, 60, 70)], false),
    radialGradient('plate', '#ffffff', '#dfe3e8'),
    `<pattern id="cloth" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${hsl(hue + 180, 45, 92)}"/><rect width="20" height="20" fill="${hsl(hue + 180, 50, 78)}" opacity="0.7"/><rect x="20" y="20" width="20" height="20" fill="${hsl(hue + 180, 50, 78)}" opacity="0.7"/></pattern>`,
    // A soft shadow drawn as a fading gradient: a blur filter looks the same but costs browsers a
    // filter pass every time the picture is drawn.
    `<radialGradient id="shadow"><stop offset="72%" stop-color="#000000" stop-opacity="0.2"/><stop offset="100%" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
  ].join('');
  const bokeh = Array.from({ length: 7 }, () => `<circle cx="${r(rng.between(0, width))}" cy="${r(rng.between(0, height * 0.5))}" r="${r(rng.between(20, 70))}" fill="#ffffff" opacity="${r(rng.between(0.12, 0.3))}"/>`).join('');
  const cx = width / 2;
  const cy = height * 0.58;
  const size = Math.min(width, height) * 0.36;
  const sprinkles = Array.from({ length: 10 }, () => `<circle cx="${r(rng.between(0, width))}" cy="${r(rng.between(height * 0.62, height))}" r="${r(rng.between(3, 7))}" fill="${hsl(rng.between(0, 360), 60, 55)}" opacity="0.7"/>`).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bokeh,
    `<rect y="${r(height * 0.48)}" width="${width}" height="${r(height * 0.52)}" fill="url(#cloth)"/>`,
    sprinkles,
    `<ellipse cx="${r(cx + 8)}" cy="${r(cy + 14)}" rx="${r(size * 1.3)}" ry="${r(size * 1.23)}" fill="url(#shadow)"/>`,
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 1.1)}" fill="url(#plate)" stroke="#c8ced6" stroke-width="3"/>`,
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.86)}" fill="none" stroke="#d4d9e0" stroke-width="2"/>`,
    dishDrawers[art.dish](rng, cx, cy, size),
    cutlery(cx + size * 1.35, cy - size * 0.9, size * 1.8),
  ].join('\n');
  return svgDocument({ width, height, title, defs, body });
}

export function logoSvg(art: LogoArt, title: string): string {
  const width = 420;
  const height = 120;
  const dark = shade(art.color, -0.25);
  const light = shade(art.color, 0.2);
  const emblem =
    art.shape === 'shield'
      ? `<path d="M20 14 H96 V58 Q96 94 58 108 Q20 94 20 58 Z" fill="url(#brand)" stroke="${dark}" stroke-width="4"/><path d="M28 22 H88 V58 Q88 86 58 98 Q28 86 28 58 Z" fill="none" stroke="${art.textColor}" stroke-width="2" opacity="0.6"/>`
      : `<circle cx="58" cy="60" r="46" fill="url(#brand)" stroke="${dark}" stroke-width="4"/><circle cx="58" cy="60" r="38" fill="none" stroke="${art.textColor}" stroke-width="2" opacity="0.6"/>`;
  const defs = linearGradient('brand', [light, art.color, dark]);
  const wordSize = Math.min(28, Math.floor(290 / (art.wordmark.length * 0.62)));
  const body = [
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="16" fill="#ffffff" stroke="${shade(art.color, 0.75)}" stroke-width="2"/>`,
    emblem,
    `<text x="58" y="${art.shape === 'shield' ? 70 : 72}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="34" font-weight="700" fill="${art.textColor}">${escapeXml(art.initials)}</text>`,
    `<text x="118" y="58" font-family="'Helvetica Neue', Arial, sans-serif" font-size="${wordSize}" font-weight="700" fill="${dark}">${escapeXml(art.wordmark)}</text>`,
    `<rect x="118" y="70" width="150" height="3" fill="${art.color}"/>`,
    `<text x="118" y="96" font-family="'Helvetica Neue', Arial, sans-serif" font-size="18" letter-spacing="6" fill="${art.color}">DINING</text>`,
  ].join('\n');
  return svgDocument({ width, height, title, defs, body });
}
