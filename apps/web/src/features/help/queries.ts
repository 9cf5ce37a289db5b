import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { searchableText } from '@commons/domain';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Help (docs/product/forms.md#help, docs/product/api.md#forms): the question tree and its search. */
export const helpQueries = {
  tree: (siteId: number) =>
    queryOptions({
      queryKey: ['help', siteId, 'tree'],
      queryFn: ({ signal }) => api(endpoints.getHelpQuestions, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  /** Searches that differ only in accents, case or spacing are one search. */
  search: (siteId: number, needle: string) =>
    queryOptions({
      queryKey: ['help', siteId, 'search', searchableText(needle)],
      queryFn: ({ signal }) => api(endpoints.getHelpSearch, { query: { site_id: siteId, needle }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
