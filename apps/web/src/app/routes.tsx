import { Outlet, ScrollRestoration, type LazyRouteFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { appRoutes, SITE_ROUTE, siteRoutes, type AppRouteName, type SiteRouteName } from '@commons/contract/page-routes';
import { RouteAnnouncer } from '@commons/ui/route-announcer.tsx';
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

/** A page's screen, loaded when the page is first visited. */
type Screen = LazyRouteFunction<RouteObject>;

/** The screen of each of the app's own pages (the shared table's appRoutes, docs/product/site.md#routes). */
const appScreens: Record<AppRouteName, Screen> = {
  landing: async () => ({ Component: (await import('../features/landing/landing-page.tsx')).LandingPage }),
  campuses: async () => ({ Component: (await import('../features/campuses/campuses-page.tsx')).CampusesPage }),
  'mobile-privacy': async () => ({ Component: (await import('../features/static-pages/mobile-privacy-page.tsx')).MobilePrivacyPage }),
  'climate-friendly': async () => ({ Component: (await import('../features/static-pages/climate-friendly-page.tsx')).ClimateFriendlyPage }),
  'customer-reset-password': async () => ({ Component: (await import('../features/password-reset/index.ts')).CustomerResetPasswordPage }),
  'staff-reset-password': async () => ({ Component: (await import('../features/password-reset/index.ts')).StaffResetPasswordPage }),
  'not-found': notFound,
  unknown: notFound,
};

/** The screen of each of a site's pages (the shared table's siteRoutes). */
const siteScreens: Record<SiteRouteName, Screen> = {
  home: async () => ({ Component: (await import('../features/home/site-home-page.tsx')).SiteHomePage }),
  privacy: async () => ({ Component: (await import('../features/static-pages/site-privacy-page.tsx')).SitePrivacyPage }),
  'terms-of-use': async () => ({ Component: (await import('../features/static-pages/terms-of-use-page.tsx')).TermsOfUsePage }),
  'dine-on-campus-mobile-app': async () => {
    const { mobileAppLoader, MobileAppPage } = await import('../features/static-pages/mobile-app-page.tsx');
    return { loader: mobileAppLoader, Component: MobileAppPage };
  },
  event: async () => ({ Component: (await import('../features/events/event-detail-page.tsx')).EventDetailPage }),
  'special-offer': async () => ({ Component: (await import('../features/special-offers/special-offer-detail-page.tsx')).SpecialOfferDetailPage }),
  'balanced-u-events': async () => ({ Component: (await import('../features/events/wellness-events-page.tsx')).WellnessEventsPage }),
  // The account pages and their forms load only when visited (docs/product/accounts.md#account-page).
  login: async () => ({ Component: (await import('../features/account/login-page.tsx')).LoginPage }),
  signup: async () => ({ Component: (await import('../features/account/sign-up-page.tsx')).SignUpPage }),
  'customer-account': async () => {
    // The account page shows the reservations feature's tab; app/ joins the two, so neither feature imports the other in a circle.
    const [{ AccountPage }, { ReservationsTab }] = await Promise.all([import('../features/account/account-page.tsx'), import('../features/reservations/index.ts')]);
    return { Component: () => <AccountPage reservationsTab={ReservationsTab} /> };
  },
  // The thanks after a meal plan order (docs/product/purchase.md#order-complete), loaded with the order.
  'order-complete': async () => ({ Component: (await import('../features/purchase/order-complete-page.tsx')).OrderCompletePage }),
  'cancel-reservation': async () => ({ Component: (await import('../features/reservations/index.ts')).CancelReservationPage }),
  // The public forms (docs/product/forms.md); the on-the-go page is the site's 404 where show_on_the_go is off.
  'dietary-health-form': async () => ({ Component: (await import('../features/dietary-health/index.ts')).DietaryHealthPage }),
  'on-the-go-valentine-dining': async () => ({ Component: (await import('../features/on-the-go/index.ts')).OnTheGoPage }),
  'not-found': siteNotFound,
  section: async () => {
    const [{ createSectionLoader, SectionRoute }, { siteForChildRoute }] = await Promise.all([import('./section-route.tsx'), siteRoute()]);
    return { loader: createSectionLoader({ queryClient, siteOf: siteForChildRoute }), Component: SectionRoute, shouldRevalidate: samePageKeepsData };
  },
  unknown: siteNotFound,
};

/** The routes of one table, each with its screen; '' is the index route. */
function routesOf<Name extends string>(table: Readonly<Record<Name, string>>, screens: Readonly<Record<Name, Screen>>): RouteObject[] {
  return (Object.keys(table) as Name[]).map((name) => (table[name] === '' ? { index: true, lazy: screens[name] } : { path: table[name], lazy: screens[name] }));
}

/**
 * Every page of the app, from the table the server also answers from (@commons/contract/page-routes),
 * so no address can show a page here and be a 404 there.
 */
export const routes: RouteObject[] = [
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
      ...routesOf(appRoutes, appScreens),
      {
        path: SITE_ROUTE,
        id: 'site',
        lazy: async () => {
          const { siteLoader, SiteRoute } = await siteRoute();
          return { loader: siteLoader, Component: SiteRoute, shouldRevalidate: samePageKeepsData };
        },
        children: routesOf(siteRoutes, siteScreens),
      },
    ],
  },
];

