import { queryOptions } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
import { api } from '../../api/client.ts';

/** The site's locations whose live status the signed-in person may change, each with its state now. */
export const liveQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['console', 'live', siteId] as const,
    queryFn: ({ signal }) => api(consoleEndpoints.getLiveLocations, { params: { site_id: siteId }, signal }),
  });
