import { snippetOfText } from '@commons/domain';
import { withoutEventHandlers } from './without-event-handlers.ts';

/** Elements that end a line of text: their words never run into the next block's. */
const BLOCKS = 'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, footer, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, td, th, tr, ul';

/**
 * The readable text of an HTML fragment, whitespace collapsed and cut at a word boundary near
 * `max` characters, with a space wherever a block starts or ends ('<b>a</b><p>b</p>' reads 'a b'). Parsing
 * happens in an inert <template>: nothing in it loads or runs (handlers are dropped first, as
 * the browser would report each one it parses).
 */
export function htmlToSnippet(html: string, max = 160): string {
  const template = document.createElement('template');
  template.innerHTML = withoutEventHandlers(html);
  for (const hidden of Array.from(template.content.querySelectorAll('script, style, template'))) hidden.remove();
  for (const block of Array.from(template.content.querySelectorAll(BLOCKS))) {
    block.before(' ');
    block.after(' ');
  }
  return snippetOfText(template.content.textContent ?? '', max);
}
