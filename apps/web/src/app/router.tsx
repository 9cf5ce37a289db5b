import { createBrowserRouter, Outlet, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import { RouteAnnouncer } from '../ui/route-announcer.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { queryClient } from './query-client.ts';
import { RouteError } from './route-error.tsx';

/** What every page shares: the navigation progress bar, focus and title announcements, scroll reset. */
function RootLayout() {
  return (
    <>
      <ProgressBar />
      <RouteAnnouncer />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The site guard and layout load with the first site page, so the landing page stays small. */
const siteRoute = () => import('./site-route.tsx');

/**
 * A page's own state lives in its query string (the menu's location, date and filters): changing
 * it keeps the site and section already loaded instead of loading them again.
 */
const samePageKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
const notFound = async () => ({ Component: (await import('../features/not-found/index.ts')).NotFoundPage });
const siteNotFound = async () => ({ Component: (await import('../features/not-found/index.ts')).SiteNotFoundPage });

export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    // The same words index.html shows until the app runs, while the first page's code and data load.
    hydrateFallbackElement: (
      <p className="app-boot" role="status">
        Loading…
      </p>
    ),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/landing/landing-page.tsx')).LandingPage }) },
      { path: 'campuses', lazy: async () => ({ Component: (await import('../features/campuses/campuses-page.tsx')).CampusesPage }) },
      {
        path: 'mobile-privacy',
        lazy: async () => ({ Component: (await import('../features/static-pages/mobile-privacy-page.tsx')).MobilePrivacyPage }),
      },
      {
        path: 'climate-friendly',
        lazy: async () => ({ Component: (await import('../features/static-pages/climate-friendly-page.tsx')).ClimateFriendlyPage }),
      },
      {
        path: 'customerResetPassword/:publicKey',
        lazy: async () => ({ Component: (await import('../features/password-reset/index.ts')).CustomerResetPasswordPage }),
      },
      {
        path: 'resetPassword/:publicKey',
        lazy: async () => ({ Component: (await import('../features/password-reset/index.ts')).StaffResetPasswordPage }),
      },
      { path: '404', lazy: notFound },
      {
        path: ':site',
        id: 'site',
        lazy: async () => {
          const { siteLoader, SiteRoute } = await siteRoute();
          return { loader: siteLoader, Component: SiteRoute, shouldRevalidate: samePageKeepsData };
        },
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/site-home-page.tsx')).SiteHomePage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../features/static-pages/site-privacy-page.tsx')).SitePrivacyPage }) },
          { path: 'terms-of-use', lazy: async () => ({ Component: (await import('../features/static-pages/terms-of-use-page.tsx')).TermsOfUsePage }) },
          {
            path: 'dine-on-campus-mobile-app',
            lazy: async () => {
              const { mobileAppLoader, MobileAppPage } = await import('../features/static-pages/mobile-app-page.tsx');
              return { loader: mobileAppLoader, Component: MobileAppPage };
            },
          },
          {
            path: 'event/:eventId',
            lazy: async () => ({ Component: (await import('../features/events/event-detail-page.tsx')).EventDetailPage }),
          },
          {
            path: 'special-offer/:specialId',
            lazy: async () => ({ Component: (await import('../features/special-offers/special-offer-detail-page.tsx')).SpecialOfferDetailPage }),
          },
          {
            path: 'balanced-u-events',
            lazy: async () => ({ Component: (await import('../features/events/wellness-events-page.tsx')).WellnessEventsPage }),
          },
          // The account pages and their forms load only when visited (docs/product/accounts.md#account-page).
          { path: 'login', lazy: async () => ({ Component: (await import('../features/account/login-page.tsx')).LoginPage }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('../features/account/sign-up-page.tsx')).SignUpPage }) },
          {
            path: 'customer-account',
            lazy: async () => {
              // The account page shows the reservations feature's tab; app/ joins the two, so neither feature imports the other in a circle.
              const [{ AccountPage }, { ReservationsTab }] = await Promise.all([import('../features/account/account-page.tsx'), import('../features/reservations/index.ts')]);
              return { Component: () => <AccountPage reservationsTab={ReservationsTab} /> };
            },
          },
          // The thanks after a meal plan order (docs/product/purchase.md#order-complete), loaded with the order.
          { path: 'order-complete', lazy: async () => ({ Component: (await import('../features/purchase/order-complete-page.tsx')).OrderCompletePage }) },
          {
            path: 'cancel-reservation/:customerId/:reservationId',
            lazy: async () => ({ Component: (await import('../features/reservations/index.ts')).CancelReservationPage }),
          },
          // The public forms (docs/product/forms.md); the on-the-go page is the site's 404 where show_on_the_go is off.
          { path: 'dietary-health-form', lazy: async () => ({ Component: (await import('../features/dietary-health/index.ts')).DietaryHealthPage }) },
          { path: 'on-the-go-valentine-dining', lazy: async () => ({ Component: (await import('../features/on-the-go/index.ts')).OnTheGoPage }) },
          { path: '404', lazy: siteNotFound },
          {
            path: ':section',
            lazy: async () => {
              const [{ createSectionLoader, SectionRoute }, { siteForChildRoute }] = await Promise.all([
                import('./section-route.tsx'),
                siteRoute(),
              ]);
              return { loader: createSectionLoader({ queryClient, siteOf: siteForChildRoute }), Component: SectionRoute, shouldRevalidate: samePageKeepsData };
            },
          },
          { path: '*', lazy: siteNotFound },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
]);
