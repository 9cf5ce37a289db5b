/**
 * Menu search (docs/product/menus.md#search): word-prefix matching that ignores case and accents. Items store
 * `searchText(name, ...)`; a phrase becomes `searchTerms(phrase)`; an item matches when every term
 * starts some word of its stored text, in memory (`matchesSearch`) or in SQL (`likePatterns`).
 */

/** The most terms a phrase yields; the rest are ignored. */
export const MAX_SEARCH_TERMS = 8;

/** 'Crème Brûlée, 2 pcs' → ['creme', 'brulee', '2', 'pcs']. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The stored form of an item's text: its words between single spaces, with a space at each end (' creme brulee '). */
export function searchText(...parts: (string | null | undefined)[]): string {
  const words = parts.flatMap((part) => (part ? normalizeWords(part) : []));
  return ` ${words.join(' ')} `;
}

/** The distinct words of a search phrase, at most MAX_SEARCH_TERMS; none for blank text. */
export function searchTerms(phrase: string): string[] {
  return [...new Set(normalizeWords(phrase))].slice(0, MAX_SEARCH_TERMS);
}

/** Does every term start a word of the stored text? Never true without terms. */
export function matchesSearch(stored: string, terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => stored.includes(` ${term}`));
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One `LIKE` pattern per term ('% creme%'), wildcards in the term escaped with a backslash. */
export function likePatterns(terms: readonly string[]): string[] {
  return terms.map((term) => `% ${escapeLike(term)}%`);
}
