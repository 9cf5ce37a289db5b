import sharp from 'sharp';
import { AppError } from '../app-error.ts';
import { storedTypes, type StoredContentType, type StoredExtension } from './file-store.ts';
import { renderPicture } from './picture-renditions.ts';
import { sanitizeSvg, type SvgRefusal } from './sanitize-svg.ts';
import { sniffUpload } from './sniff-upload.ts';
import { uploadKinds, type UploadKind, type UploadType } from './upload-kinds.ts';
import { uploadMessages } from './upload-messages.ts';

/**
 * An upload refused: a 400 whose field error is on `file`, in words its user can act on
 * (upload-messages.ts). `details` says what was found, for the log; users never see it.
 */
export class UploadRefused extends AppError {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super('invalid', message, { file: message });
    this.name = 'UploadRefused';
  }
}

/** One file an upload becomes, ready to store. */
export interface PreparedFile {
  bytes: Buffer;
  extension: StoredExtension;
  contentType: StoredContentType;
  /** Tells apart the files of one upload in their keys: the width bound a picture was fitted to; none for an SVG. */
  suffix: string | undefined;
  width: number;
  height: number;
}

/** An accepted upload, not yet stored: what it was, its size upright, and the files it becomes (the largest first). */
export interface PreparedUpload {
  kind: UploadKind;
  type: UploadType;
  width: number;
  height: number;
  files: PreparedFile[];
}

const SVG_MESSAGES: Record<SvgRefusal, string> = {
  hostile: uploadMessages.svgHostile,
  unsupported: uploadMessages.svgUnsupported,
  unreadable: uploadMessages.svgUnreadable,
  tooComplex: uploadMessages.svgTooComplex,
};

/** An SVG logo, sanitised; its size is what librsvg (which draws it for the link preview) makes of it. */
async function prepareSvg(kind: UploadKind, svg: Parameters<typeof sanitizeSvg>[0]): Promise<PreparedUpload> {
  const verdict = sanitizeSvg(svg);
  if (!verdict.ok) throw new UploadRefused(SVG_MESSAGES[verdict.refusal], verdict.details);
  const bytes = Buffer.from(verdict.svg, 'utf8');
  let size: { width: number; height: number };
  try {
    size = (await sharp(bytes, { limitInputPixels: uploadKinds[kind].maxPixels }).metadata()).autoOrient;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UploadRefused(/pixel limit/i.test(detail) ? uploadMessages.tooManyPixels[kind] : uploadMessages.svgUnreadable, [detail]);
  }
  return { kind, type: 'svg', ...size, files: [{ bytes, extension: 'svg', contentType: storedTypes.svg, suffix: undefined, ...size }] };
}

/**
 * Checks an upload of a kind and makes the files it becomes, storing nothing (accept-upload.ts
 * stores them). In order: empty, over the kind's size (before anything reads it), not of a type
 * the kind takes (sniffed from the bytes, never from a name or a declared type), then an SVG is
 * sanitised and a picture decoded and encoded afresh in the kind's renditions. Every refusal is
 * an UploadRefused.
 */
export async function prepareUpload(bytes: Uint8Array, kind: UploadKind): Promise<PreparedUpload> {
  const rules = uploadKinds[kind];
  if (bytes.byteLength === 0) throw new UploadRefused(uploadMessages.empty);
  if (bytes.byteLength > rules.maxBytes) throw new UploadRefused(uploadMessages.tooLarge[kind], [`${bytes.byteLength} bytes`]);

  const sniffed = await sniffUpload(bytes);
  if (sniffed.type === 'heic') throw new UploadRefused(uploadMessages.heic);
  if (sniffed.type === 'other' || !(rules.accepts as readonly UploadType[]).includes(sniffed.type)) {
    throw new UploadRefused(uploadMessages.notAllowed[kind], [`sniffed as ${sniffed.type === 'other' ? (sniffed.detected ?? 'nothing known') : sniffed.type}`]);
  }
  if (sniffed.type === 'svg') return prepareSvg(kind, sniffed.svg);

  const rendered = await renderPicture(bytes, rules);
  if (!rendered.ok) throw new UploadRefused(rendered.refusal === 'tooManyPixels' ? uploadMessages.tooManyPixels[kind] : uploadMessages.unreadable[kind], [rendered.detail]);
  const files = rendered.files.map(({ bytes: file, rendition, width, height }): PreparedFile => ({
    bytes: file,
    extension: rendition.format,
    contentType: storedTypes[rendition.format],
    suffix: String(rendition.maxWidth),
    width,
    height,
  }));
  return { kind, type: sniffed.type, width: rendered.width, height: rendered.height, files };
}
