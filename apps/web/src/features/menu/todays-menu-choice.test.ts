import { describe, expect, it } from 'vitest';
import type { SectionSummary, TodaysMenuLocation } from '@commons/contract';
import { menuSectionSlug, tileChoice, withItems } from './todays-menu-choice.ts';

const station = (id: number, count: number) => ({ id, name: `Station ${id}`, items: Array.from({ length: count }, (_, i) => ({ id: id * 100 + i, name: `Item ${i}`, calories: 100 })) });
const locations: TodaysMenuLocation[] = [
  { id: 1, name: 'Empty', periods: [{ id: 1, name: 'Lunch', stations: [station(1, 0)] }] },
  { id: 2, name: 'Commons', periods: [{ id: 2, name: 'Breakfast', stations: [station(2, 0), station(3, 4)] }, { id: 3, name: 'Lunch', stations: [station(4, 12)] }] },
  { id: 3, name: 'Cafe', periods: [{ id: 4, name: 'All Day', stations: [station(5, 2)] }] },
];

describe("Today's Menu tile choices", () => {
  it('keeps only locations, periods and stations with items', () => {
    const kept = withItems(locations);
    expect(kept.map((l) => l.name)).toEqual(['Commons', 'Cafe']);
    expect(kept[0]?.periods[0]?.stations.map((s) => s.id)).toEqual([3]);
  });

  it('shows the first of each by default and what was chosen when it exists', () => {
    const kept = withItems(locations);
    expect(tileChoice(kept, { location: null, period: null, station: null })).toMatchObject({ location: { id: 2 }, period: { id: 2 }, station: { id: 3 } });
    expect(tileChoice(kept, { location: 2, period: 3, station: null })).toMatchObject({ period: { id: 3 }, station: { id: 4 } });
    expect(tileChoice(kept, { location: 3, period: 3, station: 4 })).toMatchObject({ location: { id: 3 }, period: { id: 4 }, station: { id: 5 } });
    expect(tileChoice([], { location: null, period: null, station: null })).toBeNull();
  });

  it('finds the menu section at any depth', () => {
    const section = (slug: string, master: string | null, nodes: SectionSummary[] = []) => ({ slug, master_slug: master, nodes }) as unknown as SectionSummary;
    expect(menuSectionSlug([section('about', null), section('menus-and-hours', null, [section('menus', 'whats-on-the-menu')])])).toBe('menus');
    expect(menuSectionSlug([section('about', null)])).toBeNull();
  });
});
