import type { BuildingSummary, LocationSummary } from '@commons/contract';

/** One <optgroup> of the location picker: a building's locations, or 'Other locations'. */
export interface LocationGroup {
  label: string;
  locations: LocationSummary[];
}

export const OTHER_LOCATIONS = 'Other locations';

const hasMenus = (l: LocationSummary) => l.active && l.show_menus && !l.is_building;
const bySortOrder = <T extends { sort_order: number; name: string }>(a: T, b: T) => a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'en');

/**
 * The menu locations by group (docs/product/menus.md#menu-page): each building's active locations with menus in sort
 * order, buildings in sort order, then the locations outside any building as 'Other locations'.
 * Groups left empty are dropped.
 */
export function menuLocationGroups(answer: { locations: readonly LocationSummary[]; buildings: readonly BuildingSummary[] }): LocationGroup[] {
  const groups: LocationGroup[] = [...answer.buildings].sort(bySortOrder).map((b) => ({
    label: b.name,
    locations: b.locations.filter(hasMenus).sort(bySortOrder),
  }));
  groups.push({ label: OTHER_LOCATIONS, locations: answer.locations.filter(hasMenus).sort(bySortOrder) });
  return groups.filter((g) => g.locations.length > 0);
}

/** The location a URL names when it is on the list, else the first one shown (the default). */
export function chosenLocation(groups: readonly LocationGroup[], id: number | null): LocationSummary | null {
  const all = groups.flatMap((g) => g.locations);
  return all.find((l) => l.id === id) ?? all[0] ?? null;
}
