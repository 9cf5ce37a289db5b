import sharp, { type SharpOptions } from 'sharp';
import type { Rendition } from './upload-kinds.ts';

/** A hostile or broken picture gives up rather than hold a thread of libvips. */
const TIMEOUT_SECONDS = 30;
const QUALITY = { webp: 82 } as const;

/** One file made from an uploaded picture. */
export interface RenderedFile {
  bytes: Buffer;
  /** What it was made to. */
  rendition: Rendition;
  width: number;
  height: number;
}

export type RenderVerdict =
  | { ok: true; width: number; height: number; files: RenderedFile[] }
  | { ok: false; refusal: 'tooManyPixels' | 'unreadable'; detail: string };

const refusalOf = (error: unknown): RenderVerdict => {
  const detail = error instanceof Error ? error.message : String(error);
  return { ok: false, refusal: /pixel limit/i.test(detail) ? 'tooManyPixels' : 'unreadable', detail };
};

/** The size a picture `width` × `height` takes inside a rendition's box, never enlarged. */
export function fittedSize(width: number, height: number, box: Rendition): { width: number; height: number } {
  const scale = Math.min(1, box.maxWidth / width, box.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Decodes a JPEG, PNG, WebP or GIF (its first frame) once and makes each rendition from its pixels.
 * The header's claimed size is checked against `maxPixels` before anything is decoded, so a
 * decompression bomb (a tiny file claiming 50000 × 50000) is refused at once; a file libvips finds
 * damaged (`failOn: 'warning'`) is refused too. The picture is turned upright by its EXIF
 * orientation, then taken down to bare sRGB pixels: nothing of the upload but its pixels reaches
 * the files made from it, so no metadata (EXIF with GPS, XMP, comments, ICC profiles) and no bytes
 * appended to it (HTML, a ZIP) survive. Renditions are fitted inside their box, never enlarged
 * (fittedSize).
 */
export async function renderPicture(bytes: Uint8Array, rules: { maxPixels: number; renditions: readonly Rendition[] }): Promise<RenderVerdict> {
  const input: SharpOptions = { limitInputPixels: rules.maxPixels, failOn: 'warning', pages: 1 };
  const largest = rules.renditions[0];
  if (!largest) throw new Error('A kind of picture needs at least one rendition.');
  try {
    const upright = (await sharp(bytes, input).metadata()).autoOrient;
    const { data, info } = await sharp(bytes, input)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .autoOrient()
      .resize({ ...fittedSize(upright.width, upright.height, largest), fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const files = await Promise.all(
      rules.renditions.map(async (rendition): Promise<RenderedFile> => {
        // Each size is worked out from the upload's own, so rounding in a larger one never carries into a smaller.
        const fitted = sharp(data, pixels).timeout({ seconds: TIMEOUT_SECONDS }).resize({ ...fittedSize(upright.width, upright.height, rendition), fit: 'fill' });
        const encoded = rendition.format === 'png' ? fitted.png({ compressionLevel: 9 }) : fitted.webp({ quality: QUALITY.webp });
        const { data: file, info: made } = await encoded.toBuffer({ resolveWithObject: true });
        return { bytes: file, rendition, width: made.width, height: made.height };
      }),
    );
    return { ok: true, ...upright, files };
  } catch (error) {
    return refusalOf(error);
  }
}
