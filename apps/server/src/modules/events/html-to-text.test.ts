import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-to-text.ts';

describe('htmlToPlainText', () => {
  it('keeps paragraphs and list items on their own lines', () => {
    expect(htmlToPlainText('<p>Lead <strong>text</strong></p><ul><li>One</li><li>Two</li></ul><p>End<br>line</p>')).toBe('Lead text\n- One\n- Two\nEnd\nline');
  });

  it('drops scripts, styles and comments and decodes entities', () => {
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style><!-- note --><p>Fish &amp; chips &lt;3 &#8212; &#x1F600; &nbsp;caf&eacute;</p>')).toBe('Fish & chips <3 — 😀 caf&eacute;');
  });

  it('drops numeric references that are not characters', () => {
    expect(htmlToPlainText('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
  });
});
