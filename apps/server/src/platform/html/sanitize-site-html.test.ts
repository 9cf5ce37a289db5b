import { describe, expect, it } from 'vitest';
import { sanitizeSiteHtml } from './sanitize-site-html.ts';
import { scriptHazardsIn } from './testing/script-hazards.ts';
import { storedXssVectors } from './testing/stored-xss-vectors.ts';

describe('sanitizeSiteHtml', () => {
  it('is tried against at least 30 distinct stored-XSS vectors', () => {
    expect(new Set(Object.values(storedXssVectors)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(Object.entries(storedXssVectors))('leaves nothing that runs script of %s', (_name, html) => {
    const clean = sanitizeSiteHtml(html);
    expect(scriptHazardsIn(clean)).toEqual([]);
    // Read back and sanitised again, the stored HTML is the same: nothing mutates on a second parse.
    expect(sanitizeSiteHtml(clean)).toBe(clean);
  });

  it('keeps the text of what it removes, and the harmless markup around it', () => {
    expect(sanitizeSiteHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeSiteHtml('<a href="javascript:alert(1)" title="Menu">Menu</a>')).toBe('<a title="Menu">Menu</a>');
    expect(sanitizeSiteHtml('<form action="https://evil.test"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeSiteHtml('<base href="https://evil.test/"><a href="/login">Sign in</a>')).toBe('<a href="/login">Sign in</a>');
  });

  it('keeps pictures, sound and video given as data: URLs, and no other data: URL', () => {
    expect(sanitizeSiteHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot">');
    expect(sanitizeSiteHtml('<img src="data:text/html,x" alt="Page">')).toBe('<img alt="Page">');
    expect(sanitizeSiteHtml('<a href="data:image/png;base64,iVBORw0KGgo=">Dot</a>')).toBe('<a>Dot</a>');
  });

  it('keeps a srcset only while every candidate is one it would keep as a src', () => {
    const srcset = '<img src="/files/hall.jpg" srcset="/files/hall-640.jpg 640w, https://cdn.example.edu/hall-1280.jpg 1280w" alt="Hall">';
    expect(sanitizeSiteHtml(srcset)).toBe(srcset);
    expect(sanitizeSiteHtml('<img srcset="a.png 1x, javascript:alert(1) 2x" alt="A">')).toBe('<img alt="A">');
    expect(sanitizeSiteHtml('<img srcset="a.png 1x, data:text/html,x 2x" alt="A">')).toBe('<img alt="A">');
  });

  it.each([
    ['a heading', '<h2>Welcome back</h2>'],
    ['paragraphs with emphasis', '<p><strong>Open</strong> <em>daily</em> from <b>7</b> to <i>9</i>.</p><p>Second<br>line</p>'],
    ['lists', '<ul><li>Breakfast</li><li>Lunch</li></ul><ol><li>First</li></ol>'],
    ['a link that opens a new tab', '<a href="https://dining.example.edu/menus" target="_blank">Menus</a>'],
    ['relative and mailto links', '<a href="/northfield/events">Events</a> <a href="mailto:dining@example.edu">Write to us</a> <a href="#hours">Hours</a>'],
    ['an image with alt text', '<img src="/files/images/hall.jpg" alt="The dining hall" width="640" height="480">'],
    [
      'a table',
      '<table><caption>Hours</caption><thead><tr><th>Day</th><th>Open</th></tr></thead><tbody><tr><td>Mon</td><td colspan="1">7–9</td></tr></tbody></table>',
    ],
    ['a quotation and a rule', '<blockquote><p>Best pancakes on campus.</p></blockquote><hr>'],
  ])('keeps %s as it is', (_name, html) => {
    expect(sanitizeSiteHtml(html)).toBe(html);
  });

  it('turns a Word paste into plain markup: no styles, comments, metadata or Office tags', () => {
    const paste = [
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">',
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->',
      '<style>p.MsoNormal{margin:0in;font-family:"Calibri",sans-serif}</style></head>',
      "<body lang=EN-US style='tab-interval:.5in'>",
      "<p class=MsoNormal style='margin-bottom:0in;line-height:normal'><b><span style='font-size:14.0pt'>Welcome back!</span></b><o:p></o:p></p>",
      "<p class=MsoNormal><span style='mso-bidi-font-weight:bold'>Dining halls open at 7.</span><o:p>&nbsp;</o:p></p>",
      '<!--[if !supportLists]--><!--[endif]-->',
      '</body></html>',
    ].join('');
    expect(sanitizeSiteHtml(paste)).toBe(
      '<p class="MsoNormal"><b><span>Welcome back!</span></b></p><p class="MsoNormal"><span>Dining halls open at 7.</span>&nbsp;</p>',
    );
  });

  it('turns a Google Docs paste into plain markup', () => {
    const paste =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;">Menus change weekly.</span></p></b><br class="Apple-interchange-newline">';
    expect(sanitizeSiteHtml(paste)).toBe(
      '<b id="docs-internal-guid-1a2b"><p dir="ltr"><span>Menus change weekly.</span></p></b><br class="Apple-interchange-newline">',
    );
  });

  it('trims, and answers an empty string when nothing is left', () => {
    expect(sanitizeSiteHtml('  \n<p>Hi</p>\n ')).toBe('<p>Hi</p>');
    expect(sanitizeSiteHtml('')).toBe('');
    expect(sanitizeSiteHtml(' <script>alert(1)</script> <!-- note --> <style>p{}</style> ')).toBe('');
  });
});
