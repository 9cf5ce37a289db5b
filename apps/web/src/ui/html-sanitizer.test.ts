// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rewriteImagePaths, rewriteImageSrc, sanitizeHtml } from './html-sanitizer.ts';

const origin = 'https://dining.example.edu';
const clean = (html: string) => sanitizeHtml(html, { origin });

describe('rewriteImageSrc', () => {
  it.each([
    ['images/x.png', '/files/images/x.png'],
    ['/images/x.png', '/files/images/x.png'],
    ['./images/x.png', '/files/images/x.png'],
    ['../images/x.png', '/files/images/x.png'],
    ['/files/images/x.png', '/files/images/x.png'],
    ['  images/x.png ', '/files/images/x.png'],
  ])('puts the relative path %s under /files/', (src, expected) => {
    expect(rewriteImageSrc(src)).toBe(expected);
  });

  it.each(['https://cdn.example.com/a.png', 'http://cdn.example.com/a.png', '//cdn.example.com/a.png', 'data:image/png;base64,AAAA'])(
    'leaves the absolute URL %s alone',
    (src) => {
      expect(rewriteImageSrc(src)).toBe(src);
    },
  );
});

describe('rewriteImagePaths', () => {
  it('rewrites every image of a fragment and nothing else', () => {
    const html = '<p><a href="images/doc.pdf">doc</a><img src="images/a.png" alt="A"><img src="https://x.test/b.png" alt="B"></p>';
    expect(rewriteImagePaths(html)).toBe(
      '<p><a href="images/doc.pdf">doc</a><img src="/files/images/a.png" alt="A"><img src="https://x.test/b.png" alt="B"></p>',
    );
  });
});

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: URLs', () => {
    const out = clean(
      '<h2>T</h2><script>alert(1)</script><img src="images/p.svg" alt="P" onerror="alert(2)"><a href="javascript:alert(3)">x</a><div onclick="alert(4)">d</div>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<img src="/files/images/p.svg" alt="P">');
    expect(out).toContain('<div>d</div>');
  });

  it('drops style sheets, forms, frames and inline styles', () => {
    const out = clean(
      '<style>body{display:none}</style><form action="https://evil.test"><input name="pw"><button>Go</button></form><iframe src="https://evil.test"></iframe><p style="position:fixed">p</p>',
    );
    // The text of a removed control stays as plain text; the elements themselves are gone.
    expect(out).toBe('Go<p>p</p>');
  });

  it('keeps ordinary markup, tables and links', () => {
    const html =
      '<h2>Hours</h2><p><strong>Open</strong> <em>daily</em></p><ul><li>One</li></ul><table><thead><tr><th>Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table><a href="/northfield/events">Events</a> <a href="mailto:a@b.edu">Mail</a>';
    expect(clean(html)).toBe(html);
  });

  it('marks links to other hosts rel="noopener noreferrer", and only those', () => {
    const out = clean(
      '<a href="https://other.example.com/x" target="_blank">o</a><a href="https://dining.example.edu/y">same</a><a href="/z">rel</a>',
    );
    expect(out).toBe(
      '<a href="https://other.example.com/x" target="_blank" rel="noopener noreferrer">o</a><a href="https://dining.example.edu/y">same</a><a href="/z">rel</a>',
    );
  });

  it('starts body headings at h2 below the page title', () => {
    expect(clean('<h1>A</h1><h2>B</h2><h4>C</h4>')).toBe('<h2>A</h2><h3>B</h3><h5>C</h5>');
    expect(clean('<h3 id="x">A</h3><h4>B</h4>')).toBe('<h2 id="x">A</h2><h3>B</h3>');
    expect(clean('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(sanitizeHtml('<h1>A</h1>', { origin, topHeading: null })).toBe('<h1>A</h1>');
  });

  it('answers an empty string for empty input', () => {
    expect(clean('')).toBe('');
  });
});
