import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { errorsPlugin } from '../errors.ts';
import { acceptUpload } from './accept-upload.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { UploadRefused } from './prepare-upload.ts';
import { svgLimits } from './sanitize-svg.ts';
import { gifClaiming, heicStart, pngClaiming, twoColourPicture } from './testing/picture-samples.ts';
import { hostileSvgs } from './testing/svg-samples.ts';
import { uploadKinds, type UploadKind } from './upload-kinds.ts';
import { uploadMessages } from './upload-messages.ts';

let filesDir: string;
let store: FileStore;

beforeEach(() => {
  filesDir = mkdtempSync(join(tmpdir(), 'commons-refusals-'));
  store = localFileStore(filesDir);
});
afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const storedNothing = () => expect(readdirSync(filesDir, { recursive: true })).toEqual([]);

/** The refusal an upload meets: a 400 with the message on the `file` field, and nothing stored. */
async function refusalOf(bytes: Uint8Array, kind: UploadKind): Promise<UploadRefused> {
  const error = await acceptUpload(bytes, kind, store).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UploadRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error).toBeInstanceOf(AppError);
  expect(error.code).toBe('invalid');
  expect(error.errors).toEqual({ file: error.message });
  storedNothing();
  return error;
}

describe('refused before anything reads the file', () => {
  it('an empty file', async () => {
    expect((await refusalOf(Buffer.alloc(0), 'picture')).message).toBe('This file is empty. Choose the file again and upload it.');
    expect((await refusalOf(Buffer.alloc(0), 'logo')).message).toBe(uploadMessages.empty);
  });

  it('a 50 MB upload, with the size in words, at once', async () => {
    const huge = Buffer.concat([await twoColourPicture(10, 10, 'png'), Buffer.alloc(50 * MB)]);
    const started = performance.now();
    expect((await refusalOf(huge, 'picture')).message).toBe('This picture is larger than 10 MB. Please upload a smaller one.');
    expect((await refusalOf(huge, 'logo')).message).toBe('This logo is larger than 2 MB. Please upload a smaller one.');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('one byte over the limit, and not the limit itself', async () => {
    // A PNG padded with zeros after its end: what follows the picture is never read, nor stored.
    const atLimit = Buffer.concat([await twoColourPicture(10, 10, 'png'), Buffer.alloc(2 * MB)]).subarray(0, 2 * MB);
    expect((await refusalOf(Buffer.concat([atLimit, Buffer.alloc(1)]), 'logo')).message).toBe(uploadMessages.tooLarge.logo);
    const accepted = await acceptUpload(atLimit, 'logo', store);
    expect(accepted.files.every((file) => file.byteLength < 10_000)).toBe(true);
  });
});

describe('refused for what the bytes are, whatever the file was called', () => {
  const notPictures: Record<string, () => Buffer> = {
    'a text file named logo.png': () => Buffer.from('This is not a picture, whatever its name says.\n'),
    'a PDF': () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    'a ZIP': () => Buffer.from(zipSync({ 'index.html': strToU8('<script>alert(1)</script>') })),
    'an HTML page': () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    'an HTML page with an SVG in it': () => Buffer.from('<html><body><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg></body></html>'),
    'XML that is not SVG': () => Buffer.from('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>'),
    'a BMP': () => Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]),
    'UTF-16 text': () => Buffer.from('\ufeff<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le'),
  };

  it.each(Object.keys(notPictures))('%s', async (name) => {
    const bytes = notPictures[name]!();
    expect((await refusalOf(bytes, 'picture')).message).toBe('This file is not a picture we can use. Upload a JPEG, PNG, WebP or GIF image.');
    expect((await refusalOf(bytes, 'logo')).message).toBe('This file is not a logo we can use. Upload a PNG, JPEG, WebP, GIF or SVG image.');
  });

  it('an SVG as a picture (pictures are photos; only logos may be SVG)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
    expect((await refusalOf(svg, 'picture')).message).toBe(uploadMessages.notAllowed.picture);
  });

  it('an HEIC photo, saying how to get a JPEG', async () => {
    expect((await refusalOf(heicStart(), 'picture')).message).toBe(uploadMessages.heic);
  });
});

