import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { CustomerLoginSite, GuestOnly } from './account-guards.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { LoginPanel, type LoginMode } from './login-panel.tsx';
import './account.css';

/**
 * `/{site}/login` (docs/product/accounts.md#login). Once logged in, the guard sends the visitor on: back to the page
 * that sent them here, or to the account.
 */
export function LoginPage() {
  return (
    <CustomerLoginSite>
      <GuestOnly>
        <LoginScreen />
      </GuestOnly>
    </CustomerLoginSite>
  );
}

function LoginScreen() {
  const site = useSite();
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <div className="container account-page account-page--narrow">
      <PageHead title={`Log in | ${site.name}`} description={`Log in to your ${site.name} Dining account.`} noIndex />
      <h1 className="account-page__title" tabIndex={-1}>
        {ACCOUNT_TEXTS.loginHeading}
      </h1>
      <div className="account-card">
        <LoginPanel siteId={site.id} mode={mode} onModeChange={setMode} onLoggedIn={() => undefined} />
      </div>
      <p className="account-page__aside">
        New here? <Link to={paths.signup(site.slug)}>Sign up for an account</Link>
      </p>
    </div>
  );
}
