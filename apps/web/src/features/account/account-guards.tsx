import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { Customer } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { useCustomerSession } from '../../site/customer-session.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { SiteNotFoundPage } from '../not-found/index.ts';
import { loginReturningTo, RETURN_PARAM, returnPath } from './return-path.ts';

/** The account pages exist only on sites with customer login; elsewhere they are the site's 404 page. */
export function CustomerLoginSite({ children }: { children: ReactNode }) {
  const site = useSite();
  return site.customer_login ? children : <SiteNotFoundPage />;
}

/**
 * Login and sign-up (docs/product/accounts.md#sessions): a logged-in visitor is sent on, to the page they came to log in
 * for or to the account. This is also how a successful login or sign-up leaves the page: the
 * session query now names the customer.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const site = useSite();
  const [params] = useSearchParams();
  const session = useCustomerSession(site.id);
  if (session.customer) return <Navigate replace to={returnPath(site.slug, params.get(RETURN_PARAM), paths.customerAccount(site.slug))} />;
  if (session.isPending) return <LoadingState label="Loading…" />;
  return children;
}

/**
 * The account (docs/product/accounts.md#sessions): a logged-out visitor is sent to the login page, which brings them back
 * here (with the same tab) once logged in.
 */
export function CustomerOnly({ children }: { children: (customer: Customer) => ReactNode }) {
  const site = useSite();
  const location = useLocation();
  const session = useCustomerSession(site.id);
  if (session.customer) return children(session.customer);
  if (session.isPending) return <LoadingState label="Loading your account…" />;
  if (session.isError) return <ErrorState message="We're sorry, but something went wrong." onRetry={session.retry} />;
  return <Navigate replace to={loginReturningTo(paths.login(site.slug), `${location.pathname}${location.search}`)} />;
}
