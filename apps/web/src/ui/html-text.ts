/**
 * The readable text of an HTML fragment, whitespace collapsed and cut at a word boundary near
 * `max` characters. Parsing happens in an inert <template>: nothing in it loads or runs.
 */
export function htmlToSnippet(html: string, max = 160): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const hidden of Array.from(template.content.querySelectorAll('script, style, template'))) hidden.remove();
  const text = (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
