/** WCAG 2.1 relative luminance and contrast, used to keep brand text readable (AA). */
export function parseHexColor(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const h = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColor(a);
  const cb = parseHexColor(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_NORMAL_TEXT = 4.5;

/**
 * The site's text colour on its brand colour when that pair meets AA (4.5:1); otherwise whichever
 * of near-black or white reads better on the brand colour.
 */
export function readableTextOn(brand: string, preferred: string): string {
  if (contrastRatio(brand, preferred) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio(brand, '#ffffff') >= contrastRatio(brand, '#111111') ? '#ffffff' : '#111111';
}

/** The brand colour itself when it is readable as text on white (links, borders); else a darker fallback. */
export function readableOnWhite(brand: string, fallback = '#1f4e79'): string {
  return contrastRatio(brand, '#ffffff') >= AA_NORMAL_TEXT ? brand : fallback;
}
