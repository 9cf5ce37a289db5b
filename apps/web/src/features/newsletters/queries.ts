import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Newsletters (docs/product/site.md#newsletters): the site's PDFs, newest first. */
export const newsletterQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['newsletters', siteId],
      queryFn: ({ signal }) => api(endpoints.getNewsletters, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
