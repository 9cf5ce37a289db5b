import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../api/client.ts';
import { CONTENT_LIST_CACHE } from '../api/content-list-cache.ts';

/**
 * Query-options factories of what a site's pages share: the site itself and a section by slug (the
 * route guards), the microsite (the header and the pre-launch home page) and the upcoming events
 * (the footer and the home page's list). A feature's own calls are in its queries.ts.
 */
export const siteQueries = {
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
  microsite: (siteId: number) =>
    queryOptions({
      queryKey: ['microsite', siteId],
      queryFn: ({ signal }) => api(endpoints.getMicrosite, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** The next few events, those under way, and the slugs of the events and special offers sections. */
  upcomingEvents: (siteId: number) =>
    queryOptions({
      queryKey: ['events', 'upcoming', siteId],
      queryFn: ({ signal }) => api(endpoints.getUpcomingEvents, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
