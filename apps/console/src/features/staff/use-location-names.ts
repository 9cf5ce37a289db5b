import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { siteLocationsQuery } from './staff-queries.ts';

type SiteLocations = UseQueryResult<{ id: number; name: string }[]>;

/** One map of every site's locations read so far (one function, so the map stays the same object while nothing new is read). */
const byId = (results: SiteLocations[]): ReadonlyMap<number, string> => new Map(results.flatMap((result) => (result.data ?? []).map((location) => [location.id, location.name] as const)));

/**
 * The names of the locations of `siteIds`, by id, for a location manager's role in words. A site
 * whose list is still loading, or could not be loaded, adds nothing: its locations are then
 * written by their ids.
 */
export function useLocationNames(siteIds: readonly number[]): ReadonlyMap<number, string> {
  return useQueries({ queries: [...new Set(siteIds)].map((siteId) => siteLocationsQuery(siteId)), combine: byId });
}
