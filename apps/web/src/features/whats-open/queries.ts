import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

export const whatsOpenQueries = {
  /** Every location's hours and open state. */
  status: (siteId: number) =>
    queryOptions({
      queryKey: ['locations', 'status', siteId],
      queryFn: ({ signal }) => api(endpoints.getLocationsStatus, { query: { site_id: siteId }, signal }),
      // The tile re-renders itself each minute from these hours; a refetch only every 5 min or on focus.
      staleTime: 5 * 60_000,
      refetchInterval: 5 * 60_000,
    }),
};
