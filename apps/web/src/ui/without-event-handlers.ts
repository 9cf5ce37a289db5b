/** An event handler attribute inside a tag: ` onerror="…"`, `/onload=x`. */
const EVENT_HANDLER_ATTRIBUTE = /(<[a-z][^>]*?[\s/])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * The HTML without the event handler attributes a plain scan finds, before any parser sees it.
 * Not a safety measure (ui/html-sanitizer.ts removes every handler however it is written): the
 * browser reports a page policy violation (`script-src-attr`) for each handler it parses, even in
 * a detached document, and those reports would drown real ones.
 */
export function withoutEventHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(EVENT_HANDLER_ATTRIBUTE, '$1');
  } while (current !== previous);
  return current;
}
