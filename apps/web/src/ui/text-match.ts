/** Lower-case text without accents, for forgiving comparisons ("Montréal" matches "montreal"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Does `text` contain `query`, ignoring case and accents? An empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const wanted = foldForSearch(query);
  return wanted === '' || foldForSearch(text).includes(wanted);
}
