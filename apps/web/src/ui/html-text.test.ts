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

  it('keeps a space where a block starts after inline text, as the server\'s head does', () => {
    expect(htmlToSnippet('<strong>Our kitchen</strong><p>Fresh food daily.</p>Served<h3>Where</h3><ul><li>Local farms</li><li>Our garden</li></ul><table><tr><td>Mon</td><td>Tue</td></tr></table>')).toBe(
      'Our kitchen Fresh food daily. Served Where Local farms Our garden Mon Tue',
    );
  });

  it('cuts long text at a word boundary', () => {
    const snippet = htmlToSnippet(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(snippet.length).toBeLessThanOrEqual(50);
    expect(snippet.endsWith('word…')).toBe(true);
  });
});
