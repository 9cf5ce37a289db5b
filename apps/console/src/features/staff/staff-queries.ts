import { queryOptions } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
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

/** A site's locations a location manager's role may name (every one, on an unpublished site too), for the choice and the role wording. */
export const siteLocationsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['console', 'locations', siteId] as const,
    queryFn: async ({ signal }) => (await api(consoleEndpoints.getStaffLocations, { query: { site_id: siteId }, signal })).locations,
    staleTime: 5 * 60_000,
  });
