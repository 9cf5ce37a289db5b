import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { paddedTrueType } from './padded-font.ts';
import { unreadableGlyphs } from '../test-support/pdf-reading.ts';

// A Fontsource file whose glyph outlines are not all of even length (the ideographs 一 and 丁 among them).
const woff = new Uint8Array(readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff')));
type Loca = { loca: { offsets: number[] }; numGlyphs: number };

/** A PDF writing `text` in the font `bytes`, subset as the cards embed fonts. */
async function pdfWriting(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(bytes, { subset: true });
  pdf.addPage([200, 50]).drawText(text, { x: 10, y: 20, size: 12, font });
  return pdf.save();
}

describe('paddedTrueType', () => {
  it('unpacks a WOFF font into TrueType with every glyph 4-byte aligned and the same outlines', () => {
    const source = fontkit.create(woff);
    const padded = fontkit.create(paddedTrueType(woff));
    const offsets = (padded as unknown as Loca).loca.offsets;
    expect(offsets.every((offset) => offset % 4 === 0)).toBe(true);
    expect(padded.numGlyphs).toBe(source.numGlyphs);
    for (const ch of '一丁七万丈三上下') expect(padded.glyphForCodePoint(ch.codePointAt(0) ?? 0).path.toSVG()).toBe(source.glyphForCodePoint(ch.codePointAt(0) ?? 0).path.toSVG());
  });

  it('makes a font whose subset draws every glyph, where the font as shipped loses them', async () => {
    const odd = (fontkit.create(woff) as unknown as Loca).loca.offsets;
    expect(odd.some((offset) => offset % 2 === 1)).toBe(true);
    const asShipped = Object.values(await unreadableGlyphs(await pdfWriting(woff, '一丁七万丈三上下'))).flat();
    expect(asShipped.length).toBeGreaterThan(0);
    expect(Object.values(await unreadableGlyphs(await pdfWriting(paddedTrueType(woff), '一丁七万丈三上下'))).flat()).toEqual([]);
  });
});
