/**
 * What makes an SVG hostile: anything that runs script, embeds another document, or fetches
 * something from elsewhere (a tracking pixel, a stylesheet, a font, a sprite). DOMPurify's SVG
 * profile removes scripts and event handlers but keeps links such as `<image href="https://…">`
 * and `<a href="https://…">`, and removing quietly is not what a logo upload wants: the upload is
 * refused instead, so a hostile file never becomes a silently different logo. Names are compared
 * in lower case and in any namespace, so `<SCRIPT>` or `<x:script>` is no way round.
 */

const ELEMENT = 1;
const PROCESSING_INSTRUCTION = 7;
/** NodeFilter.SHOW_ALL. */
const SHOW_ALL = 0xffffffff;

/** Elements that run script, hold another document or page, or fetch something; refused wherever they are. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'foreignobject', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet', 'audio', 'video', 'source',
  'track', 'handler', 'listener', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'portal',
]);

/** Animations, which can set an attribute (a link, a handler) after the file was checked. */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);

/** Attributes whose value is an address (`xlink:href` among them, by its local name). */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'codebase']);

/** A reference to a part of the same file, the only address an SVG logo may hold besides an embedded picture. */
const LOCAL_REFERENCE = /^#[^\s'"()\\]*$/;
/** A picture embedded in the file itself, of a type a browser decodes as a picture (not SVG, which could script). */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;

/** CSS without its comments (by indexOf: a lazy regular expression would take quadratic time on many unclosed ones). */
function withoutComments(css: string): string {
  let plain = '';
  let at = 0;
  for (;;) {
    const start = css.indexOf('/*', at);
    if (start < 0) return plain + css.slice(at);
    plain += css.slice(at, start);
    const end = css.indexOf('*/', start + 2);
    if (end < 0) return plain;
    at = end + 2;
  }
}

/** CSS escapes (`\75 rl(` is `url(`) written out, and comments dropped, so the checks see what a browser sees. */
const unescapeCss = (css: string) =>
  withoutComments(css)
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_all, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\([^\n\r\f])/g, '$1');

/** What fetches or runs from CSS (a style sheet, a style attribute, or a presentation attribute such as `fill`). */
export function cssHazards(css: string): string[] {
  const plain = unescapeCss(css);
  const found: string[] = [];
  if (/@import/i.test(plain)) found.push('a CSS @import');
  if (/(?:image-set|image|src|expression)\s*\(/i.test(plain)) found.push('a CSS function that fetches or runs');
  if (/javascript\s*:|-moz-binding|behavior\s*:/i.test(plain)) found.push('script in CSS');
  for (const [, argument = ''] of plain.matchAll(/url\s*\(\s*(?:["']\s*)?([^\s"')]*)/gi)) {
    if (!argument.startsWith('#')) found.push(`a CSS url() to ${JSON.stringify(argument.slice(0, 80))}`);
  }
  return found;
}

/** What is hostile in one attribute of an element. */
function attributeHazards(element: Element, attribute: Attr): string[] {
  const name = attribute.localName.toLowerCase();
  const where = `${attribute.name} on <${element.localName}>`;
  const value = attribute.value.trim();
  if (name.startsWith('on')) return [`an event handler (${where})`];
  if (attribute.name.toLowerCase() === 'xml:base') return [`xml:base (${where})`];
  if (ADDRESS_ATTRIBUTES.has(name)) {
    return LOCAL_REFERENCE.test(value) || EMBEDDED_PICTURE.test(value) ? [] : [`a link to ${JSON.stringify(value.slice(0, 80))} (${where})`];
  }
  return cssHazards(value).map((hazard) => `${hazard} (${where})`);
}

/** What is hostile in one element: the element itself, its attributes, its style sheet, its animation. */
function elementHazards(element: Element): string[] {
  const name = element.localName.toLowerCase();
  const found: string[] = [];
  if (FORBIDDEN_ELEMENTS.has(name)) found.push(`a <${element.localName}> element`);
  for (const attribute of Array.from(element.attributes)) found.push(...attributeHazards(element, attribute));
  if (name === 'style') found.push(...cssHazards(element.textContent ?? '').map((hazard) => `${hazard} (in <style>)`));
  if (ANIMATIONS.has(name)) {
    const target = (element.getAttribute('attributeName') ?? '').trim().toLowerCase();
    if (/(?:^|:)(?:href|src)$|^on|^style$/.test(target)) found.push(`an animation of ${target}`);
  }
  return found;
}

/**
 * Everything hostile in a parsed SVG document, described for the log (users see one sentence,
 * upload-messages.ts `svgHostile`); empty when there is nothing. Processing instructions (an
 * `<?xml-stylesheet?>`) count: they fetch too.
 */
export function svgHazards(document: Document): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document, SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === PROCESSING_INSTRUCTION) found.push(`a <?${node.nodeName}?> instruction`);
    else if (node.nodeType === ELEMENT) found.push(...elementHazards(node as Element));
  }
  return found;
}
