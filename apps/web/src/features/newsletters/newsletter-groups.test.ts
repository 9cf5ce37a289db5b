import { describe, expect, it } from 'vitest';
import type { Newsletter } from '@commons/contract';
import { groupNewsletters } from './newsletter-groups.ts';

const issue = (name: string, date: string): Newsletter => ({
  name,
  description: null,
  year: Number(date.slice(0, 4)),
  date,
  file_name: `${name}.pdf`,
  imported: false,
  original_file: null,
});

describe('groupNewsletters', () => {
  it('groups by year, newest first, naming the current year and the archives', () => {
    const groups = groupNewsletters(
      [issue('a', '2024-12-01'), issue('b', '2026-01-12'), issue('c', '2026-09-15'), issue('d', '2025-03-06'), issue('e', '2024-08-25')],
      2026,
    );
    expect(groups.map((g) => g.heading)).toEqual(['Current newsletters for 2026', '2025 Archives', '2024 Archives']);
    expect(groups.map((g) => g.isCurrent)).toEqual([true, false, false]);
    expect(groups[0]!.newsletters.map((n) => n.name)).toEqual(['c', 'b']);
    expect(groups[2]!.newsletters.map((n) => n.name)).toEqual(['a', 'e']);
  });

  it('has only archives when nothing came out this year, and nothing for no newsletters', () => {
    expect(groupNewsletters([issue('a', '2025-05-01')], 2026).map((g) => g.heading)).toEqual(['2025 Archives']);
    expect(groupNewsletters([], 2026)).toEqual([]);
  });
});
