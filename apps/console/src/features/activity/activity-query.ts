import { infiniteQueryOptions } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
import { api } from '../../api/client.ts';
import { instantsOf, type ActivityFilter } from './activity-filters.tsx';

/** A site's activity, newest first, a page at a time (`next_before` asks for the next), narrowed by `filter`. */
export const activityQuery = (siteId: number, filter: ActivityFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['console', 'activity', siteId, filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api(consoleEndpoints.getConsoleAudit, {
        query: { site_id: siteId, ...(filter.staff_id === undefined ? {} : { staff_id: filter.staff_id }), ...(filter.entity === undefined ? {} : { entity: filter.entity }), ...instantsOf(filter), ...(pageParam === null ? {} : { before: pageParam }) },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });
