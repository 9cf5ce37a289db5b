/**
 * What site-supplied HTML may keep, in DOMPurify's option names: its HTML profile (no SVG, no
 * MathML), `target` on links, and no style sheets, forms, frames, embedded objects or inline
 * styles. The server stores HTML cleaned with it and the public pages render with it, so what a
 * page shows is what was stored.
 */
export interface SiteHtmlPolicy {
  USE_PROFILES: { html: true };
  ADD_ATTR: string[];
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
}

/** The site HTML policy, a fresh copy each call (a sanitiser may keep the lists it is given). */
export function siteHtmlPolicy(): SiteHtmlPolicy {
  return {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  };
}

/** Attributes whose value is a URL a browser loads or follows. */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background', 'longdesc'];

/** Is this character one a browser ignores in a URL before reading its scheme: a space or a control character? */
const isIgnoredInUrl = (char: string) => char <= ' ' || (char >= '\u007f' && char <= '\u009f') || /\s/.test(char);
/** A data: URL of a picture, a sound or a video, which a page shows or plays and never runs. */
const MEDIA_DATA_URL = /^data:(?:image|audio|video)\//;

/**
 * Is this URL a `data:` URL of anything but a picture, sound or video (`data:text/html`, say)?
 * DOMPurify keeps any `data:` URL on an image or a media source; stored site HTML keeps only
 * those that are media.
 */
export function isNonMediaDataUrl(url: string): boolean {
  const value = Array.from(url).filter((char) => !isIgnoredInUrl(char)).join('').toLowerCase();
  return value.startsWith('data:') && !MEDIA_DATA_URL.test(value);
}
