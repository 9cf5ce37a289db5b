import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { LoginPanel, type LoginMode } from '../account/index.ts';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';

/** A logged-out visitor logs in here, in place; the wizard shows once the session names them. */
export function LoginPrompt({ siteId, siteSlug }: { siteId: number; siteSlug: string }) {
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <section className="res-login account-card" aria-labelledby="res-login-heading">
      <h2 id="res-login-heading" className="res-step__title">
        {RESERVATION_UI_TEXTS.loginPrompt}
      </h2>
      <LoginPanel siteId={siteId} mode={mode} onModeChange={setMode} onLoggedIn={() => undefined} />
      <p className="account-page__aside">
        New here? <Link to={paths.signup(siteSlug)}>Sign up for an account</Link>
      </p>
    </section>
  );
}
