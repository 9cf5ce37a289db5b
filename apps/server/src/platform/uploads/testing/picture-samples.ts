/**
 * Pictures for the upload tests, made in code: plain ones by sharp, and the ones that carry
 * something (EXIF with GPS, XMP, text chunks, appended HTML or ZIP, a header that lies about its
 * size) put together byte by byte.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const RED = { r: 255, g: 0, b: 0 };
export const BLUE = { r: 0, g: 0, b: 255 };

/** A picture `width` × `height`, its left half red and its right half blue. */
export async function twoColourPicture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif', options: { alpha?: boolean } = {}): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const half = Math.floor(width / 2);
  const image = sharp({ create: { width, height, channels, background: options.alpha ? { ...RED, alpha: 0.5 } : RED } }).composite([
    { input: { create: { width: width - half, height, channels, background: options.alpha ? { ...BLUE, alpha: 0.5 } : BLUE } }, left: half, top: 0 },
  ]);
  return image.toFormat(format).toBuffer();
}

// ---- JPEG segments ----------------------------------------------------------------------------

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A TIFF IFD entry, big-endian: tag, type, count and the value (inline when it fits in four bytes) or its offset. */
const entry = (tag: number, type: number, count: number, value: Buffer | number) => {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt16BE(tag, 0);
  bytes.writeUInt16BE(type, 2);
  bytes.writeUInt32BE(count, 4);
  if (typeof value === 'number') bytes.writeUInt32BE(value, 8);
  else value.copy(bytes, 8);
  return bytes;
};

const BYTE = 1;
const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

const rationals = (...pairs: [number, number][]) => {
  const bytes = Buffer.alloc(pairs.length * 8);
  pairs.forEach(([numerator, denominator], at) => {
    bytes.writeUInt32BE(numerator, at * 8);
    bytes.writeUInt32BE(denominator, at * 8 + 4);
  });
  return bytes;
};

/** What the EXIF of a test photo says. */
export interface ExifSample {
  orientation: number;
  description: string;
  /** Degrees, minutes, seconds north and west. */
  latitude: [number, number, number];
  longitude: [number, number, number];
}

/** An EXIF APP1 payload: IFD0 with ImageDescription, Orientation and a GPS IFD with latitude and longitude. */
export function exifPayload(sample: ExifSample): Buffer {
  const ifd0At = 8;
  const ifd0Entries = 3;
  const descriptionAt = ifd0At + 2 + ifd0Entries * 12 + 4;
  const description = Buffer.from(`${sample.description}\0`, 'latin1');
  const gpsAt = descriptionAt + description.length + (description.length % 2);
  const gpsEntries = 5;
  const latitudeAt = gpsAt + 2 + gpsEntries * 12 + 4;
  const longitudeAt = latitudeAt + 24;
  const count = (n: number) => Buffer.from([n >> 8, n & 0xff]);
  const orientation = Buffer.alloc(4);
  orientation.writeUInt16BE(sample.orientation, 0);
  const tiff = Buffer.concat([
    Buffer.from('MM\0\x2a', 'latin1'),
    Buffer.from([0, 0, 0, ifd0At]),
    count(ifd0Entries),
    entry(0x010e, ASCII, description.length, descriptionAt),
    entry(0x0112, SHORT, 1, orientation),
    entry(0x8825, LONG, 1, gpsAt),
    Buffer.alloc(4),
    description,
    Buffer.alloc(description.length % 2),
    count(gpsEntries),
    entry(0x0000, BYTE, 4, Buffer.from([2, 3, 0, 0])),
    entry(0x0001, ASCII, 2, Buffer.from('N\0\0\0', 'latin1')),
    entry(0x0002, RATIONAL, 3, latitudeAt),
    entry(0x0003, ASCII, 2, Buffer.from('W\0\0\0', 'latin1')),
    entry(0x0004, RATIONAL, 3, longitudeAt),
    Buffer.alloc(4),
    rationals(...sample.latitude.map((value): [number, number] => [value, 1])),
    rationals(...sample.longitude.map((value): [number, number] => [value, 1])),
  ]);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** An XMP packet that says where the photo was taken, as phones and Lightroom write it. */
export const xmpPayload = (place: string) =>
  Buffer.from(
    'http://ns.adobe.com/xap/1.0/\0' +
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
      `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.4N" exif:GPSLongitude="0,7.5W"><dc:description xmlns:dc="http://purl.org/dc/elements/1.1/">${place}</dc:description></rdf:Description>` +
      '</rdf:RDF></x:xmpmeta>',
    'utf8',
  );

/** A JPEG with EXIF (orientation, description, GPS) and XMP added right after its start marker. */
export function withJpegMetadata(jpeg: Buffer, exif: ExifSample, place: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), segment(0xe1, exifPayload(exif)), segment(0xe1, xmpPayload(place)), jpeg.subarray(2)]);
}

// ---- PNG chunks -------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with extra chunks put before its IEND. */
export function withPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  const iend = png.length - 12;
  if (png.toString('latin1', iend + 4, iend + 8) !== 'IEND') throw new Error('not a PNG ending in IEND');
  return Buffer.concat([png.subarray(0, iend), ...chunks, png.subarray(iend)]);
}

/** A decompression bomb: a PNG of a few hundred bytes whose header claims `width` × `height` grey pixels. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A GIF whose screen and only frame claim `width` × `height` (at most 65535 each), with almost no pixel data. */
export function gifClaiming(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    size,
    Buffer.from([0x80, 0, 0]), // a global colour table of two colours
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size,
    Buffer.from([0, 2, 2, 0x4c, 0x01, 0, 0x3b]),
  ]);
}

/** The start of an HEIC photo (an `ftyp` box of brand heic), as an iPhone writes it. */
export const heicStart = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
