import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { contentTypeOfKey, InvalidFileKey, type FileStore } from './file-store.ts';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * The FileStore on the local FILES_DIR, which /files/ serves (files.ts): key `images/x.webp` is the
 * file `FILES_DIR/images/x.webp` at `/files/images/x.webp`. A file is written under a temporary
 * dot-name beside its place (never served: /files/ refuses dotfiles), flushed to disk and renamed
 * into place, so a reader sees the old file, the whole new one or none, never half of one.
 */
export function localFileStore(filesDir: string): FileStore {
  const root = resolve(filesDir);

  /** The file of a key, which lies inside FILES_DIR whatever the key says (checked twice: by form and by path). */
  const pathOf = (key: string) => {
    contentTypeOfKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new InvalidFileKey(key, 'outside the files folder');
    return path;
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentTypeOfKey(key) !== contentType) throw new InvalidFileKey(key, `its extension is not served as ${contentType}`);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
      try {
        const file = await open(temporary, 'wx', 0o644);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    url(key) {
      contentTypeOfKey(key);
      return `/files/${key}`;
    },
  };
}
