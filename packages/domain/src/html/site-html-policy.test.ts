import { describe, expect, it } from 'vitest';
import { isNonMediaDataUrl, siteHtmlPolicy } from './site-html-policy.ts';

describe('isNonMediaDataUrl', () => {
  it.each(['data:text/html,<b>x</b>', 'DATA:text/html;base64,PGI+', ' \tda\nta:text/html,x', 'data:application/xhtml+xml,x', 'data:,x', '\u0001data:text/javascript,x'])(
    'is true of %j',
    (url) => {
      expect(isNonMediaDataUrl(url)).toBe(true);
    },
  );

  it.each(['data:image/png;base64,AAAA', 'DATA:image/gif;base64,R0lG', 'data:audio/mpeg;base64,AA', 'data:video/mp4;base64,AA', 'https://x.test/data:text/html', '/files/a.png', ''])(
    'is false of %j',
    (url) => {
      expect(isNonMediaDataUrl(url)).toBe(false);
    },
  );
});

describe('siteHtmlPolicy', () => {
  it('answers a fresh copy each time, so no sanitiser changes another one’s lists', () => {
    const first = siteHtmlPolicy();
    first.FORBID_TAGS.push('p');
    expect(siteHtmlPolicy().FORBID_TAGS).not.toContain('p');
  });
});
