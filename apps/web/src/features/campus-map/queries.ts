import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

export const campusMapQueries = {
  mapLocations: (siteId: number) =>
    queryOptions({
      queryKey: ['locations', 'map-list', siteId],
      queryFn: ({ signal }) =>
        api(endpoints.getAllLocations, {
          query: { site_id: siteId, platform: 0, for_map: 'true', with_buildings: 'true', with_address: 'false' },
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
  mapDetail: (siteId: number, locationId: number) =>
    queryOptions({
      queryKey: ['locations', 'map-detail', siteId, locationId],
      queryFn: ({ signal }) => api(endpoints.getLocationMap, { query: { site_id: siteId, location_id: locationId, platform: 0 }, signal }),
      staleTime: 5 * 60_000,
    }),
};
