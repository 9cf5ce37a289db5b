import type { SectionSummary, TodaysMenuLocation } from '@commons/contract';

type Period = TodaysMenuLocation['periods'][number];
type Station = Period['stations'][number];

/** docs/product/menus.md#todays-menu: the tile links to the full menu when a station has this many items or more. */
export const MORE_ITEMS_AT = 10;
/** The tile lists at most this many items of a station. */
export const TILE_ITEM_LIMIT = 10;

/** Only what has something to show: stations with items, periods with such stations, locations with such periods. */
export function withItems(locations: readonly TodaysMenuLocation[]): TodaysMenuLocation[] {
  return locations.flatMap((location) => {
    const periods = location.periods.flatMap((period) => {
      const stations = period.stations.filter((s) => s.items.length > 0);
      return stations.length > 0 ? [{ ...period, stations }] : [];
    });
    return periods.length > 0 ? [{ ...location, periods }] : [];
  });
}

export interface TileChoice {
  location: TodaysMenuLocation;
  period: Period;
  station: Station;
}

const pick = <T extends { id: number }>(list: readonly T[], id: number | null): T | undefined => list.find((x) => x.id === id) ?? list[0];

/** The location, period and station shown: the ones chosen when they exist, else the first of each. */
export function tileChoice(locations: readonly TodaysMenuLocation[], ids: { location: number | null; period: number | null; station: number | null }): TileChoice | null {
  const location = pick(locations, ids.location);
  const period = location ? pick(location.periods, ids.period) : undefined;
  const station = period ? pick(period.stations, ids.station) : undefined;
  return location && period && station ? { location, period, station } : null;
}

/** The slug of the site's menu section (master template whats-on-the-menu), at any depth. */
export function menuSectionSlug(sections: readonly SectionSummary[]): string | null {
  for (const section of sections) {
    if ((section.master_slug ?? section.slug) === 'whats-on-the-menu' && section.slug !== '') return section.slug;
    const below = menuSectionSlug(section.nodes);
    if (below) return below;
  }
  return null;
}
