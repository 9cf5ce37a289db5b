import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Customer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../api/client.ts';

/**
 * Who the browser is logged in as on a site (docs/product/accounts.md#sessions). The session cookie is HttpOnly, so the
 * pages ask `customer/session`; every customer query of a site sits under `customerKey(siteId)`,
 * so a login, sign-up or logout refreshes them all at once.
 */
export const customerKey = (siteId: number) => ['customer', siteId] as const;

export const customerSessionQuery = (siteId: number) =>
  queryOptions({
    queryKey: [...customerKey(siteId), 'session'] as const,
    queryFn: ({ signal }) => api(endpoints.getCustomerSession, { query: { site_id: siteId }, signal }),
    // The server renews the session while it is used; asking again now and then keeps the header true.
    staleTime: 5 * 60_000,
  });

export interface CustomerSession {
  /** The logged-in customer, or null: logged out, not known yet, or the session could not be read. */
  customer: Customer | null;
  /** True until the first answer (or failure) arrives. */
  isPending: boolean;
  /** The session could not be read (the server or the connection failed), so nobody is known to be logged in. */
  isError: boolean;
  retry: () => void;
}

/** The visitor's session on a site. Sites without customer login never ask. */
export function useCustomerSession(siteId: number, enabled = true): CustomerSession {
  const query = useQuery({ ...customerSessionQuery(siteId), enabled });
  return {
    customer: query.data?.customer ?? null,
    isPending: enabled && query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/**
 * After a login, sign-up or logout: the session is now `customer` (null once logged out). The
 * customer's own data of the site (profile, later orders...) is dropped and the session is asked
 * again, so the pages never show the previous customer's data.
 */
export async function customerSessionChanged(client: QueryClient, siteId: number, customer: Customer | null): Promise<void> {
  const session = customerSessionQuery(siteId);
  await client.cancelQueries({ queryKey: customerKey(siteId) });
  client.removeQueries({ queryKey: customerKey(siteId), predicate: (query) => query.queryKey[2] !== 'session' });
  client.setQueryData(session.queryKey, { customer });
  await client.invalidateQueries({ queryKey: session.queryKey });
}

/**
 * Logs the visitor out on the server, then on the page. `beforeForget` runs between the two, e.g.
 * to leave a page only a customer may see before it notices the session is gone. A failed call
 * throws and changes nothing.
 */
export function useLogOut(siteId: number): (options?: { beforeForget?: () => void | Promise<void> }) => Promise<void> {
  const client = useQueryClient();
  return async ({ beforeForget } = {}) => {
    await api(endpoints.postCustomerLogout, { body: {} });
    await beforeForget?.();
    await customerSessionChanged(client, siteId, null);
  };
}
