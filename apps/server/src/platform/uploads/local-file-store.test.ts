import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesPlugin } from '../files.ts';
import { InvalidFileKey, newFileKey, newFileName, type FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';

let parent: string;
let filesDir: string;
let store: FileStore;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'commons-uploads-'));
  filesDir = join(parent, 'files');
  store = localFileStore(filesDir);
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();

describe('keys', () => {
  it('are 128 random bits in base64url under a public folder, with the extension of their type', () => {
    const names = new Set(Array.from({ length: 200 }, newFileName));
    expect(names.size).toBe(200);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newFileKey('images', 'abc', 'webp', '800')).toBe('images/abc-800.webp');
    expect(newFileKey('images', 'abc', 'svg')).toBe('images/abc.svg');
  });
});

describe('localFileStore', () => {
  it('puts, gets and deletes a file under FILES_DIR, at its /files/ address', async () => {
    const key = newFileKey('images', newFileName(), 'png');
    await store.put(key, Buffer.from('pretend png'), 'image/png');
    expect((await store.get(key))?.toString()).toBe('pretend png');
    expect(filesUnder(filesDir)).toEqual([key]);
    expect(store.url(key)).toBe(`/files/${key}`);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('replaces a file whole, leaving no temporary file behind, even when two writes race', async () => {
    const key = newFileKey('images', newFileName(), 'webp');
    const first = Buffer.alloc(3_000_000, 1);
    const second = Buffer.alloc(2_000_000, 2);
    await Promise.all([store.put(key, first, 'image/webp'), store.put(key, second, 'image/webp')]);
    const stored = await store.get(key);
    expect(stored?.equals(first) || stored?.equals(second)).toBe(true);
    expect(filesUnder(filesDir)).toEqual([key]);
  });

  it('refuses a content type its extension is not served as', async () => {
    const key = newFileKey('images', newFileName(), 'png');
    await expect(store.put(key, Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow(InvalidFileKey);
    expect(filesUnder(parent)).toEqual([]);
  });

  const hostileKeys = [
    '../escape.png',
    'images/../../escape.png',
    'images/../images/x.png',
    '/etc/passwd',
    '/tmp/x.png',
    'images/x.png/../../y.png',
    'images\\..\\..\\x.png',
    'images/%2e%2e/x.png',
    'images/%2e%2e%2fx.png',
    'images/x.png\0.html',
    'images/.hidden.png',
    'images/.x.png.1234.part',
    'images/x.html',
    'images/x.svgz',
    'images/x.PNG',
    'images/sub/x.png',
    'private/x.png',
    'IMAGES/x.png',
    'images/',
    'x.png',
    '',
  ];

  it.each(hostileKeys)('refuses the key %j for every operation and writes nothing', async (key) => {
    writeFileSync(join(parent, 'escape.png'), 'outside');
    await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(InvalidFileKey);
    await expect(store.get(key)).rejects.toThrow(InvalidFileKey);
    await expect(store.delete(key)).rejects.toThrow(InvalidFileKey);
    expect(() => store.url(key)).toThrow(InvalidFileKey);
    expect(filesUnder(parent)).toEqual(['escape.png']);
  });
});

describe('a stored file is served by /files/', () => {
  it('with its type, the files CSP and its bytes; temporary names never', async () => {
    const app = Fastify();
    await filesPlugin(app, filesDir);
    try {
      const key = newFileKey('images', newFileName(), 'svg');
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
      await store.put(key, Buffer.from(svg), 'image/svg+xml');
      const served = await app.inject({ method: 'GET', url: store.url(key) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.body).toBe(svg);

      writeFileSync(join(filesDir, 'images', `.${key.slice('images/'.length)}.abcdef.part`), 'half written');
      const temporary = await app.inject({ method: 'GET', url: `/files/images/.${key.slice('images/'.length)}.abcdef.part` });
      expect(temporary.statusCode).not.toBe(200);
    } finally {
      await app.close();
    }
  });
});
