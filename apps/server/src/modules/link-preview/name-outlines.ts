// @pdf-lib/fontkit's Devanagari shaping runs code compiled for a global regenerator runtime.
import 'regenerator-runtime/runtime.js';
import bidiFactory from 'bidi-js';
import { fontFileFor, type FontFile } from '../../platform/pdf-fonts.ts';

const bidi = bidiFactory();

/** A stretch of the name in one font file and one direction level, in reading order. */
interface Run {
  text: string;
  file: FontFile;
  level: number;
}

/** The name drawn as outlines: SVG path elements with their baseline at y = 0, starting at x = 0. */
export interface NameOutlines {
  /** `<path>` elements, filled by the enclosing group. */
  paths: string;
  /** The drawn width in pixels. */
  width: number;
  /** The height of a capital letter above the baseline, in pixels: for centring the line. */
  capHeight: number;
}

/** The name in the fonts' order of families, a character no font has written as '?'. */
async function runsOf(name: string): Promise<Run[]> {
  const source = name.normalize('NFC');
  const { levels } = bidi.getEmbeddingLevels(source, 'ltr');
  const runs: Run[] = [];
  let index = 0;
  for (const ch of source) {
    const level = levels[index] ?? 0;
    index += ch.length;
    const last = runs.at(-1);
    // A space or a mark stays in the run before it when that font has it: the font shapes it with its neighbours.
    if (last && last.level === level && last.file.font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)) {
      last.text += ch;
      continue;
    }
    const file = await fontFileFor(ch.codePointAt(0) ?? 0, 'bold');
    const shown = file ? ch : '?';
    const used = file ?? (await fontFileFor(0x3f, 'bold'));
    if (used) runs.push({ text: shown, file: used, level });
  }
  return runs;
}

/** The runs in the order they are drawn, left to right (Unicode bidi rule L2 over whole runs). */
function visualOrder(runs: Run[]): Run[] {
  const order = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length; start++) {
      if ((order[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < order.length && (order[end + 1]?.level ?? 0) >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return order;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The site's name as glyph outlines at `size` pixels, in the bold weight of the fonts the printed
 * cards use (docs/decisions/0031-card-fonts.md). Outlines rather than SVG text: the rasteriser then
 * needs no installed font, so a name never comes out as empty boxes on a machine without one.
 */
export async function nameOutlines(name: string, size: number): Promise<NameOutlines> {
  const paths: string[] = [];
  let x = 0;
  let capHeight = 0;
  for (const run of visualOrder(await runsOf(name))) {
    const { font } = run.file;
    const scale = size / font.unitsPerEm;
    const glyphScale = Number(scale.toFixed(6));
    capHeight = Math.max(capHeight, font.capHeight * scale);
    // fontkit lays a right-to-left script's glyphs out right to left itself.
    const { glyphs, positions } = font.layout(run.text);
    glyphs.forEach((glyph, i) => {
      const position = positions[i];
      const d = glyph.path.toSVG();
      const at = x + (position?.xOffset ?? 0) * scale;
      const rise = (position?.yOffset ?? 0) * scale;
      if (d) paths.push(`<path transform="translate(${round(at)} ${round(-rise)}) scale(${glyphScale} ${-glyphScale})" d="${d}"/>`);
      x += (position?.xAdvance ?? glyph.advanceWidth) * scale;
    });
  }
  return { paths: paths.join(''), width: x, capHeight };
}
