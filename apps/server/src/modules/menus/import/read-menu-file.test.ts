import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMenuJson, readMenuFile } from './read-menu-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'commons-menu-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('readMenuFile', () => {
  it('reads a JSON file, with or without a byte order mark', async () => {
    expect(await readMenuFile(write('plain.json', '{"format":"commons-menus/1"}'))).toEqual({ ok: true, document: { format: 'commons-menus/1' } });
    expect(await readMenuFile(write('bom.json', '\ufeff{"a":1}'))).toEqual({ ok: true, document: { a: 1 } });
  });

  it('says plainly when there is no file', async () => {
    const missing = join(dir, 'nope.json');
    expect(await readMenuFile(missing)).toEqual({ ok: false, errors: [{ path: '', message: `No file at ${missing}.` }] });
    expect(await readMenuFile(dir)).toEqual({ ok: false, errors: [{ path: '', message: `${dir} is not a file.` }] });
  });

  it('gives the line and column where the JSON breaks', async () => {
    const result = await readMenuFile(write('broken.json', '{\n  "format": "commons-menus/1",\n  "items": [1,,2]\n}'));
    expect(result).toEqual({ ok: false, errors: [{ path: '', message: `The file is not valid JSON: unexpected "," at line 3, column 15.` }] });
    const message = (text: string) => {
      const parsed = parseMenuJson(text);
      return parsed.ok ? null : parsed.errors[0]?.message;
    };
    expect(message('{"a": 1')).toBe('The file is not valid JSON: the text ends too early at line 1, column 8.');
    expect(message('')).toBe('The file is not valid JSON: the text ends too early at line 1, column 1.');
    expect(message("{'a': 1}")).toBe(`The file is not valid JSON: unexpected "'" at line 1, column 2.`);
    expect(message('{"a": [1, 2,]}')).toBe('The file is not valid JSON: unexpected "]" at line 1, column 13.');
    expect(message('{"a": "x\\q"}')).toBe('The file is not valid JSON: unexpected "q" at line 1, column 10.');
    expect(message('[1] [2]')).toBe('The file is not valid JSON: unexpected "[" at line 1, column 5.');
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const path = join(dir, 'huge.json');
    writeFileSync(path, '');
    truncateSync(path, 20 * 1024 * 1024 + 1);
    expect(await readMenuFile(path)).toEqual({ ok: false, errors: [{ path: '', message: `${path} is 20.0 MB; a menu file may be at most 20 MB.` }] });
  });

  it('refuses text that is not UTF-8', async () => {
    const path = write('latin1.json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]));
    expect(await readMenuFile(path)).toEqual({ ok: false, errors: [{ path: '', message: `${path} is not UTF-8 text.` }] });
  });
});
