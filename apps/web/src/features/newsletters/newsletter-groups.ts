import type { Newsletter } from '@commons/contract';

export interface NewsletterGroup {
  year: number;
  heading: string;
  isCurrent: boolean;
  newsletters: Newsletter[];
}

/**
 * Newsletters by year, newest year first, each year's newest first (docs/product/site.md#newsletters):
 * the current year is 'Current newsletters for {year}', older ones '{year} Archives'.
 */
export function groupNewsletters(newsletters: readonly Newsletter[], currentYear: number): NewsletterGroup[] {
  const byYear = new Map<number, Newsletter[]>();
  for (const n of newsletters) {
    const list = byYear.get(n.year);
    if (list) list.push(n);
    else byYear.set(n.year, [n]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({
      year,
      isCurrent: year === currentYear,
      heading: year === currentYear ? `Current newsletters for ${year}` : `${year} Archives`,
      newsletters: [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
    }));
}
