import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { useCustomerSession, useLogOut } from '../../site/customer-session.ts';
import { notify } from '@commons/ui/toast.ts';
import { UserArea } from './user-area.tsx';

/** The login dialog's code (forms, zod, React Aria's modal) loads when it is first wanted, never with the page. */
const loadLoginDialog = () => import('../../features/account/login-dialog.tsx');
const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));

const LOGOUT_FAILED = 'Sorry, we ran into an unexpected error.';

/**
 * The header's user area with the visitor's session: logged out, the login text opens the login
 * dialog; logged in, 'Logout' ends the session (and leaves the account pages for the home page).
 */
export function CustomerUserArea({ site }: { site: Site }) {
  const session = useCustomerSession(site.id, site.customer_login);
  const logOut = useLogOut(site.id);
  const navigate = useNavigate();
  const location = useLocation();
  const [isLoginOpen, setLoginOpen] = useState(false);
  const loginRef = useRef<HTMLButtonElement>(null);
  const isOnAccount = location.pathname.toLowerCase().startsWith(paths.customerAccount(site.slug).toLowerCase());

  const logout = async () => {
    try {
      // flushSync: the home page replaces the account before the session is forgotten, so the account's guard never sends to the login page.
      await logOut({ beforeForget: isOnAccount ? () => navigate(paths.siteHome(site.slug), { flushSync: true }) : undefined });
      notify('You have been logged out.', 'info');
      // Staying on the page, focus goes to the login button that took Logout's place; a new page gets it from the route announcer.
      if (!isOnAccount) requestAnimationFrame(() => loginRef.current?.focus());
    } catch {
      notify(LOGOUT_FAILED, 'error');
    }
  };

  return (
    <>
      <UserArea
        ref={loginRef}
        site={site}
        isLoggedIn={session.customer !== null}
        onLogin={() => setLoginOpen(true)}
        onLoginIntent={() => void loadLoginDialog()}
        onLogout={() => void logout()}
      />
      {isLoginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog site={site} onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
