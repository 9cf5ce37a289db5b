import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAnswer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/**
 * The purchase calls (docs/product/api.md#purchase). The order form is public and changes rarely; the cart is this
 * browser's (named by an HttpOnly cookie the page never sees), so every cart call answers the whole
 * cart, priced by the server, and that answer replaces the cached one.
 */
export const purchaseQueries = {
  orderForm: (siteId: number) =>
    queryOptions({
      queryKey: ['order-form', siteId] as const,
      queryFn: ({ signal }) => api(endpoints.getOrderForm, { query: { site_id: siteId }, signal }),
      staleTime: 60_000,
    }),
  cart: (siteId: number) =>
    queryOptions({
      queryKey: ['cart', siteId] as const,
      queryFn: ({ signal }) => api(endpoints.getCart, { query: { site_id: siteId }, signal }),
      staleTime: 30_000,
    }),
};

/** The key every cart write of a site runs under, so the page can block input while one runs. */
export const cartWriteKey = (siteId: number) => ['cart-write', siteId] as const;

/**
 * One cart write (add, delete, promo): `call` makes the request; its answer becomes the cached
 * cart. A failure rejects with the server's ApiError (its `msg` and field `errors`) for the form
 * that made the call to show.
 */
export function useCartWrite<V>(siteId: number, call: (variables: V) => Promise<CartAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey(siteId),
    // A cart read still under way (the page's first, when a quick add link arrives with it) began
    // before this write; answering later, it would put the cart back as it was before the write.
    onMutate: () => client.cancelQueries({ queryKey: purchaseQueries.cart(siteId).queryKey }),
    mutationFn: call,
    onSuccess: (answer) => client.setQueryData(purchaseQueries.cart(siteId).queryKey, answer),
  });
}
