import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The on-the-go order form's calls (contract on-the-go.ts). */
export const onTheGoQueries = {
  /**
   * Where orders are picked up and the times offered now (every 15 minutes, from 30 minutes ahead):
   * they move with the clock, so they are asked again every few minutes and after a refused time.
   */
  pickUpTimes: (siteId: number) =>
    queryOptions({
      queryKey: ['on-the-go', siteId, 'pick-up-times'] as const,
      queryFn: ({ signal }) => api(endpoints.getPickUpTimes, { query: { site_id: siteId }, signal }),
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    }),
};
