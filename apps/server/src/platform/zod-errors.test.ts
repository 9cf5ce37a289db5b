import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './zod-errors.ts';

describe('fieldErrors', () => {
  it('names fields called __proto__ and constructor like any other', () => {
    const result = z.object({ a: z.number() }).strict().safeParse(JSON.parse('{"a": 1, "__proto__": 1, "constructor": 2}'));
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrors(result.error);
    expect(Object.keys(errors)).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(JSON.parse('{"__proto__": "This field is not allowed.", "constructor": "This field is not allowed."}'));
  });

  it('keeps the first message of each field and names a root failure', () => {
    const result = z.string().min(3, 'Too short.').regex(/^a/, 'Starts with a.').safeParse('b');
    expect(result.success ? {} : fieldErrors(result.error, 'phrase')).toEqual({ phrase: 'Too short.' });
  });
});
