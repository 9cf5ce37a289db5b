import { Link, useLocation } from 'react-router';
import { paths } from '../../api/paths.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

/** Login and sign-up bring the visitor back to this page (the account pages' `next`). */
const returning = (path: string, back: string) => `${path}?${new URLSearchParams({ next: back }).toString()}`;

/** Why an account is needed, then 'Log in' and 'Sign Up' (docs/product/purchase.md#subscriptions), each coming back here. */
export function LoginPrompt({ siteSlug, message }: { siteSlug: string; message: string }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <>
      <p>{message}</p>
      <p className="purchase-login">
        <Link className="button" to={returning(paths.login(siteSlug), back)}>
          {PURCHASE_TEXTS.logIn}
        </Link>
        <Link className="button button--ghost" to={returning(paths.signup(siteSlug), back)}>
          {PURCHASE_TEXTS.signUp}
        </Link>
      </p>
    </>
  );
}
