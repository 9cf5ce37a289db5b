/** Small helpers shared by the demo SVG generators: a seeded random source, colours and escaping. */

export interface Random {
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32 seeded by the image's name: the same name always draws the same picture. */
export function seededRandom(seed: string): Random {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** Rounds for compact, stable output. */
export function r(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A colour from hue, saturation and lightness, as #rrggbb so that `shade` can mix it further. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const sat = Math.min(Math.max(saturation, 0), 100) / 100;
  const light = Math.min(Math.max(lightness, 0), 100) / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (offset: number): number => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const hex = (value: number): string => Math.round(value * 255).toString(16).padStart(2, '0');
  return `#${hex(channel(1 / 3))}${hex(channel(0))}${hex(channel(-1 / 3))}`;
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const mixed = channels.map((c) => Math.round(c + (target - c) * weight));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const last = Math.max(stops.length - 1, 1);
  const body = stops.map((color, i) => `<stop offset="${r((i / last) * 100)}%" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="50%" cy="45%" r="60%"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}"/></radialGradient>`;
}

/** Wraps drawing instructions in an accessible SVG document. */
export function svgDocument(options: { width: number; height: number; title: string; defs: string; body: string }): string {
  const { width, height, title, defs, body } = options;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<defs>${defs}</defs>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}
