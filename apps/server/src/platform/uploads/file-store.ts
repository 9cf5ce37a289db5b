import { randomBytes } from 'node:crypto';
import { publicFileFolders } from '../files.ts';

/** A folder of FILES_DIR that /files/ serves (files.ts). */
export type PublicFileFolder = (typeof publicFileFolders)[number];

/**
 * Where uploaded files are kept: the local FILES_DIR today (local-file-store.ts), an S3-compatible
 * store behind the same interface later. Keys come from `newFileKey`; a store refuses any other
 * (InvalidFileKey), so no key reaches outside the store or names a type it may not serve.
 */
export interface FileStore {
  /** Stores `bytes` under `key`, all at once: a reader sees the whole file or none. */
  put(key: string, bytes: Uint8Array, contentType: StoredContentType): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Where browsers fetch the file (e.g. `/files/images/….webp`). */
  url(key: string): string;
}

/** The file types a store keeps, by the extension its keys end in; the extension decides how it is served. */
export const storedTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
} as const;

export type StoredExtension = keyof typeof storedTypes;
export type StoredContentType = (typeof storedTypes)[StoredExtension];

/** A key that is not one `newFileKey` could have made: a bug or an attack, never a user's mistake. */
export class InvalidFileKey extends Error {
  constructor(key: string, reason: string) {
    super(`Not a file key (${reason}): ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidFileKey';
  }
}

/**
 * A key is `<public folder>/<name>.<extension>`: the name of letters, digits, `-` and `_` only
 * (no dots, slashes, backslashes or percent signs, so nothing climbs out of the folder or is
 * decoded into something else), the extension one of `storedTypes`.
 */
const KEY = /^([a-z_]+)\/([A-Za-z0-9_-]{1,128})\.([a-z]+)$/;

const isStoredExtension = (extension: string): extension is StoredExtension => Object.hasOwn(storedTypes, extension);
const isPublicFolder = (folder: string): folder is PublicFileFolder => (publicFileFolders as readonly string[]).includes(folder);

/** The content type a key's extension is served as; throws InvalidFileKey for a key a store may not hold. */
export function contentTypeOfKey(key: string): StoredContentType {
  const match = KEY.exec(key);
  if (!match) throw new InvalidFileKey(key, 'expected folder/name.extension of letters, digits, - and _');
  const [, folder = '', , extension = ''] = match;
  if (!isPublicFolder(folder)) throw new InvalidFileKey(key, 'not a public folder');
  if (!isStoredExtension(extension)) throw new InvalidFileKey(key, 'not a stored file type');
  return storedTypes[extension];
}

/** Bytes of randomness in a key's name: 128 bits, so a file's address cannot be guessed. */
const KEY_RANDOM_BYTES = 16;

/** A new random name (22 characters of base64url) for the files of one upload. */
export const newFileName = () => randomBytes(KEY_RANDOM_BYTES).toString('base64url');

/**
 * The key of one stored file: `folder/name[-suffix].extension`, e.g. `images/Xk3…Q-800.webp`.
 * `name` comes from newFileName; `suffix` tells apart the sizes made from one upload.
 */
export function newFileKey(folder: PublicFileFolder, name: string, extension: StoredExtension, suffix?: string): string {
  const key = `${folder}/${suffix === undefined ? name : `${name}-${suffix}`}.${extension}`;
  contentTypeOfKey(key);
  return key;
}
