import type { z } from 'zod';

/**
 * Field errors keyed by dotted path, first message per field. Built as a map, then made an object
 * with own properties only: a field named `__proto__` or `constructor` is a key like any other.
 */
export function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string> {
  const errors = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!errors.has(key)) errors.set(key, message);
  };
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) add(path ? `${path}.${k}` : k, 'This field is not allowed.');
      continue;
    }
    add(path === '' ? (prefix ?? 'input') : path, issue.message);
  }
  return Object.fromEntries(errors);
}
