import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

export const hoursQueries = {
  /** `week` is any date of the week ('YYYY-MM-DD'), or null for the current week. */
  hoursOfOperation: (siteId: number, week: string | null) =>
    queryOptions({
      queryKey: ['locations', 'hours', siteId, week ?? 'current'],
      queryFn: ({ signal }) => api(endpoints.getHoursOfOperation, { query: { site_id: siteId, ...(week ? { date: week } : {}) }, signal }),
      staleTime: 5 * 60_000,
    }),
};
