// @pdf-lib/fontkit's Devanagari shaping runs code compiled for a global regenerator runtime.
import 'regenerator-runtime/runtime.js';
import bidiFactory from 'bidi-js';
import { PDFHexString, PDFName, PDFOperator, PDFOperatorNames, endMarkedContent, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { cachedFontkit, fontFileFor, type FontFile, type Weight } from './pdf-fonts.ts';

export type { Weight };

const bidi = bidiFactory();

/**
 * `text` (a name, a site's or a location's name) kept together in its own direction inside a line
 * of the card: an Arabic or Hebrew name reads right to left, and the English around it and any
 * phone number after it stay where they are.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** Direction marks and isolates: they steer the order of a line and are not drawn. */
const DIRECTION_CONTROL = /^[\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u;
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const COMBINING_MARKS = /\p{M}/gu;
/** Always at hand: the stand-in for a character no font has, and the mark of text cut short. */
const ALWAYS = '?…';

/** The grapheme clusters of `text` (a letter with its marks, a Devanagari syllable): where a line may be cut. */
export function graphemes(text: string): string[] {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
}

/** A stretch of a line in one font and one direction: `text` in reading order, `drawn` as handed to the font. */
interface Run {
  text: string;
  drawn: string;
  file: FontFile;
  level: number;
}

/** Text in any script the fonts cover, measured and drawn on the pages of one PDF. */
export interface PdfText {
  /** The width in points of `text` at `size`. */
  width(text: string, size: number, weight: Weight): number;
  /** `text` on one line, starting at `x`, `y` its baseline. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; weight: Weight; color: Color }): void;
}

/**
 * Writing for `pdf`, with the font files for every character of `texts` embedded (subset to the
 * glyphs used on save). A character no font has is written without its accents when that is
 * enough, else as '?', so no text can fail a card.
 */
export async function pdfText(pdf: PDFDocument, texts: Record<Weight, readonly string[]>): Promise<PdfText> {
  pdf.registerFontkit(cachedFontkit);
  const files: Record<Weight, Map<number, FontFile | undefined>> = { regular: new Map(), bold: new Map() };
  const embedded = new Map<FontFile, PDFFont>();

  for (const weight of ['regular', 'bold'] as const) {
    const known = files[weight];
    const resolve = async (text: string) => {
      for (const ch of text) {
        const codePoint = ch.codePointAt(0) ?? 0;
        if (!known.has(codePoint)) known.set(codePoint, await fontFileFor(codePoint, weight));
      }
    };
    for (const text of [ALWAYS, ...texts[weight]]) {
      for (const ch of text.normalize('NFC')) {
        await resolve(ch);
        if (!known.get(ch.codePointAt(0) ?? 0)) await resolve(bare(ch));
      }
    }
    for (const file of known.values()) if (file && !embedded.has(file)) embedded.set(file, await pdf.embedFont(file.bytes, { subset: true }));
  }

  const fileOf = (weight: Weight, ch: string) => files[weight].get(ch.codePointAt(0) ?? 0);
  /** `ch` as it can be written: itself, its letters without accents, or '?'. */
  const writable = (weight: Weight, ch: string): string => {
    if (fileOf(weight, ch)) return ch;
    const letters = bare(ch);
    return letters !== '' && [...letters].every((c) => fileOf(weight, c)) ? letters : '?';
  };

  /** The line cut into runs of one font and one direction level, in reading order. */
  const runsOf = (text: string, weight: Weight): Run[] => {
    const source = text.normalize('NFC');
    const { levels } = bidi.getEmbeddingLevels(source, 'ltr');
    const mirrored = bidi.getMirroredCharactersMap(source, levels);
    const runs: Run[] = [];
    let index = 0;
    for (const ch of source) {
      const at = index;
      index += ch.length;
      if (DIRECTION_CONTROL.test(ch)) continue;
      const level = levels[at] ?? 0;
      const written = writable(weight, ch);
      for (const piece of written) {
        const drawn = written === ch ? (mirrored.get(at) ?? ch) : piece;
        const last = runs.at(-1);
        // A space or a mark stays in the run before it when that font has it: fewer font changes.
        if (last && last.level === level && last.file.font.hasGlyphForCodePoint(drawn.codePointAt(0) ?? 0)) {
          last.text += piece;
          last.drawn += drawn;
          continue;
        }
        const file = fileOf(weight, drawn) ?? fileOf(weight, piece) ?? fileOf(weight, '?');
        if (file) runs.push({ text: piece, drawn, file, level });
      }
    }
    // The font lays Arabic and Hebrew right to left itself; anything else on a right-to-left level is turned here.
    for (const run of runs) if (run.level % 2 === 1 && !RIGHT_TO_LEFT_LETTER.test(run.text)) run.drawn = [...run.drawn].reverse().join('');
    return runs;
  };

  const fontOf = (run: Run): PDFFont => {
    const font = embedded.get(run.file);
    if (!font) throw new Error(`font file ${run.file.path} was not embedded`);
    return font;
  };
  const runWidth = (run: Run, size: number) => fontOf(run).widthOfTextAtSize(run.drawn, size);

  return {
    width: (text, size, weight) => runsOf(text, weight).reduce((sum, run) => sum + runWidth(run, size), 0),
    draw(page, text, { x, y, size, weight, color }) {
      const runs = runsOf(text, weight);
      let left = x;
      const starts = new Map<Run, number>();
      for (const run of visualOrder(runs)) {
        starts.set(run, left);
        left += runWidth(run, size);
      }
      // Runs go on the page in reading order (where each is placed is the visual order), so a reader
      // that copies the text in page order copies it as written.
      for (const run of runs) {
        const inOrder = glyphsInReadingOrder(run);
        // The property list is written as is: pdf-lib takes no dictionary as an operand.
        if (!inOrder) page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`]));
        page.drawText(run.drawn, { x: starts.get(run) ?? x, y, size, font: fontOf(run), color });
        if (!inOrder) page.pushOperators(endMarkedContent());
      }
    },
  };
}

/** `ch` without its accents (NFKD less combining marks), '' when nothing is left. */
function bare(ch: string): string {
  return ch.normalize('NFKD').replace(COMBINING_MARKS, '');
}

/**
 * Whether the font lays the run's glyphs in the order of its characters. Right-to-left runs and
 * Devanagari vowel signs drawn before their consonant are not: such a run also carries its text
 * as /ActualText, which readers copy instead of the glyphs.
 */
function glyphsInReadingOrder(run: Run): boolean {
  const glyphs = run.file.font.layout(run.drawn).glyphs.flatMap((glyph) => glyph.codePoints);
  const characters = [...run.text].map((ch) => ch.codePointAt(0));
  return glyphs.length === characters.length && glyphs.every((codePoint, i) => codePoint === characters[i]);
}

/** The runs left to right on the page: each stretch at a right-to-left level turned (Unicode bidi rule L2). */
function visualOrder(runs: Run[]): Run[] {
  const order = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < order.length; ) {
      if ((order[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && (order[end]?.level ?? 0) >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}
