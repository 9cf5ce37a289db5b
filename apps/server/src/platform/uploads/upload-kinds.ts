import type { PublicFileFolder } from './file-store.ts';

/** What an upload is for; each kind has its own rules (uploadKinds). */
export type UploadKind = 'logo' | 'picture';

/** The types an upload may be, as sniffed from its bytes (sniff-upload.ts). */
export type UploadType = 'jpeg' | 'png' | 'webp' | 'gif' | 'svg';

/** One file made from an uploaded picture: fitted inside maxWidth × maxHeight (never enlarged), in one format. */
export interface Rendition {
  maxWidth: number;
  maxHeight: number;
  format: 'png' | 'webp';
}

export interface UploadKindRules {
  /** The public folder its files go to (/files/<folder>/…). */
  folder: PublicFileFolder;
  /** Larger uploads are refused before anything reads them. */
  maxBytes: number;
  /** Pictures of more pixels (as their header claims) are refused before they are decoded. */
  maxPixels: number;
  accepts: readonly UploadType[];
  /** The files a picture becomes, the first the largest; an SVG is kept as one sanitised file instead. */
  renditions: readonly Rendition[];
}

const MB = 1024 * 1024;

/**
 * The kinds of upload and their rules. Logos go to images/, where a site's `logo_file_name` names
 * them (the link preview reads them there); pictures are made in the widths pages ask for.
 * upload-messages.ts says these limits in words: a test keeps the two in step.
 */
export const uploadKinds = {
  logo: {
    folder: 'images',
    maxBytes: 2 * MB,
    maxPixels: 25_000_000,
    accepts: ['png', 'jpeg', 'webp', 'gif', 'svg'],
    renditions: [
      { maxWidth: 512, maxHeight: 512, format: 'png' },
      { maxWidth: 512, maxHeight: 512, format: 'webp' },
    ],
  },
  picture: {
    folder: 'images',
    maxBytes: 10 * MB,
    // A 64-megapixel phone photo fits; a decompression bomb does not.
    maxPixels: 80_000_000,
    accepts: ['jpeg', 'png', 'webp', 'gif'],
    renditions: [
      { maxWidth: 1600, maxHeight: 3200, format: 'webp' },
      { maxWidth: 800, maxHeight: 1600, format: 'webp' },
      { maxWidth: 400, maxHeight: 800, format: 'webp' },
    ],
  },
} as const satisfies Record<UploadKind, UploadKindRules>;
