import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-to-text.ts';

describe('htmlToPlainText', () => {
  it('keeps paragraphs and list items on their own lines', () => {
    expect(htmlToPlainText('<p>Lead <strong>text</strong></p><ul><li>One</li><li>Two</li></ul><p>End<br>line</p>')).toBe('Lead text\n- One\n- Two\nEnd\nline');
  });

  it('starts a line where a block starts after inline text, table cells included', () => {
    expect(htmlToPlainText('<strong>Menu</strong><p>Tacos</p>Served<h3>Where</h3><table><tr><td>Mon</td><td>Tue</td></tr></table><pre>x</pre>')).toBe('Menu\nTacos\nServed\nWhere\nMon\nTue\nx');
  });

  it('leaves list items unmarked when asked', () => {
    expect(htmlToPlainText('<ul><li>One</li><li>Two</li></ul>', { listMarks: false })).toBe('One\nTwo');
  });

  it('drops scripts, styles and comments and decodes entities', () => {
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style><!-- note --><p>Fish &amp; chips &lt;3 &#8212; &#x1F600; &nbsp;caf&eacute;</p>')).toBe('Fish & chips <3 — 😀 caf&eacute;');
  });

  it('drops numeric references that are not characters', () => {
    expect(htmlToPlainText('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
  });
});
