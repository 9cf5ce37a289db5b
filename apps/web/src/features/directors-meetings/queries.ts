import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Directors meetings (spec 03 §2 "Directors meetings"). */
export const meetingQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['directors-meetings', siteId],
      queryFn: ({ signal }) => api(endpoints.getDirectorsMeetings, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
