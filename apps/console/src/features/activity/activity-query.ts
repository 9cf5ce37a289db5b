import { infiniteQueryOptions } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
import { api } from '../../api/client.ts';

/** A site's activity, newest first, a page at a time (`next_before` asks for the next). */
export const activityQuery = (siteId: number) =>
  infiniteQueryOptions({
    queryKey: ['console', 'activity', siteId] as const,
    queryFn: ({ pageParam, signal }) => api(consoleEndpoints.getConsoleAudit, { query: { site_id: siteId, ...(pageParam === null ? {} : { before: pageParam }) }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });
