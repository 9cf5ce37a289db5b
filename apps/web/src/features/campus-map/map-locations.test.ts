import type { BuildingSummary, LocationSummary } from '@commons/contract';
import { describe, expect, it } from 'vitest';
import { firstLocation, mapGroups } from './map-locations.ts';

const place = (id: number, name: string, extra: Partial<LocationSummary> = {}): LocationSummary => ({
  id,
  name,
  description: null,
  short_description: null,
  type: 'webtrition',
  active: true,
  show_menus: true,
  show_map: true,
  sort_order: id,
  is_building: false,
  building_id: null,
  building_name: null,
  image: null,
  coordinates: { lat: 42, lon: -72 },
  allergen_filter: false,
  brands: [],
  ...extra,
});
const building = (id: number, name: string, locations: LocationSummary[]): BuildingSummary => ({
  id,
  name,
  short_description: null,
  sort_order: id,
  image: null,
  coordinates: { lat: 42, lon: -72 },
  locations,
});

describe('map locations', () => {
  it('selects the first top-level location on load', () => {
    const groups = mapGroups({ locations: [place(9, 'Library Coffee')], buildings: [building(1, 'Founders Hall', [place(3, 'Commons')])] });
    expect(firstLocation(groups)?.name).toBe('Library Coffee');
    expect(groups.map((g) => [g.label, g.locations.map((l) => `${l.number} ${l.name}`)])).toEqual([
      [null, ['1 Library Coffee']],
      ['Founders Hall', ['2 Commons']],
    ]);
  });

  it('falls back to the first location of the first building having map-visible locations', () => {
    const groups = mapGroups({
      locations: [place(20, 'A building', { is_building: true }), place(21, 'No address', { coordinates: null })],
      buildings: [building(1, 'Empty Hall', []), building(2, 'Student Union', [place(5, 'Union Market'), place(6, 'Union Pizza Co.')])],
    });
    expect(firstLocation(groups)?.name).toBe('Union Market');
    expect(groups).toHaveLength(1);
  });

  it('has nothing to select when no location is on the map', () => {
    expect(firstLocation(mapGroups({ locations: [], buildings: [] }))).toBeNull();
  });
});
