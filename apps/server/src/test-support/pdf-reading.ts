import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text lines of a PDF's pages as a PDF reader extracts them (pdf.js, the reader of Firefox and
 * many web viewers): top to bottom, each line's pieces in the order the page writes them, which for
 * right-to-left text pdf.js puts back in reading order.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const byBaseline = new Map<number, string>();
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str === '') continue;
        const baseline = Math.round((item.transform[5] as number) * 10) / 10;
        byBaseline.set(baseline, (byBaseline.get(baseline) ?? '') + item.str);
      }
      // pdf.js adds a space where a line stops short of text further along its baseline; it is not on the page.
      lines.push(...[...byBaseline.entries()].sort(([a], [b]) => b - a).map(([, line]) => line.trim()));
    }
    return lines;
  } finally {
    await doc.destroy();
  }
}

/**
 * The /ActualText of each marked-content span on a PDF's pages: what a reader that follows them
 * (Acrobat, Chrome's, poppler) copies for text whose glyphs are not in reading order.
 */
export function pdfActualTexts(pdf: Uint8Array): string[] {
  const texts: string[] = [];
  const source = Buffer.from(pdf).toString('latin1');
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const hex of content.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>/g)) texts.push(Buffer.from(hex[1] ?? '', 'hex').swap16().toString('utf16le'));
  }
  return texts;
}

/**
 * For each TrueType font embedded in a PDF, the glyphs whose outlines cannot be read: a reader
 * draws nothing for them, though their text still extracts.
 */
export async function unreadableGlyphs(pdf: Uint8Array): Promise<Record<string, number[]>> {
  const doc = await PDFDocument.load(pdf);
  const broken: Record<string, number[]> = {};
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(decodePDFRawStream(file).decode());
    const name = object.get(PDFName.of('FontName'))?.toString() ?? '?';
    broken[name] = [];
    for (let id = 0; id < font.numGlyphs; id++) {
      try {
        void font.getGlyph(id).path.bbox;
      } catch {
        broken[name].push(id);
      }
    }
  }
  return broken;
}
