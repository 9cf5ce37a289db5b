import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Directors meetings (docs/product/site.md#directors-meetings). */
export const meetingQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['directors-meetings', siteId],
      queryFn: ({ signal }) => api(endpoints.getDirectorsMeetings, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
