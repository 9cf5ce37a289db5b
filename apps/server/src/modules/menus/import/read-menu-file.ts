/** Reads a menu file from disk: bounded in size, parsed as JSON with the position of any syntax error. */
import { readFile, stat } from 'node:fs/promises';
import type { ImportError } from './import-errors.ts';
import { jsonErrorOffset } from './json-error-offset.ts';
import { MENU_LIMITS } from './menu-document.ts';

export type FileRead = { ok: true; document: unknown } | { ok: false; errors: ImportError[] };

const fail = (message: string): FileRead => ({ ok: false, errors: [{ path: '', message }] });

/** Line and column (both from 1) of character `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** JSON.parse with a message that says where the text stops being JSON. */
export function parseMenuJson(text: string): FileRead {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, document: JSON.parse(body) as unknown };
  } catch {
    const offset = jsonErrorOffset(body);
    const at = offset < 0 ? body.length : offset;
    const { line, column } = lineAndColumn(body, at);
    const found = body.codePointAt(at);
    const reason = found === undefined ? 'the text ends too early' : `unexpected ${JSON.stringify(String.fromCodePoint(found))}`;
    return fail(`The file is not valid JSON: ${reason} at line ${line}, column ${column}.`);
  }
}

export async function readMenuFile(path: string): Promise<FileRead> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) return fail(`${path} is not a file.`);
    size = info.size;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return fail(code === 'ENOENT' ? `No file at ${path}.` : `Cannot read ${path}: ${(error as Error).message}`);
  }
  if (size > MENU_LIMITS.fileBytes) return fail(`${path} is ${(size / 1024 / 1024).toFixed(1)} MB; a menu file may be at most ${MENU_LIMITS.fileBytes / 1024 / 1024} MB.`);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    return fail(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(`${path} is not UTF-8 text.`);
  }
  return parseMenuJson(text);
}
