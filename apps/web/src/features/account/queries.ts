import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { customerKey } from '../../site/customer-session.ts';

/** The account's own calls; each sits under the site's customer key, so a login or logout drops it. */
export const accountQueries = {
  /** The logged-in customer's profile and allergen card (docs/product/api.md#accounts `customer/info`). */
  info: (siteId: number, customerId: number) =>
    queryOptions({
      queryKey: [...customerKey(siteId), 'info', customerId] as const,
      queryFn: ({ signal }) => api(endpoints.getCustomerInfo, { query: { site_id: siteId, customer_id: customerId }, signal }),
      staleTime: 60_000,
    }),
  /** The customer's paid and placed orders, newest first (docs/product/api.md#accounts `customer/orders`). */
  orders: (siteId: number, customerId: number) =>
    queryOptions({
      queryKey: [...customerKey(siteId), 'orders', customerId] as const,
      queryFn: ({ signal }) => api(endpoints.getCustomerOrders, { query: { site_id: siteId, customer_id: customerId }, signal }),
    }),
  /** The customer's subscriptions with their payments (docs/product/api.md#accounts `customer/subscriptions`, a POST that changes nothing). */
  subscriptions: (siteId: number, customerId: number) =>
    queryOptions({
      queryKey: [...customerKey(siteId), 'subscriptions', customerId] as const,
      queryFn: ({ signal }) => api(endpoints.postCustomerSubscriptions, { body: { site_id: siteId, customer_id: customerId }, signal }),
    }),
};
