import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { consoleEndpoints, type DishListAnswer } from '@commons/contract/console';
import { api } from '../../api/client.ts';

/** Which dishes the list shows. */
export type DishesShown = 'active' | 'archived' | 'all';

/** A site's dishes in name order, a page at a time, searched by `q`. */
export const dishesQuery = (siteId: number, q: string, show: DishesShown) =>
  infiniteQueryOptions({
    queryKey: ['console', 'dishes', siteId, q, show],
    queryFn: ({ pageParam }) => api(consoleEndpoints.getConsoleDishes, { params: { site_id: siteId }, query: { ...(q ? { q } : {}), show, ...(pageParam ?? {}) } }),
    initialPageParam: null as DishListAnswer['next'],
    getNextPageParam: (last: DishListAnswer) => last.next,
  });

/** One dish with every field the form edits. */
export const dishQuery = (siteId: number, dishId: number) =>
  queryOptions({
    queryKey: ['console', 'dish', siteId, dishId],
    queryFn: () => api(consoleEndpoints.getConsoleDish, { params: { site_id: siteId, dish_id: dishId } }),
  });
