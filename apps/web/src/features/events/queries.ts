import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/**
 * Events (docs/product/site.md#events, docs/product/api.md#sites-and-pages). Lists are fetched once per site in a visit. The
 * upcoming events are in site/site-queries.ts: the footer shows them too.
 */
export const eventQueries = {
  publicList: (siteId: number) =>
    queryOptions({
      queryKey: ['events', 'public', siteId],
      queryFn: ({ signal }) => api(endpoints.getPublicEvents, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  balancedU: (siteId: number) =>
    queryOptions({
      queryKey: ['events', 'balanced-u', siteId],
      queryFn: ({ signal }) => api(endpoints.getBalancedUEvents, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  one: (siteId: number, eventId: number) =>
    queryOptions({
      queryKey: ['events', 'one', siteId, eventId],
      queryFn: ({ signal }) => api(endpoints.getEvent, { query: { site_id: siteId, event_id: eventId }, signal }),
      staleTime: 5 * 60_000,
    }),
};
