import { queryOptions } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
import { api } from '../../api/client.ts';

/** A site's homepage alerts in the header's order, with the time zone their times are on. */
export const alertsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['console', 'alerts', siteId] as const,
    queryFn: ({ signal }) => api(consoleEndpoints.getConsoleAlerts, { params: { site_id: siteId }, signal }),
  });
