import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

export const tileQueries = {
  news: (siteId: number) =>
    queryOptions({
      queryKey: ['tiles', 'news', siteId],
      queryFn: ({ signal }) => api(endpoints.getNewsContent, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};
