/** Import errors: a JSON path into the file (`items[3].allergens[0]`) and what is wrong there. */
import type { z } from 'zod';
import { quote } from './menu-document.ts';

export interface ImportError {
  /** Where in the file, e.g. `locations[0].days[2].date`; empty for the file as a whole. */
  path: string;
  message: string;
}

/** `['items', 3, 'allergens', 0]` → `items[3].allergens[0]`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else {
      const name = String(segment);
      path += /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `${path === '' ? '' : '.'}${name}` : `[${JSON.stringify(name)}]`;
    }
  }
  return path;
}

/** "One line per error": `path: message`, or the message alone for the whole file. */
export function formatError(error: ImportError): string {
  return error.path === '' ? error.message : `${error.path}: ${error.message}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${quote(value)}`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
};

/** Plain-language messages for zod's issues; passed to every safeParse of the importer. */
export const importErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${expectedWords[issue.expected] ?? issue.expected}, not ${describe(issue.input)}`;
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${String(issue.maximum)} characters`;
      if (issue.origin === 'array') return `has more than ${String(issue.maximum)} entries`;
      return `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'must not be empty' : `is shorter than ${String(issue.minimum)} characters`;
      if (issue.origin === 'array') return `must list at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}`;
      return `must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `${quote(issue.input)} is not one of: ${issue.values.map(String).join(', ')}`;
    default:
      return undefined;
  }
};

/** zod's issues as import errors under `prefix`; an unknown field becomes an error at that field. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[]): ImportError[] {
  const errors: ImportError[] = [];
  for (const issue of issues) {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) errors.push({ path: jsonPath([...at, name]), message: 'is not a field of the menu format' });
    } else {
      errors.push({ path: jsonPath(at), message: issue.message });
    }
  }
  return errors;
}
