import { describe, expect, it } from 'vitest';
import { sniffUpload } from './sniff-upload.ts';
import { heicStart, twoColourPicture } from './testing/picture-samples.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const typeOf = async (bytes: Uint8Array) => (await sniffUpload(bytes)).type;

describe('sniffUpload', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('tells a %s by its bytes', async (format) => {
    expect(await typeOf(await twoColourPicture(8, 8, format))).toBe(format);
  });

  it('tells an HEIC photo apart, to say how to get a JPEG', async () => {
    expect(await typeOf(heicStart())).toBe('heic');
  });

  it.each([
    ['a bare root', `<svg ${SVG}/>`],
    ['an XML declaration first', `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${SVG}></svg>`],
    ['a byte order mark first', `\ufeff<svg ${SVG}></svg>`],
    ['comments and a document type first', `<?xml version="1.0"?>\n<!-- Generator: x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${SVG}>\n</svg>`],
    ['a document type with an internal subset (refused later, but an SVG)', `<!DOCTYPE svg [ <!ENTITY a "b"> ]><svg ${SVG}/>`],
    ['a line break after the name', `<svg\n  ${SVG}/>`],
  ])('reads an SVG with %s', async (_name, text) => {
    expect(await typeOf(Buffer.from(text))).toBe('svg');
  });

  it.each([
    ['another root', `<svgx ${SVG}/>`],
    ['HTML around it', `<html><svg ${SVG}/></html>`],
    ['text before it', `hello <svg ${SVG}/>`],
    ['a comment that never ends', `<!-- <svg ${SVG}/>`],
    ['bytes that are not UTF-8', Buffer.concat([Buffer.from(`<svg ${SVG}><text>`), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('</text></svg>')])],
    ['a PDF', '%PDF-1.4\n%%EOF'],
  ])('reads no SVG in %s', async (_name, content) => {
    const sniffed = await sniffUpload(typeof content === 'string' ? Buffer.from(content) : content);
    expect(sniffed.type).toBe('other');
  });

  it('names what it found instead, for the log', async () => {
    expect(await sniffUpload(Buffer.from('%PDF-1.4\n%%EOF'))).toEqual({ type: 'other', detected: 'application/pdf' });
    expect(await sniffUpload(Buffer.from('plain text'))).toEqual({ type: 'other', detected: null });
  });
});
