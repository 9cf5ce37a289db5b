import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-error-offset.ts';

describe('jsonErrorOffset', () => {
  it('finds no error in valid JSON', () => {
    fc.assert(fc.property(fc.json(), (text) => jsonErrorOffset(text) === -1));
    expect(jsonErrorOffset(' {"a": [1, -2.5e3, true, null, "\\u00e9\\n", {}, []]} ')).toBe(-1);
  });

  it('agrees with JSON.parse on what is JSON', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const pieces = fc.constantFrom('{', '}', '[', ']', ',', ':', '"a"', '"\\x"', '1', '01', '-', '1.', 'true', 'nul', ' ', '\n', '"\t"');
    fc.assert(fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
      const text = parts.join('');
      return (jsonErrorOffset(text) === -1) === parses(text);
    }), { numRuns: 3000 });
  });

  it('points at the first character that cannot continue the text', () => {
    expect(jsonErrorOffset('{"a": 1,,}')).toBe(8);
    expect(jsonErrorOffset('[1, 2')).toBe(5);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('"abc')).toBe(4);
  });

  it('handles deep nesting without recursion', () => {
    expect(jsonErrorOffset('['.repeat(100_000) + ']'.repeat(100_000))).toBe(-1);
    expect(jsonErrorOffset('['.repeat(100_000))).toBe(100_000);
  });
});
