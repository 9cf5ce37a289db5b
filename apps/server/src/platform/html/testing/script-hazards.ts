import { JSDOM } from 'jsdom';

/**
 * Elements that run script, load another document, send a form, restyle or redirect the page,
 * or that a browser parses differently from a sanitiser (raw-text and template containers).
 */
const HAZARDOUS_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select', 'textarea', 'keygen', 'isindex',
  'style', 'link', 'meta', 'base', 'svg', 'math', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'template',
]);
/** Attributes whose value is a URL that a browser loads, follows or submits to. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];
/** Schemes that run script or open a document of the attacker's making. */
const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];

/** A URL as a browser reads its scheme: no spaces or control characters anywhere, lower case. */
function schemeView(url: string): string {
  return Array.from(url)
    .filter((char) => char > ' ' && !(char >= '\u007f' && char <= '\u009f') && !/\s/.test(char))
    .join('')
    .toLowerCase();
}

/** What of one element could run script: its name, an `on…` attribute, a script URL, a style. */
function hazardsOf(element: Element): string[] {
  const name = element.localName;
  const found = HAZARDOUS_ELEMENTS.has(name) ? [`<${name}>`] : [];
  for (const attribute of Array.from(element.attributes)) {
    const attr = attribute.name.toLowerCase();
    if (attr.startsWith('on')) found.push(`${attr} on <${name}>`);
    if (attr === 'style') found.push(`style on <${name}>`);
    if (attr === 'srcdoc') found.push(`srcdoc on <${name}>`);
    const isUrl = URL_ATTRIBUTES.includes(attr) || attr.endsWith(':href');
    const url = schemeView(attribute.value);
    if (isUrl && SCRIPT_SCHEMES.some((scheme) => url.startsWith(scheme) || url.includes(`,${scheme}`))) found.push(`${attr}="${attribute.value}" on <${name}>`);
  }
  return found;
}

const { window } = new JSDOM('');

/**
 * Everything in an HTML fragment that could run script, read as a browser would read it both
 * where it is stored (inserted into a page's element) and as a document of its own, so an
 * attribute the parser would move onto `<body>` or `<html>` counts too. [] means nothing.
 */
export function scriptHazardsIn(html: string): string[] {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  const asDocument = new JSDOM(html).window.document;
  const elements = [...Array.from(container.querySelectorAll('*')), ...Array.from(asDocument.querySelectorAll('*'))];
  return elements.flatMap(hazardsOf);
}
