import { describe, expect, it } from 'vitest';
import { snippetOfText } from './snippet.ts';

describe('snippetOfText', () => {
  it('collapses white space and keeps short text whole', () => {
    expect(snippetOfText('  Fresh\n\tbread  daily. ')).toBe('Fresh bread daily.');
  });

  it('cuts long text at a word boundary, without trailing punctuation, within the limit', () => {
    const snippet = snippetOfText(`${'word, '.repeat(40)}end`, 50);
    expect(snippet.length).toBeLessThanOrEqual(50);
    expect(snippet).toMatch(/^word, .*word…$/);
  });

  it('cuts a single long word at the limit', () => {
    expect(snippetOfText('x'.repeat(200), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
