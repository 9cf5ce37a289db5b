import { queryOptions } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The key every list of staff starts with: after a change to anyone's account or roles, all of them are read again. */
export const staffListsKey = ['console', 'staff'] as const;

/** Who has access to a site, with their roles and each row's version. */
export const siteStaffQuery = (siteId: number) =>
  queryOptions({
    queryKey: [...staffListsKey, siteId] as const,
    queryFn: ({ signal }) => api(consoleEndpoints.getSiteStaff, { query: { site_id: siteId }, signal }),
  });

/** Every staff account with all its roles and each row's version (platform admins only). */
export const allStaffQuery = () =>
  queryOptions({
    queryKey: [...staffListsKey, 'all'] as const,
    queryFn: ({ signal }) => api(consoleEndpoints.getAllStaff, { signal }),
  });

/** A site's locations by name (the public list), for the location manager's choice and the role wording. */
export const siteLocationsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['console', 'locations', siteId] as const,
    queryFn: async ({ signal }) => {
      const answer = await api(endpoints.getAllLocations, { query: { site_id: siteId }, signal });
      return answer.locations.map((location) => ({ id: location.id, name: location.name }));
    },
    staleTime: 5 * 60_000,
  });
