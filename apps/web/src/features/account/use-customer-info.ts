import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { customerSessionChanged } from '../../site/customer-session.ts';
import { accountQueries } from './queries.ts';

/** The session ended or belongs to someone else: the server will not give this customer's data to this browser. */
const isLoggedOutAnswer = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The logged-in customer's profile (`customer/info`). When the server refuses it because the
 * session is gone, the visitor is logged out on the page too (docs/product/accounts.md#sessions, #messages), and the account's
 * guard sends them to the login page.
 */
export function useCustomerInfo(siteId: number, customerId: number) {
  const client = useQueryClient();
  const query = useQuery(accountQueries.info(siteId, customerId));
  const isLoggedOut = isLoggedOutAnswer(query.error);
  useEffect(() => {
    if (isLoggedOut) void customerSessionChanged(client, siteId, null);
  }, [client, isLoggedOut, siteId]);
  return { ...query, isLoggedOut };
}
