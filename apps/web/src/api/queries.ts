import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from './client.ts';

/**
 * Content lists (events, specials, newsletters, staff and the like) are fetched once per site in a
 * visit (spec 01 §4 "Caches") and fresh again when the visitor comes back later.
 */
export const CONTENT_LIST_CACHE = { staleTime: 30 * 60_000, gcTime: 30 * 60_000 } as const;

/** Query-options factories: the only place query keys are made. */
export const siteQueries = {
  publicSites: () => queryOptions({ queryKey: ['sites', 'public'], queryFn: ({ signal }) => api(endpoints.getPublicSites, { signal }) }),
  landing: () => queryOptions({ queryKey: ['landing'], queryFn: ({ signal }) => api(endpoints.getLanding, { signal }) }),
  campuses: () => queryOptions({ queryKey: ['campuses'], queryFn: ({ signal }) => api(endpoints.getCampuses, { signal }) }),
  info: (slug: string) =>
    queryOptions({
      queryKey: ['sites', 'info', slug.toLowerCase()],
      queryFn: ({ signal }) => api(endpoints.getSiteInfo, { params: { slug }, signal }),
      staleTime: 5 * 60_000,
    }),
  section: (siteId: number, slug: string) =>
    queryOptions({
      queryKey: ['sections', siteId, slug.toLowerCase()],
      queryFn: ({ signal }) => api(endpoints.getSectionBySlug, { query: { site_id: siteId, slug }, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const micrositeQueries = {
  microsite: (siteId: number) =>
    queryOptions({
      queryKey: ['microsite', siteId],
      queryFn: ({ signal }) => api(endpoints.getMicrosite, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
  sections: (siteId: number) =>
    queryOptions({
      queryKey: ['sections', siteId, 'microsite'],
      queryFn: ({ signal }) => api(endpoints.getMicrositeSections, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const tileQueries = {
  news: (siteId: number) =>
    queryOptions({
      queryKey: ['tiles', 'news', siteId],
      queryFn: ({ signal }) => api(endpoints.getNewsContent, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const locationQueries = {
  status: (siteId: number) =>
    queryOptions({
      queryKey: ['locations', 'status', siteId],
      queryFn: ({ signal }) => api(endpoints.getLocationsStatus, { query: { site_id: siteId }, signal }),
      // The tile re-renders itself each minute from these hours; a refetch only every 5 min or on focus.
      staleTime: 5 * 60_000,
      refetchInterval: 5 * 60_000,
    }),
  /** `week` is any date of the week ('YYYY-MM-DD'), or null for the current week. */
  hoursOfOperation: (siteId: number, week: string | null) =>
    queryOptions({
      queryKey: ['locations', 'hours', siteId, week ?? 'current'],
      queryFn: ({ signal }) => api(endpoints.getHoursOfOperation, { query: { site_id: siteId, ...(week ? { date: week } : {}) }, signal }),
      staleTime: 5 * 60_000,
    }),
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

/** The menu viewer and the Today's Menu tile (spec 01 §2 "Menu viewer", §7). Platform 0 is the web. */
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
