import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RouteAnnouncer } from '@commons/ui/route-announcer.tsx';
import { RouteError } from './route-error.tsx';

/** What every page shares: focus and title announcements after a navigation, scroll reset. */
function RootLayout() {
  return (
    <>
      <RouteAnnouncer />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** What shows while the first page's code loads: the same line as index.html's. */
function FirstLoad() {
  return (
    <p className="app-boot" role="status">
      Loading…
    </p>
  );
}

/**
 * The console's pages, relative to /console. The login and the second-factor set-up stand alone;
 * every other page is inside the signed-in shell, which sends a signed-out person to the login
 * and a person who must still set up a second factor to its page.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }) },
      { path: 'second-factor', lazy: async () => ({ Component: (await import('../features/auth/enrolment-page.tsx')).EnrolmentPage }) },
      {
        lazy: async () => ({ Component: (await import('./console-shell.tsx')).ConsoleShell }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/sites/sites-home.tsx')).SitesHome }) },
          { path: 'sites/:slug', lazy: async () => ({ Component: (await import('../features/sites/site-dashboard-page.tsx')).SiteDashboardPage }) },
          { path: 'sites/:slug/activity', lazy: async () => ({ Component: (await import('../features/activity/activity-page.tsx')).ActivityPage }) },
          { path: 'sites/:slug/settings', lazy: async () => ({ Component: (await import('../features/settings/settings-page.tsx')).SettingsPage }) },
          { path: 'sites/:slug/settings/:group', lazy: async () => ({ Component: (await import('../features/settings/settings-group-page.tsx')).SettingsGroupPage }) },
          { path: 'sites/:slug/live', lazy: async () => ({ Component: (await import('../features/live-status/live-status-page.tsx')).LiveStatusPage }) },
          { path: 'sites/:slug/dishes', lazy: async () => ({ Component: (await import('../features/dishes/dishes-page.tsx')).DishesPage }) },
          { path: 'sites/:slug/alerts', lazy: async () => ({ Component: (await import('../features/alerts/alerts-page.tsx')).AlertsPage }) },
          { path: 'sites/:slug/people', lazy: async () => ({ Component: (await import('../features/staff/people-page.tsx')).PeoplePage }) },
          { path: 'staff', lazy: async () => ({ Component: (await import('../features/staff/all-staff-page.tsx')).AllStaffPage }) },
          { path: 'account', lazy: async () => ({ Component: (await import('../features/auth/account-page.tsx')).AccountPage }) },
          { path: 'new-site', lazy: async () => ({ Component: (await import('../features/sites/new-site-page.tsx')).NewSitePage }) },
          { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];
