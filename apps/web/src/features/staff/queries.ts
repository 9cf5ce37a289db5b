import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Staff (docs/product/site.md#staff): the site's active staff in their sort order. */
export const staffQueries = {
  active: (siteId: number) =>
    queryOptions({
      queryKey: ['staff', 'active', siteId],
      queryFn: ({ signal }) => api(endpoints.getActiveStaff, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
