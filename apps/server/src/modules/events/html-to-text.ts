/** Plain text of site-supplied HTML, for places that cannot show markup (an iCalendar DESCRIPTION). */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    const isScalar = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return isScalar ? String.fromCodePoint(code) : '';
  }
  return NAMED[body.toLowerCase()] ?? entity;
}

/** Elements that stand on lines of their own, as the web app's snippets count them (apps/web/src/ui/html-text.ts). */
const BLOCK_TAG = /<\/?(?:address|article|aside|blockquote|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;

/**
 * Line breaks where blocks start and end (text before a paragraph never runs into it), list items
 * as '- ' lines unless `listMarks` is false, no tags, scripts or styles, entities decoded, spaces
 * collapsed and blank lines dropped.
 */
export function htmlToPlainText(html: string, { listMarks = true }: { listMarks?: boolean } = {}): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, listMarks ? '\n- ' : '\n')
    .replace(BLOCK_TAG, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, decodeEntity);
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
