// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToSnippet } from './html-text.ts';

describe('htmlToSnippet', () => {
  it('keeps the text, drops tags and scripts', () => {
    expect(htmlToSnippet('<h2>Hello</h2>\n<p>World <b>again</b></p><script>alert(1)</script>')).toBe('Hello World again');
  });

  it('keeps a space between blocks that touch', () => {
    expect(htmlToSnippet('<h2>Our Mission</h2><p>Good food.</p><ul><li>Local</li><li>Fresh</li></ul>Line<br>break')).toBe('Our Mission Good food. Local Fresh Line break');
  });

  it('cuts long text at a word boundary', () => {
    const snippet = htmlToSnippet(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(snippet.length).toBeLessThanOrEqual(50);
    expect(snippet.endsWith('word…')).toBe(true);
  });
});
