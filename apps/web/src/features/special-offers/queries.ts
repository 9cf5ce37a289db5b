import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Special offers (docs/product/site.md#special-offers): the list is fetched once per site in a visit. */
export const specialOfferQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['special-offers', 'public', siteId],
      queryFn: ({ signal }) => api(endpoints.getSpecialOffers, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  one: (siteId: number, specialId: number) =>
    queryOptions({
      queryKey: ['special-offers', 'one', siteId, specialId],
      queryFn: ({ signal }) => api(endpoints.getSpecialOffer, { query: { site_id: siteId, special_id: specialId }, signal }),
      staleTime: 5 * 60_000,
    }),
};
