import type { BuildingSummary, LocationSummary } from '@commons/contract';

/** A location as the map shows it: a marker, a dropdown option and a list button. */
export interface MapLocation {
  id: number;
  name: string;
  lat: number;
  lon: number;
  /** The building it sits in, or null at the top level. */
  group: string | null;
  /** Its 1-based number on the map and in the list. */
  number: number;
}

export interface MapGroup {
  label: string | null;
  locations: MapLocation[];
}

const isMarker = (l: LocationSummary) => !l.is_building && l.coordinates !== null;

/**
 * The map's locations in order, grouped: first those outside any building, then each building's.
 * Buildings themselves are not markers (docs/product/site.md#campus-map); places without coordinates are left out.
 */
export function mapGroups(answer: { locations: readonly LocationSummary[]; buildings: readonly BuildingSummary[] }): MapGroup[] {
  let number = 0;
  const toMap = (l: LocationSummary, group: string | null): MapLocation => ({
    id: l.id,
    name: l.name,
    lat: l.coordinates?.lat ?? 0,
    lon: l.coordinates?.lon ?? 0,
    group,
    number: ++number,
  });
  const groups: MapGroup[] = [{ label: null, locations: answer.locations.filter(isMarker).map((l) => toMap(l, null)) }];
  for (const building of answer.buildings) {
    groups.push({ label: building.name, locations: building.locations.filter(isMarker).map((l) => toMap(l, building.name)) });
  }
  return groups.filter((g) => g.locations.length > 0);
}

/**
 * The location selected on load (docs/product/site.md#campus-map): the first at the top level, else the first location
 * of the first building having map-visible locations.
 */
export function firstLocation(groups: readonly MapGroup[]): MapLocation | null {
  return groups[0]?.locations[0] ?? null;
}
