import { isNonMediaDataUrl, siteHtmlPolicy, URL_ATTRIBUTES } from '@commons/domain';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { srcsetUrls } from './srcset-urls.ts';

/**
 * Takes off what DOMPurify lets by and stored HTML should not carry: a `data:` URL that is not
 * a picture, sound or video (DOMPurify keeps any on an image), and a `srcset` with a candidate
 * DOMPurify would not keep as a `src` (it judges the list as one URL).
 */
function dropUnsafeUrls(purify: DOMPurify, element: Element): void {
  for (const name of URL_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null && isNonMediaDataUrl(value)) element.removeAttribute(name);
  }
  const srcset = element.getAttribute('srcset');
  const isUnsafe = (url: string) => isNonMediaDataUrl(url) || !purify.isValidAttribute(element.localName, 'src', url);
  if (srcset !== null && srcsetUrls(srcset).some(isUnsafe)) element.removeAttribute('srcset');
}

/** One DOMPurify over one jsdom window for the process, made at the first use (jsdom takes a moment to start). */
let purifier: DOMPurify | null = null;
function purifierOf(): DOMPurify {
  if (!purifier) {
    const purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('afterSanitizeAttributes', (element) => dropUnsafeUrls(purify, element));
    purifier = purify;
  }
  return purifier;
}

/**
 * Site-supplied HTML as it may be stored: what the site HTML policy (packages/domain) keeps, the
 * one the public pages render with, less any `data:` URL but a picture, sound or video. Scripts,
 * event handlers, script URLs, styles, forms, frames, embedded objects, SVG, MathML and comments
 * go; the text inside a removed element stays. Trimmed, so HTML with nothing left is ''.
 */
export function sanitizeSiteHtml(html: string): string {
  return purifierOf().sanitize(html, siteHtmlPolicy()).trim();
}
