import { siteHtmlPolicy } from '@commons/domain';
import DOMPurify from 'dompurify';
import { withoutEventHandlers } from './without-event-handlers.ts';

/** Where uploaded images are served from (docs/product/api.md#files). */
const FILES_PREFIX = '/files/';
/** A scheme (`https:`, `data:`, `mailto:`) or a protocol-relative `//host`. */
const HAS_SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The address an image of site-supplied HTML is loaded from: a relative path such as
 * `images/x.png`, `./images/x.png` or `/images/x.png` becomes `/files/images/x.png`; absolute
 * URLs (http, https, data) and paths already under `/files/` stay as they are.
 */
export function rewriteImageSrc(src: string): string {
  const value = src.trim();
  if (value === '' || value.startsWith('#') || HAS_SCHEME.test(value)) return value;
  const path = value.replace(/^(?:\.{1,2}\/)+/, '').replace(/^\/+/, '');
  return path.startsWith('files/') ? `/${path}` : `${FILES_PREFIX}${path}`;
}

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = withoutEventHandlers(html);
  return template;
}

function rewriteImagesIn(root: ParentNode): void {
  for (const img of Array.from(root.querySelectorAll('img[src]'))) {
    img.setAttribute('src', rewriteImageSrc(img.getAttribute('src') ?? ''));
  }
}

/** Rewrites every `<img src>` of an HTML fragment with {@link rewriteImageSrc}. */
export function rewriteImagePaths(html: string): string {
  const template = parse(html);
  rewriteImagesIn(template.content);
  return template.innerHTML;
}

function isExternalLink(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

function protectLinksIn(root: ParentNode, origin: string): void {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (isExternalLink(href, origin)) link.setAttribute('rel', 'noopener noreferrer');
    else if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener');
  }
}

/**
 * Shifts the headings of a fragment so the highest one has level `top` (the page title is the
 * h1, so body content starts at h2). Lower levels keep their distance, capped at h6.
 */
function shiftHeadingsIn(root: ParentNode, top: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const levels = headings.map((h) => Number(h.tagName.slice(1)));
  if (levels.length === 0) return;
  const shift = top - Math.min(...levels);
  if (shift === 0) return;
  headings.forEach((heading, index) => {
    const level = Math.min(6, Math.max(top, (levels[index] ?? top) + shift));
    const replacement = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  });
}

export interface SanitizeOptions {
  /** The page's own origin: links elsewhere get rel="noopener noreferrer". */
  origin?: string;
  /** Level of the highest heading in the result; `null` leaves headings alone. */
  topHeading?: number | null;
}

/**
 * Makes site-supplied HTML safe to insert under the site HTML policy, the one the server stores it
 * with: no scripts, styles, forms or frames, no event handler attributes, no `javascript:` URLs.
 * Ordinary markup, images, tables and links stay; image paths are rewritten to the file host;
 * links to other hosts get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const origin = options.origin ?? window.location.origin;
  const topHeading = options.topHeading === undefined ? 2 : options.topHeading;
  const fragment = DOMPurify.sanitize(withoutEventHandlers(html), {
    ...siteHtmlPolicy(),
    RETURN_DOM_FRAGMENT: true,
  });
  rewriteImagesIn(fragment);
  protectLinksIn(fragment, origin);
  if (topHeading !== null) shiftHeadingsIn(fragment, topHeading);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
