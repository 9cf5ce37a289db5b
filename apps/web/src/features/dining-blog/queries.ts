import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** The dining blog (docs/product/site.md#dining-blog): published articles, newest first. */
export const blogQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['dining-blog', siteId],
      queryFn: ({ signal }) => api(endpoints.getDiningBlogArticles, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
