import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from './upload-kinds.ts';
import { svgTextOf, type SvgText } from './svg-text.ts';

/** What an upload is, judged by its bytes alone: never by its file name or the type its sender declared. */
export type Sniffed =
  | { type: Exclude<UploadType, 'svg'> }
  | { type: 'svg'; svg: SvgText }
  /** An HEIC or HEIF photo (an iPhone's): its own refusal, saying how to get a JPEG. */
  | { type: 'heic' }
  /** Anything else, with the type file-type found (for the log), if any. */
  | { type: 'other'; detected: string | null };

/** file-type's names for the pictures we decode; an animated PNG is a PNG (its first frame is used). */
const PICTURES = new Map<string, Exclude<UploadType, 'svg'>>([['jpg', 'jpeg'], ['png', 'png'], ['apng', 'png'], ['webp', 'webp'], ['gif', 'gif']]);
const HEIC = new Set(['heic', 'heif']);

/**
 * What an upload is. Pictures are told by their magic numbers (file-type); an SVG, which file-type
 * does not detect (it says `xml` at most), is UTF-8 text whose first element is `<svg` (svg-text.ts).
 * A picture's header followed by something else (a GIF with HTML after it) sniffs as the picture:
 * it is decoded and encoded afresh, so what follows never reaches a file we serve.
 */
export async function sniffUpload(bytes: Uint8Array): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(bytes);
  const picture = found && PICTURES.get(found.ext);
  if (picture) return { type: picture };
  if (found && HEIC.has(found.ext)) return { type: 'heic' };
  if (!found || found.ext === 'xml') {
    const svg = svgTextOf(bytes);
    if (svg) return { type: 'svg', svg };
  }
  return { type: 'other', detected: found?.mime ?? null };
}
