import { describe, expect, it } from 'vitest';
import type { BuildingSummary } from '@commons/contract';
import { chosenLocation, menuLocationGroups } from './location-groups.ts';
import { location } from './testing/test-fixtures.ts';

const building = (id: number, name: string, sortOrder: number, locations: BuildingSummary['locations']): BuildingSummary => ({
  id,
  name,
  short_description: null,
  sort_order: sortOrder,
  image: null,
  coordinates: null,
  locations,
});

describe('menu location groups', () => {
  const answer = {
    locations: [location(9, 'Library Coffee', { sort_order: 9 }), location(8, 'Westside Grill', { sort_order: 3 }), location(7, 'Closed Cafe', { active: false })],
    buildings: [
      building(2, 'Student Union', 2, [location(4, 'Union Pizza', { sort_order: 5 }), location(3, 'Union Market', { sort_order: 4 })]),
      building(1, 'Founders Hall', 1, [location(5, 'Founders Commons', { sort_order: 1 }), location(6, 'No Menus Here', { show_menus: false })]),
      building(3, 'Empty Hall', 0, [location(10, 'Inactive', { active: false })]),
    ],
  };

  it('groups by building in sort order, then Other locations; only active locations with menus', () => {
    expect(menuLocationGroups(answer).map((g) => [g.label, g.locations.map((l) => l.name)])).toEqual([
      ['Founders Hall', ['Founders Commons']],
      ['Student Union', ['Union Market', 'Union Pizza']],
      ['Other locations', ['Westside Grill', 'Library Coffee']],
    ]);
  });

  it('defaults to the first location shown and keeps a listed one from the address', () => {
    const groups = menuLocationGroups(answer);
    expect(chosenLocation(groups, null)?.name).toBe('Founders Commons');
    expect(chosenLocation(groups, 4)?.name).toBe('Union Pizza');
    expect(chosenLocation(groups, 6)?.name).toBe('Founders Commons');
    expect(chosenLocation([], null)).toBeNull();
  });
});
