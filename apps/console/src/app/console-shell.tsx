import './console-shell.css';
import type { ReactNode } from 'react';
import { mayUse } from '@commons/domain';
import { Link, Navigate, NavLink, Outlet, useLocation, useMatch, useNavigate } from 'react-router';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { CONSOLE_BASE, paths } from '../api/paths.ts';
import { SignOutButton, useSession, type ShellContext } from '../features/auth/index.ts';
import { SiteSwitcher } from '../features/sites/index.ts';

/**
 * The signed-in console: a header (the console's name, the site switcher for a person with several
 * sites, the pages of no one site a person may use — All staff, New site —, their name, Sign out)
 * over the page. Without a session it sends the person to the login,
 * to come back here; with one that must still set up a second factor, to that set-up.
 */
export function ConsoleShell() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const onSite = useMatch('/sites/:slug/*');
  const slug = onSite?.params.slug ?? null;

  if (session.isPending) return <ShellFrame main={<LoadingState label="Loading your console…" />} />;
  if (session.isError) {
    return (
      <ShellFrame
        main={
          <>
            <title>Something went wrong | Commons console</title>
            <h1>The console could not be loaded</h1>
            <ErrorState message="Your session could not be read." onRetry={() => void session.refetch()} />
          </>
        }
      />
    );
  }
  if (!session.data) return <Navigate to={paths.login(`${CONSOLE_BASE}${location.pathname}${location.search}`)} replace />;
  if (session.data.stage === 'enrolment') return <Navigate to={paths.enrolment(`${CONSOLE_BASE}${location.pathname}${location.search}`)} replace />;

  const { staff, sites } = session.data;
  // Switching keeps the page's kind: from one site's activity to the other's.
  const switchTo = (next: string) => {
    const rest = location.pathname.replace(/^\/sites\/[^/]+/, '');
    void navigate(`${paths.site(next)}${rest}`);
  };
  return (
    <ShellFrame
      bar={
        <>
          {sites.length > 1 ? <SiteSwitcher sites={sites} current={slug} onChange={switchTo} /> : null}
          <ConsoleNav mayManageStaff={mayUse(session.data.grants, 'staff.manage')} mayCreateSites={mayUse(session.data.grants, 'sites.create')} />
          <div className="shell__person">
            <Link className="shell__name" to={paths.account()} aria-label={`Your account: ${staff.name}`}>
              {staff.name}
            </Link>
            <SignOutButton />
          </div>
        </>
      }
      main={<Outlet context={{ session: session.data } satisfies ShellContext} />}
    />
  );
}

/** The console's pages of no one site, each shown only to those who may use it; nothing at all for the others. */
function ConsoleNav({ mayManageStaff, mayCreateSites }: { mayManageStaff: boolean; mayCreateSites: boolean }) {
  if (!mayManageStaff && !mayCreateSites) return null;
  return (
    <nav className="shell__nav" aria-label="Console">
      <ul>
        {mayManageStaff ? (
          <li>
            <NavLink className="button button--quiet" to={paths.allStaff()}>
              All staff
            </NavLink>
          </li>
        ) : null}
        {mayCreateSites ? (
          <li>
            <NavLink className="button button--quiet" to={paths.newSite()}>
              New site
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function ShellFrame({ bar, main }: { bar?: ReactNode; main: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link className="brand" to={paths.home()}>
            <span className="brand__mark" aria-hidden="true" />
            Commons console
          </Link>
          {bar}
        </div>
      </header>
      <main id="main-content" className="shell__main" tabIndex={-1}>
        {main}
      </main>
    </div>
  );
}
