import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { CustomerLoginSite, GuestOnly } from './account-guards.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { SignUpForm } from './sign-up-form.tsx';
import './account.css';

/** `/{site}/signup` (docs/product/accounts.md#sign-up): only on sites with customer login, and only for visitors not logged in. */
export function SignUpPage() {
  return (
    <CustomerLoginSite>
      <GuestOnly>
        <SignUpScreen />
      </GuestOnly>
    </CustomerLoginSite>
  );
}

function SignUpScreen() {
  const site = useSite();
  return (
    <div className="container account-page account-page--medium">
      <PageHead title={`${ACCOUNT_TEXTS.signUpTitle} | ${site.name}`} description={`Create your ${site.name} Dining account.`} noIndex />
      <h1 className="account-page__title" tabIndex={-1}>
        {ACCOUNT_TEXTS.signUpTitle}
      </h1>
      <p className="account-page__lead">Fields marked * are required.</p>
      <div className="account-card">
        <SignUpForm siteId={site.id} />
      </div>
      <p className="account-page__aside">
        Already have an account? <Link to={paths.login(site.slug)}>Log in</Link>
      </p>
    </div>
  );
}
