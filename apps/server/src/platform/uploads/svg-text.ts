/**
 * Reading an upload as SVG text before any parser sees it: file-type does not detect SVG (it says
 * `xml` at most), so an SVG is UTF-8 text whose first element, after the XML declaration,
 * comments and a document type, is `<svg`. Its size is measured here too, in one pass over the
 * text: the DOM an SVG becomes costs far more than its bytes, so nesting and element counts are
 * bounded before it is parsed.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

const isXmlSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** Where the first element starts, past the prolog; and whether a document type declares its own entities or elements. */
interface Prolog {
  rootAt: number;
  hasInternalSubset: boolean;
}

/** The end of a construct that runs to `close`, or -1 when it never closes. */
const endOf = (text: string, from: number, close: string) => {
  const at = text.indexOf(close, from);
  return at < 0 ? -1 : at + close.length;
};

/** The end of a tag or declaration at `from` (the `>` outside quoted values, or -1) and its attributes (`=` outside quotes). */
function scanTag(text: string, from: number): { end: number; attributes: number } {
  let quote: string | null = null;
  let attributes = 0;
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '=') attributes++;
    else if (char === '>') return { end: at + 1, attributes };
  }
  return { end: -1, attributes };
}

const tagEnd = (text: string, from: number) => scanTag(text, from).end;

/** The end of a document type's internal subset. */
const subsetEnd = /\]\s*>/g;

function prologOf(text: string): Prolog | null {
  let at = 0;
  let hasInternalSubset = false;
  for (;;) {
    while (isXmlSpace(text[at])) at++;
    let next: number;
    if (text.startsWith('<?', at)) next = endOf(text, at + 2, '?>');
    else if (text.startsWith('<!--', at)) next = endOf(text, at + 4, '-->');
    else if (text.startsWith('<!DOCTYPE', at)) {
      next = tagEnd(text, at);
      if (next >= 0 && text.slice(at, next).includes('[')) {
        hasInternalSubset = true;
        subsetEnd.lastIndex = at;
        const end = subsetEnd.exec(text);
        next = end ? end.index + end[0].length : -1;
      }
    } else return { rootAt: at, hasInternalSubset };
    if (next < 0) return null;
    at = next;
  }
}

/** What an SVG's text says of itself before it is parsed. */
export interface SvgText {
  text: string;
  /** A document type with an internal subset (entity declarations: a billion laughs, or names for other files). */
  hasInternalSubset: boolean;
}

/** The upload as SVG text: valid UTF-8 (a byte order mark allowed) whose first element is `<svg`; else null. */
export function svgTextOf(bytes: Uint8Array): SvgText | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  const prolog = prologOf(text);
  if (!prolog || !text.startsWith('<svg', prolog.rootAt)) return null;
  const after = text[prolog.rootAt + 4];
  if (!(isXmlSpace(after) || after === '>' || after === '/')) return null;
  return { text, hasInternalSubset: prolog.hasInternalSubset };
}

/** An SVG's size as its parser will see it. */
export interface SvgMeasure {
  /** Elements, comments, CDATA sections and processing instructions. */
  nodes: number;
  /** How deeply elements nest. */
  depth: number;
  attributes: number;
  /** The most attributes one element has. */
  mostAttributes: number;
}

/** How many nodes and attributes an SVG has and how deeply it nests, counted from its text; null when a tag never closes. */
export function measureSvg(text: string): SvgMeasure | null {
  const measure: SvgMeasure = { nodes: 0, depth: 0, attributes: 0, mostAttributes: 0 };
  let open = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    let next: number;
    let isNode = true;
    if (text.startsWith('<!--', at)) next = endOf(text, at + 4, '-->');
    else if (text.startsWith('<![CDATA[', at)) next = endOf(text, at + 9, ']]>');
    else if (text.startsWith('<?', at)) next = endOf(text, at + 2, '?>');
    else if (text.startsWith('<!', at)) next = tagEnd(text, at);
    else if (text.startsWith('</', at)) {
      next = tagEnd(text, at);
      open--;
      isNode = false;
    } else {
      const tag = scanTag(text, at);
      next = tag.end;
      measure.attributes += tag.attributes;
      measure.mostAttributes = Math.max(measure.mostAttributes, tag.attributes);
      if (text[next - 2] !== '/') measure.depth = Math.max(measure.depth, ++open);
    }
    if (next < 0) return null;
    if (isNode) measure.nodes++;
    at = text.indexOf('<', next);
  }
  return measure;
}
