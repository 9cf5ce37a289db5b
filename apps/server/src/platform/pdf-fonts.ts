import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { paddedTrueType } from './padded-font.ts';

/**
 * The fonts printed cards write names in, one family per script, each tried in this order for a
 * character (docs/decisions/0031-card-fonts.md): Noto Sans for Latin, Greek, Cyrillic, Vietnamese
 * and Devanagari, Noto Naskh Arabic, Noto Sans Hebrew, Noto Sans SC for Chinese and Japanese
 * (Han and kana), Nanum Gothic for Korean (Hangul). The Fontsource packages cut a family into
 * files by character range (unicode.json names the ranges), so a card reads only the few small
 * files its characters are in, when it first needs them.
 */
const FONTSOURCE_FAMILIES = ['noto-sans', 'noto-sans-hebrew', 'noto-sans-sc', 'nanum-gothic'] as const;

export type Weight = 'regular' | 'bold';
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** One font file: its TrueType bytes to embed, and its parsed font to ask which characters it has. */
export interface FontFile {
  path: string;
  bytes: Uint8Array;
  font: fontkit.Font;
}

type Ranges = [number, number][];
const require = createRequire(import.meta.url);

const parseRanges = (list: string): Ranges =>
  list.split(',').map((range): [number, number] => {
    const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });

const fontsourceFiles = (family: string) =>
  Object.entries(require(`@fontsource/${family}/unicode.json`) as Record<string, string>).map(([subset, list]) => ({
    ranges: parseRanges(list),
    path: (weight: Weight) => require.resolve(`@fontsource/${family}/files/${family}-${subset.replace(/[[\]]/g, '')}-${WEIGHTS[weight]}-normal.woff`),
  }));

/**
 * Arabic from Noto Naskh Arabic 1.00 (whole TrueType files): its dotted letters are single glyphs.
 * Later builds draw the dots as separate marks placed by the font's positioning, which pdf-lib
 * does not apply, and which reach text extraction as a character of their own.
 */
const arabicFolder = join(dirname(require.resolve('@embedpdf/fonts-arabic')), '..', 'fonts');
const arabicFile = {
  ranges: parseRanges('U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF'),
  path: (weight: Weight) => join(arabicFolder, weight === 'bold' ? 'NotoNaskhArabic-Bold.ttf' : 'NotoNaskhArabic-Regular.ttf'),
};

/** Every file in the order a character is looked for. */
const files: { ranges: Ranges; path: (weight: Weight) => string }[] = [
  ...fontsourceFiles('noto-sans'),
  arabicFile,
  ...FONTSOURCE_FAMILIES.slice(1).flatMap(fontsourceFiles),
];

const inRanges = (ranges: Ranges, codePoint: number) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Files read once per process: a card's next print finds them here. */
const loaded = new Map<string, Promise<FontFile>>();
/** The parsed font of each file's bytes, which embedding them asks for again. */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

function fontFile(path: string): Promise<FontFile> {
  let file = loaded.get(path);
  if (!file) {
    file = readFile(path).then((data) => {
      const bytes = paddedTrueType(new Uint8Array(data));
      const font = fontkit.create(bytes);
      parsed.set(bytes, font);
      return { path, bytes, font };
    });
    file.catch(() => loaded.delete(path));
    loaded.set(path, file);
  }
  return file;
}

/** fontkit for `PDFDocument.registerFontkit`, handing back the font these files were parsed into. */
export const cachedFontkit = { create: (bytes: Uint8Array): fontkit.Font => parsed.get(bytes) ?? fontkit.create(bytes) };

/** The first file, in family order, with a glyph for `codePoint` in `weight`; undefined when no family has one. */
export async function fontFileFor(codePoint: number, weight: Weight): Promise<FontFile | undefined> {
  for (const { ranges, path } of files) {
    if (!inRanges(ranges, codePoint)) continue;
    const file = await fontFile(path(weight));
    if (file.font.hasGlyphForCodePoint(codePoint)) return file;
  }
  return undefined;
}
