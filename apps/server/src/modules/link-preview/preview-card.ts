import sharp, { type OverlayOptions } from 'sharp';
import { nameOutlines } from './name-outlines.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-path.ts';

/** What a site's preview shows: its name, its brand colour and its logo's bytes, if it has one. */
export interface PreviewSite {
  name: string;
  brandColor: string;
  logo: Buffer | null;
}

/** The white card on the brand colour. */
const CARD = { left: 60, top: 60, width: 1080, height: 510, radius: 36 };
/** Where the logo fits above the name. */
const LOGO_BOX = { top: 105, width: 920, height: 270 };
/** The name's line: its middle, its size, its widest. */
const NAME_WITH_LOGO = { middle: 470, size: 60 };
const NAME_ALONE = { middle: PREVIEW_HEIGHT / 2, size: 84 };
const NAME_MAX_WIDTH = 960;
/** The sites table's default brand colour, for one that is not a colour. */
const DEFAULT_BRAND = '#1f4e79';
const DARK_TEXT = '#1f2937';
/** An SVG logo is drawn at this many times its own size at most. */
const MAX_SVG_ZOOM = 40;
/** A broken or hostile logo gives up rather than hold the server. */
const LOGO_SECONDS = 10;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const channels = (hex: string): [number, number, number] => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
};

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The brand colour when it is a colour. */
export const brandOf = (color: string) => (HEX_COLOUR.test(color.trim()) ? color.trim().toLowerCase() : DEFAULT_BRAND);

/** The name is written in the brand colour on the white card where that reads (WCAG contrast 4.5 : 1), else in dark grey. */
export const nameColourOf = (brand: string) => ((1 + 0.05) / (luminance(brand) + 0.05) >= 4.5 ? brand : DARK_TEXT);

/** The logo fitted into the logo box as PNG, an SVG drawn at the size it is shown; null when it cannot be read. */
async function fittedLogo(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes).metadata();
    const zoom = meta.width && meta.height ? Math.min(LOGO_BOX.width / meta.width, LOGO_BOX.height / meta.height) : 1;
    const options = meta.format === 'svg' ? { density: Math.max(1, Math.min(72 * zoom, 72 * MAX_SVG_ZOOM)) } : {};
    const { data, info } = await sharp(bytes, options)
      .timeout({ seconds: LOGO_SECONDS })
      .resize({ width: LOGO_BOX.width, height: LOGO_BOX.height, fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * A site's link preview (og:image): its brand colour around a white rounded card that holds its
 * logo, centred, and its name below; the name alone, larger, when the site has no logo or its logo
 * cannot be read. A PNG of 1200 × 630.
 */
export async function previewCard(site: PreviewSite): Promise<Buffer> {
  const brand = brandOf(site.brandColor);
  const logo = site.logo ? await fittedLogo(site.logo) : null;
  const line = logo ? NAME_WITH_LOGO : NAME_ALONE;
  const name = await nameOutlines(site.name.trim(), line.size);
  const fit = name.width > NAME_MAX_WIDTH ? NAME_MAX_WIDTH / name.width : 1;
  const x = (PREVIEW_WIDTH - name.width * fit) / 2;
  const baseline = line.middle + (name.capHeight * fit) / 2;
  const overlay = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">`,
    `<rect x="${CARD.left}" y="${CARD.top}" width="${CARD.width}" height="${CARD.height}" rx="${CARD.radius}" fill="#ffffff"/>`,
    `<g transform="translate(${x.toFixed(2)} ${baseline.toFixed(2)}) scale(${fit.toFixed(4)})" fill="${nameColourOf(brand)}">${name.paths}</g>`,
    '</svg>',
  ].join('');
  const layers: OverlayOptions[] = [{ input: Buffer.from(overlay), left: 0, top: 0 }];
  if (logo) {
    layers.push({
      input: logo.png,
      left: Math.round((PREVIEW_WIDTH - logo.width) / 2),
      top: Math.round(LOGO_BOX.top + (LOGO_BOX.height - logo.height) / 2),
    });
  }
  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 4, background: brand } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
