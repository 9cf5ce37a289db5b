/**
 * Readable text as a short description: white space collapsed, and text over `max` characters cut
 * at a word boundary with an ellipsis, trailing punctuation dropped. The web app's page heads and
 * the server's first HTML describe a page with the same words.
 */
export function snippetOfText(text: string, max = 160): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  const cut = collapsed.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
