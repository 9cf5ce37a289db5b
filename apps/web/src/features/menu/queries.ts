import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The menu viewer and the Today's Menu tile (docs/product/menus.md#menu-page, docs/product/api.md#locations-and-menus). Platform 0 is the web. */
export const menuQueries = {
  /** Active locations with menus, grouped by building. */
  locations: (siteId: number) =>
    queryOptions({
      queryKey: ['menus', 'locations', siteId],
      queryFn: ({ signal }) =>
        api(endpoints.getAllLocations, { query: { site_id: siteId, platform: 0, for_menus: 'true', with_buildings: 'true', with_address: 'false' }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** A location's menu of one date: its periods, the first period in full, the filters and brands. */
  menu: (siteId: number, locationId: number, date: string) =>
    queryOptions({
      queryKey: ['menus', 'menu', siteId, locationId, date],
      queryFn: ({ signal }) => api(endpoints.getLocationMenu, { query: { site_id: siteId, platform: 0, location_id: locationId, date }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** One period of a location's menu of one date, loaded when a tab other than the first is chosen. */
  period: (locationId: number, periodId: number, date: string) =>
    queryOptions({
      queryKey: ['menus', 'period', locationId, periodId, date],
      queryFn: ({ signal }) => api(endpoints.getLocationPeriod, { params: { id: locationId, periodId }, query: { platform: 0, date }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** Dates and periods of the next `days` days from `date` whose items match `phrase`. */
  search: (siteId: number, locationId: number, date: string, days: number, phrase: string) =>
    queryOptions({
      queryKey: ['menus', 'search', siteId, locationId, date, days, phrase],
      queryFn: ({ signal }) => api(endpoints.getMenuSearch, { query: { site_id: siteId, location_id: locationId, date, days, phrase }, signal }),
      staleTime: 5 * 60_000,
    }),
  legacy: (siteId: number) =>
    queryOptions({
      queryKey: ['menus', 'legacy', siteId],
      queryFn: ({ signal }) => api(endpoints.getLegacyMenu, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
  todays: (siteId: number) =>
    queryOptions({
      queryKey: ['menus', 'todays', siteId],
      queryFn: ({ signal }) => api(endpoints.getTodaysMenu, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};