describe('refused SVG logos', () => {
  it.each(Object.keys(hostileSvgs))('%s, with the sentence about scripts and links', async (name) => {
    const error = await refusalOf(Buffer.from(hostileSvgs[name]!), 'logo');
    expect(error.message).toBe('This SVG contains scripts or links to other sites, which logos may not have. Export it again without them, or upload a PNG.');
    expect(error.details.length).toBeGreaterThan(0);
  });

  it('one with entity declarations, one too complex, one not well-formed', async () => {
    const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);
    expect((await refusalOf(Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo')).message).toBe(uploadMessages.svgUnsupported);
    expect((await refusalOf(svg('<rect/>'.repeat(svgLimits.nodes)), 'logo')).message).toBe(uploadMessages.svgTooComplex);
    expect((await refusalOf(svg('<g>'), 'logo')).message).toBe(uploadMessages.svgUnreadable);
  });

  it('one claiming more pixels than a logo may have', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>');
    expect((await refusalOf(svg, 'logo')).message).toBe(uploadMessages.tooManyPixels.logo);
  });
});

describe('decompression bombs', () => {
  it.each([
    ['a PNG of a few hundred bytes claiming 50000 × 50000', () => pngClaiming(50_000, 50_000)],
    ['a PNG claiming 10000 × 10000', () => pngClaiming(10_000, 10_000)],
    ['a GIF claiming 65535 × 65535', () => gifClaiming(65_535, 65_535)],
  ])('%s is refused before decoding, quickly', async (_name, make) => {
    const bomb = make();
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect((await refusalOf(bomb, 'picture')).message).toBe('This picture is too large to open: it has more than 80 million pixels. Save it at a smaller size and upload it again.');
    expect((await refusalOf(bomb, 'logo')).message).toBe(uploadMessages.tooManyPixels.logo);
    // Decoding one would take seconds and gigabytes; refusing it takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('polyglots', () => {
  const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

  it.each([
    ['a JPEG with HTML after it', 'jpeg'],
    ['a GIF with HTML after it', 'gif'],
    ['a PNG with HTML after it', 'png'],
  ] as const)('%s is encoded afresh, the HTML gone', async (_name, format) => {
    const polyglot = Buffer.concat([await twoColourPicture(300, 200, format), Buffer.from(SCRIPT)]);
    const upload = await acceptUpload(polyglot, 'picture', store);
    for (const file of upload.files) {
      expect(file.contentType).toBe('image/webp');
      const bytes = (await store.get(file.key)) ?? Buffer.alloc(0);
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('<html')).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
  });

  it('a GIF with a ZIP after it (a GIFAR) is encoded afresh, the ZIP gone', async () => {
    const zip = Buffer.from(zipSync({ 'evil.class': strToU8('cafebabe'), 'index.html': strToU8(SCRIPT) }));
    const upload = await acceptUpload(Buffer.concat([await twoColourPicture(300, 200, 'gif'), zip]), 'logo', store);
    for (const file of upload.files) {
      const bytes = (await store.get(file.key)) ?? Buffer.alloc(0);
      expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
      expect(bytes.includes('evil.class')).toBe(false);
    }
  });

  it('a GIF header followed by HTML, not a GIF at all, is refused', async () => {
    expect((await refusalOf(Buffer.from(`GIF89a${SCRIPT}`), 'picture')).message).toBe('This picture could not be read: the file may be damaged. Save it again and upload it.');
  });

  it('a PNG signature on a ZIP or a PDF is refused', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const zip = Buffer.from(zipSync({ 'index.html': strToU8(SCRIPT) }));
    for (const disguised of [Buffer.concat([signature, zip]), Buffer.concat([signature, Buffer.from('%PDF-1.7\n%%EOF\n')])]) {
      const { message } = await refusalOf(disguised, 'picture');
      expect([uploadMessages.unreadable.picture, uploadMessages.notAllowed.picture]).toContain(message);
    }
  });

  it('a JPEG cut short is refused as damaged', async () => {
    const jpeg = await twoColourPicture(400, 300, 'jpeg');
    expect((await refusalOf(jpeg.subarray(0, jpeg.length - 200), 'picture')).message).toBe(uploadMessages.unreadable.picture);
  });
});

describe('a refusal, through the error handler', () => {
  it('is a 400 whose message is also the file field\'s error', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/upload', async (request) => acceptUpload(request.body as Buffer, 'picture', store));
    try {
      const answer = await app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('not a picture') });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status: 'error', msg: uploadMessages.notAllowed.picture, errors: { file: uploadMessages.notAllowed.picture } });
    } finally {
      await app.close();
    }
  });
});

describe('the messages', () => {
  it('say the limits the kinds have', () => {
    for (const kind of ['logo', 'picture'] as const) {
      expect(uploadMessages.tooLarge[kind]).toContain(`larger than ${uploadKinds[kind].maxBytes / MB} MB`);
      expect(uploadMessages.tooManyPixels[kind]).toContain(`more than ${uploadKinds[kind].maxPixels / 1_000_000} million pixels`);
    }
    expect(uploadMessages.svgTooComplex).toContain(`more than ${svgLimits.nodes.toLocaleString('en-US')} parts`);
    expect(uploadMessages.svgTooComplex).toContain(`more than ${svgLimits.depth} deep`);
  });
});
