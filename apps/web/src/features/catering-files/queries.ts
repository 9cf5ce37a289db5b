import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Catering files (docs/product/site.md#catering-files): downloadable menus and forms. */
export const cateringQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['catering-files', siteId],
      queryFn: ({ signal }) => api(endpoints.getCateringFiles, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
