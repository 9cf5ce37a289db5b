import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from './client.ts';

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
