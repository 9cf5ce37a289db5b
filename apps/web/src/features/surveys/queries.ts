import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Surveys (docs/product/forms.md#surveys): published polls, newest first, with this browser's answer. */
export const surveyQueries = {
  /** Every survey list of a site, for updating or refetching them all after a vote. */
  siteKey: (siteId: number) => ['surveys', siteId] as const,
  /** `count` limits the list (1 on the home tile); without it, every survey. */
  list: (siteId: number, count?: number) =>
    queryOptions({
      queryKey: ['surveys', siteId, count ?? 'all'],
      queryFn: ({ signal }) => api(endpoints.getSurveys, { query: { site_id: siteId, ...(count !== undefined ? { count } : {}) }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
