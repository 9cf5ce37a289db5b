import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesPlugin } from '../files.ts';
import { acceptUpload, type StoredUpload } from './accept-upload.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { cleanSvgs } from './testing/svg-samples.ts';
import { twoColourPicture } from './testing/picture-samples.ts';

let filesDir: string;
let store: FileStore;

beforeEach(() => {
  filesDir = mkdtempSync(join(tmpdir(), 'commons-accept-'));
  store = localFileStore(filesDir);
});
afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

/** Each stored file as sharp reads it back from the store: format and size. */
async function readBack(upload: StoredUpload) {
  return Promise.all(
    upload.files.map(async (file) => {
      const bytes = await store.get(file.key);
      if (!bytes) throw new Error(`${file.key} was not stored`);
      const { format, width, height } = await sharp(bytes).metadata();
      return { format, width, height, byteLength: bytes.byteLength };
    }),
  );
}

const KEY = (suffix: string) => new RegExp(`^images/[A-Za-z0-9_-]{22}-${suffix}$`);

describe('acceptUpload of a picture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('makes a %s into WebP files 1600, 800 and 400 px wide', async (format) => {
    const upload = await acceptUpload(await twoColourPicture(3000, 2000, format), 'picture', store);
    expect(upload).toMatchObject({ kind: 'picture', type: format, width: 3000, height: 2000 });
    expect(upload.files.map(({ key, url, contentType, width, height }) => ({ key, url, contentType, width, height }))).toEqual([
      { key: expect.stringMatching(KEY('1600\\.webp')), url: `/files/${upload.files[0]?.key}`, contentType: 'image/webp', width: 1600, height: 1067 },
      { key: expect.stringMatching(KEY('800\\.webp')), url: `/files/${upload.files[1]?.key}`, contentType: 'image/webp', width: 800, height: 533 },
      { key: expect.stringMatching(KEY('400\\.webp')), url: `/files/${upload.files[2]?.key}`, contentType: 'image/webp', width: 400, height: 267 },
    ]);
    const stored = await readBack(upload);
    expect(stored).toEqual(upload.files.map(({ width, height, byteLength }) => ({ format: 'webp', width, height, byteLength })));
  });

  it('never enlarges a small picture', async () => {
    const upload = await acceptUpload(await twoColourPicture(300, 200, 'webp'), 'picture', store);
    expect(upload.files.map(({ width, height }) => [width, height])).toEqual([[300, 200], [300, 200], [300, 200]]);
  });

  it('fits a tall picture inside twice its width', async () => {
    const upload = await acceptUpload(await twoColourPicture(1000, 8000, 'png'), 'picture', store);
    expect(upload.files.map(({ width, height }) => [width, height])).toEqual([[400, 3200], [200, 1600], [100, 800]]);
  });

  it('takes the first frame of a GIF', async () => {
    const blackThenWhite = Buffer.concat([Buffer.alloc(40 * 30 * 3, 0), Buffer.alloc(40 * 30 * 3, 255)]);
    const animated = await sharp(blackThenWhite, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const upload = await acceptUpload(animated, 'picture', store);
    expect(upload).toMatchObject({ type: 'gif', width: 40, height: 30 });
    const first = await store.get(upload.files[0]?.key ?? '');
    const { data } = await sharp(first ?? Buffer.alloc(0)).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(30); // black: the first frame, not the white second one
  });

  it('stores each upload under a new unguessable name', async () => {
    const picture = await twoColourPicture(500, 500, 'jpeg');
    const [one, two] = await Promise.all([acceptUpload(picture, 'picture', store), acceptUpload(picture, 'picture', store)]);
    const names = [one, two].map((upload) => upload.files[0]?.key.slice('images/'.length, 'images/'.length + 22));
    expect(names[0]).not.toBe(names[1]);
    expect(readdirSync(join(filesDir, 'images'))).toHaveLength(6);
  });
});

describe('acceptUpload of a logo', () => {
  it('makes a PNG with transparency into a PNG and a WebP at most 512 px wide, keeping the transparency', async () => {
    const upload = await acceptUpload(await twoColourPicture(1200, 400, 'png', { alpha: true }), 'logo', store);
    expect(upload).toMatchObject({ kind: 'logo', type: 'png', width: 1200, height: 400 });
    expect(upload.files.map(({ key, contentType, width, height }) => ({ key, contentType, width, height }))).toEqual([
      { key: expect.stringMatching(KEY('512\\.png')), contentType: 'image/png', width: 512, height: 171 },
      { key: expect.stringMatching(KEY('512\\.webp')), contentType: 'image/webp', width: 512, height: 171 },
    ]);
    for (const file of upload.files) {
      const metadata = await sharp((await store.get(file.key)) ?? Buffer.alloc(0)).metadata();
      expect(metadata.hasAlpha).toBe(true);
    }
  });

  it('keeps a logo at most 512 px high too', async () => {
    const upload = await acceptUpload(await twoColourPicture(300, 900, 'jpeg'), 'logo', store);
    expect(upload.files.map(({ width, height }) => [width, height])).toEqual([[171, 512], [171, 512]]);
  });

  it('stores a clean SVG sanitised, as one SVG file of its own size', async () => {
    const upload = await acceptUpload(Buffer.from(cleanSvgs.inkscape.svg), 'logo', store);
    expect(upload).toMatchObject({ kind: 'logo', type: 'svg', width: 300, height: 100 });
    expect(upload.files).toEqual([{ key: expect.stringMatching(/^images\/[A-Za-z0-9_-]{22}\.svg$/), url: expect.stringMatching(/^\/files\/images\/.+\.svg$/), contentType: 'image/svg+xml', width: 300, height: 100, byteLength: expect.any(Number) }]);
    const stored = (await store.get(upload.files[0]?.key ?? ''))?.toString('utf8') ?? '';
    expect(stored).toMatch(/^<svg /);
    expect(stored).not.toContain('inkscape');
    expect(stored).toContain('url(#brand)');
    expect((await sharp(Buffer.from(stored)).metadata()).format).toBe('svg');
  });

  it('is served by /files/ at its url, with its type', async () => {
    const app = Fastify();
    await filesPlugin(app, filesDir);
    try {
      const upload = await acceptUpload(await twoColourPicture(600, 300, 'jpeg'), 'logo', store);
      for (const file of upload.files) {
        const served = await app.inject({ method: 'GET', url: file.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(file.contentType);
        expect(served.rawPayload.equals((await store.get(file.key)) ?? Buffer.alloc(0))).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe('acceptUpload and a store that fails', () => {
  it('removes the files already stored and passes the failure on', async () => {
    const stored = new Set<string>();
    let puts = 0;
    const failing: FileStore = {
      ...store,
      put: async (key, bytes, contentType) => {
        if (++puts === 2) throw new Error('disk full');
        await store.put(key, bytes, contentType);
        stored.add(key);
      },
    };
    await expect(acceptUpload(await twoColourPicture(2000, 1000, 'jpeg'), 'picture', failing)).rejects.toThrow('disk full');
    expect(stored.size).toBeGreaterThan(0);
    for (const key of stored) expect(await store.get(key)).toBeNull();
  });
});
