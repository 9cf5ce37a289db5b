import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM, type DOMWindow } from 'jsdom';
import { svgHazards } from './svg-hazards.ts';
import { measureSvg, type SvgMeasure, type SvgText } from './svg-text.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const ELEMENT = 1;
const CDATA_SECTION = 4;
/** NodeFilter.SHOW_CDATA_SECTION. */
const SHOW_CDATA_SECTION = 0x8;

/**
 * Bounds on what an SVG may make its parser build: well above what a logo has, well below what
 * holds the event loop (jsdom takes about 0.1 ms a node, its time grows with the square of an
 * element's attributes and of the nesting depth).
 */
export const svgLimits = { nodes: 5_000, depth: 100, attributes: 20_000, attributesOfOneElement: 50 } as const;

/** What of an SVG's measure is over its limit, if anything. */
const overLimits = (measure: SvgMeasure) =>
  measure.nodes > svgLimits.nodes || measure.depth > svgLimits.depth || measure.attributes > svgLimits.attributes || measure.mostAttributes > svgLimits.attributesOfOneElement;

/** Why an SVG is refused: each has its own sentence (upload-messages.ts). */
export type SvgRefusal = 'hostile' | 'unsupported' | 'unreadable' | 'tooComplex';

export type SvgVerdict = { ok: true; svg: string } | { ok: false; refusal: SvgRefusal; details: string[] };

/**
 * DOMPurify's SVG profile, plus `<use>` (its links are held to this file by svgHazards). Content
 * of a removed element goes with it: an editor's metadata, not loose text.
 */
const PURIFY: Config & { RETURN_DOM: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignobject', 'script'],
  KEEP_CONTENT: false,
  RETURN_DOM: true,
};

/** One window and one DOMPurify for the process, made at the first SVG (jsdom takes a moment to start). */
let kit: { window: DOMWindow; purify: DOMPurify } | null = null;
function kitOf() {
  if (!kit) {
    const { window } = new JSDOM('');
    kit = { window, purify: createDOMPurify(window) };
  }
  return kit;
}

const refuse = (refusal: SvgRefusal, details: string[]): SvgVerdict => ({ ok: false, refusal, details });

/** The document of an SVG's text, or null when it is not well-formed XML with an `<svg>` root in the SVG namespace. */
function parse(window: DOMWindow, text: string): Document | null {
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  return root.localName === 'svg' && root.namespaceURI === SVG_NS ? document : null;
}

/** CDATA sections (a style sheet's, often) become the text they hold: DOMPurify works in an HTML document, which has none. */
function cdataToText(document: Document) {
  const walker = document.createTreeWalker(document, SHOW_CDATA_SECTION);
  const sections: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeType === CDATA_SECTION) sections.push(node);
  for (const section of sections) section.parentNode?.replaceChild(document.createTextNode(section.nodeValue ?? ''), section);
}

/** SVG elements DOMPurify took out: something drawn (an animation, say) that the logo would lose. */
const droppedDrawing = (purify: DOMPurify) =>
  purify.removed.flatMap((entry) => {
    if (!('element' in entry) || entry.element.nodeType !== ELEMENT) return [];
    const element = entry.element as Element;
    return element.namespaceURI === SVG_NS ? [`<${element.localName}>`] : [];
  });

/**
 * An uploaded SVG made safe to serve, or why it is refused. Refused: entity declarations, more
 * nodes, attributes or nesting than a logo has (svgLimits), text that is not well-formed SVG, and anything hostile
 * (svg-hazards.ts). What is left goes through DOMPurify's SVG profile; if that had to drop
 * something drawn, the upload is refused rather than changed, and an editor's metadata (Inkscape's,
 * Illustrator's) is dropped quietly. The result is checked again as it will be served.
 */
export function sanitizeSvg({ text, hasInternalSubset }: SvgText): SvgVerdict {
  if (hasInternalSubset || /<!ENTITY/i.test(text)) return refuse('unsupported', ['entity declarations']);
  const size = measureSvg(text);
  if (!size) return refuse('unreadable', ['a tag that never closes']);
  if (overLimits(size)) return refuse('tooComplex', [`${size.nodes} nodes nested ${size.depth} deep, ${size.attributes} attributes, ${size.mostAttributes} on one element`]);

  const { window, purify } = kitOf();
  const document = parse(window, text);
  if (!document) return refuse('unreadable', ['not well-formed SVG']);
  const hazards = svgHazards(document);
  if (hazards.length > 0) return refuse('hostile', hazards);

  cdataToText(document);
  const body = purify.sanitize(document.documentElement, PURIFY);
  const dropped = droppedDrawing(purify);
  if (dropped.length > 0) return refuse('unsupported', dropped);
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== 'svg') return refuse('unsupported', ['nothing left to draw']);

  const clean = new window.XMLSerializer().serializeToString(svg);
  const served = parse(window, clean);
  const left = served ? svgHazards(served) : ['not well-formed after sanitising'];
  return left.length > 0 ? refuse('hostile', left) : { ok: true, svg: clean };
}
