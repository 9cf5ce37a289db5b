import { newFileKey, newFileName, type FileStore, type StoredContentType } from './file-store.ts';
import { prepareUpload } from './prepare-upload.ts';
import { uploadKinds, type UploadKind, type UploadType } from './upload-kinds.ts';

/** One file stored for an upload. */
export interface StoredFile {
  key: string;
  url: string;
  contentType: StoredContentType;
  width: number;
  height: number;
  byteLength: number;
}

/** What an accepted upload became: its type as sniffed, its size upright, and its files (the largest first). */
export interface StoredUpload {
  kind: UploadKind;
  type: UploadType;
  width: number;
  height: number;
  files: StoredFile[];
}

/**
 * Checks an upload of a kind (prepare-upload.ts: refusals are UploadRefused, a 400 on the `file`
 * field) and stores the files it becomes under one new random name in the kind's folder:
 * `images/<name>-1600.webp`, `-800.webp`… for a picture, `images/<name>.svg` for an SVG logo.
 * Nothing is stored as it was uploaded. If storing one file fails, the others are removed again.
 */
export async function acceptUpload(bytes: Uint8Array, kind: UploadKind, store: FileStore): Promise<StoredUpload> {
  const prepared = await prepareUpload(bytes, kind);
  const name = newFileName();
  const files = prepared.files.map((file) => ({ file, key: newFileKey(uploadKinds[kind].folder, name, file.extension, file.suffix) }));
  // Every write settles before any is undone: a write still under way would outlive its removal.
  const written = await Promise.allSettled(files.map(({ file, key }) => store.put(key, file.bytes, file.contentType)));
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(files.map(({ key }) => store.delete(key)));
    throw failed.reason;
  }
  return {
    kind,
    type: prepared.type,
    width: prepared.width,
    height: prepared.height,
    files: files.map(({ file, key }) => ({ key, url: store.url(key), contentType: file.contentType, width: file.width, height: file.height, byteLength: file.bytes.byteLength })),
  };
}
