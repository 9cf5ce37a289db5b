import type { z } from 'zod';

/** Field errors keyed by dotted path, first message per field. */
export function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = path === '' ? (prefix ?? 'input') : path;
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) errors[path ? `${path}.${k}` : k] ??= 'This field is not allowed.';
      continue;
    }
    errors[key] ??= issue.message;
  }
  return errors;
}
