import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptUpload, type StoredUpload } from './accept-upload.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { BLUE, pngChunk, RED, twoColourPicture, withJpegMetadata, withPngChunks } from './testing/picture-samples.ts';

let filesDir: string;
let store: FileStore;

beforeEach(() => {
  filesDir = mkdtempSync(join(tmpdir(), 'commons-metadata-'));
  store = localFileStore(filesDir);
});
afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

const HOME = { orientation: 1, description: 'Taken at 12 Elm Street', latitude: [51, 30, 26], longitude: [0, 7, 39] } as const satisfies Parameters<typeof withJpegMetadata>[1];

/** The bytes of every file an upload stored. */
const storedBytes = (upload: StoredUpload) => Promise.all(upload.files.map(async (file) => (await store.get(file.key)) ?? Buffer.alloc(0)));

/** Whether `bytes` carries any metadata sharp knows of, or any of the given words anywhere. */
async function expectNoMetadata(bytes: Buffer, words: string[]) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.comments).toBeUndefined();
  const text = bytes.toString('latin1');
  for (const word of ['Exif', 'EXIF', 'eXIf', 'XMP ', 'xmpmeta', 'tEXt', 'iTXt', 'zTXt', ...words]) expect(text).not.toContain(word);
}

/** The colour at a point of a stored picture, as [r, g, b]. */
async function colourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const near = (actual: (number | undefined)[], expected: { r: number; g: number; b: number }) =>
  actual.every((channel, at) => Math.abs((channel ?? -999) - [expected.r, expected.g, expected.b][at]!) < 40);

describe('metadata of an upload', () => {
  it('a JPEG with GPS in its EXIF and XMP keeps neither, in any size', async () => {
    const photo = withJpegMetadata(await twoColourPicture(1800, 1200, 'jpeg'), HOME, 'Home, 12 Elm Street');
    const read = await sharp(photo).metadata();
    expect(read.exif?.includes('Taken at 12 Elm Street')).toBe(true);
    expect(read.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true); // the GPSInfo tag
    expect(read.xmp?.toString()).toContain('GPSLatitude');

    const upload = await acceptUpload(photo, 'picture', store);
    for (const bytes of await storedBytes(upload)) await expectNoMetadata(bytes, ['Elm Street', 'GPS']);
  });

  it('a logo with GPS keeps none of it, in PNG or WebP', async () => {
    const photo = withJpegMetadata(await twoColourPicture(800, 400, 'jpeg'), HOME, 'Home, 12 Elm Street');
    const upload = await acceptUpload(photo, 'logo', store);
    expect(upload.files.map((file) => file.contentType)).toEqual(['image/png', 'image/webp']);
    for (const bytes of await storedBytes(upload)) await expectNoMetadata(bytes, ['Elm Street', 'GPS']);
  });

  it('a PNG with text and XMP chunks keeps neither', async () => {
    const png = withPngChunks(await twoColourPicture(600, 300, 'png'), [
      pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script> at 12 Elm Street', 'latin1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta xmlns:x="adobe:ns:meta/">GPSLatitude 51.5</x:xmpmeta>', 'latin1')),
    ]);
    expect(png.includes('Elm Street') && png.includes('GPSLatitude')).toBe(true);
    const upload = await acceptUpload(png, 'picture', store);
    for (const bytes of await storedBytes(upload)) await expectNoMetadata(bytes, ['Elm Street', 'script', 'GPS']);
  });
});

describe('orientation of an upload', () => {
  it('a photo whose EXIF says "turn 90° clockwise" is stored upright, without the tag', async () => {
    // Stored 400 × 200: red on the left, blue on the right. Turned clockwise the left comes to the top.
    const photo = withJpegMetadata(await twoColourPicture(400, 200, 'jpeg'), { ...HOME, orientation: 6 }, 'Home');
    expect(await sharp(photo).metadata()).toMatchObject({ width: 400, height: 200, orientation: 6 });

    const upload = await acceptUpload(photo, 'picture', store);
    expect(upload).toMatchObject({ width: 200, height: 400 });
    const [largest] = await storedBytes(upload);
    if (!largest) throw new Error('nothing stored');
    const stored = await sharp(largest).metadata();
    expect(stored).toMatchObject({ width: 200, height: 400 });
    expect(stored.orientation).toBeUndefined();
    expect(near(await colourAt(largest, 100, 50), RED)).toBe(true);
    expect(near(await colourAt(largest, 100, 350), BLUE)).toBe(true);
  });

  it('a photo whose EXIF says "mirrored" is stored mirrored back', async () => {
    const photo = withJpegMetadata(await twoColourPicture(400, 200, 'jpeg'), { ...HOME, orientation: 2 }, 'Home');
    const [largest] = await storedBytes(await acceptUpload(photo, 'picture', store));
    if (!largest) throw new Error('nothing stored');
    expect(near(await colourAt(largest, 50, 100), BLUE)).toBe(true);
    expect(near(await colourAt(largest, 350, 100), RED)).toBe(true);
  });
});
