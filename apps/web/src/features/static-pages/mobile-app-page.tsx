import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { isMobileUserAgent } from '../user-agent/index.ts';
import { PageHead } from '../../ui/page-head.tsx';
import './static-pages.css';

const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** The page is for phones and tablets only; elsewhere it is the site home (docs/product/site.md#static-pages). */
export function mobileAppLoader({ params }: LoaderFunctionArgs) {
  return isMobileUserAgent(window.navigator.userAgent) ? null : redirect(paths.siteHome(params.site ?? ''));
}

/** `/{site}/dine-on-campus-mobile-app`: where to get the site's mobile app (phones and tablets only). */
export function MobileAppPage() {
  const site = useSite();
  const ios = site.mobile?.ios_url ?? null;
  const android = site.mobile?.android_url ?? null;
  const appLink = site.mobile?.app_link ?? null;
  const hasApp = isWebAddress(ios) || isWebAddress(android) || isWebAddress(appLink);

  return (
    <div className="container site-text-page">
      <PageHead
        title={`Dine On Campus Mobile App | ${site.name}`}
        description={`Get the ${site.name} Dining mobile app: menus, hours and nutrition information on your phone.`}
      />
      <article className="text-page">
        <h1 tabIndex={-1}>Dine On Campus Mobile App</h1>
        <p className="page-lead">
          Take {site.name} Dining with you: see what's open, browse today's menus with nutrition and allergen information, and get notified
          about events and special offers.
        </p>
        {hasApp ? (
          <>
            <h2>Get the app</h2>
            <ul className="store-links">
              {isWebAddress(ios) ? (
                <li>
                  <a className="button" href={ios} rel="noopener noreferrer">
                    Download on the App Store
                  </a>
                </li>
              ) : null}
              {isWebAddress(android) ? (
                <li>
                  <a className="button" href={android} rel="noopener noreferrer">
                    Get it on Google Play
                  </a>
                </li>
              ) : null}
              {isWebAddress(appLink) ? (
                <li>
                  <a className="button button--ghost" href={appLink} rel="noopener noreferrer">
                    Open the app
                  </a>
                </li>
              ) : null}
            </ul>
            <p>The app is free. It works on iPhone and iPad with iOS 16 or later and on Android 9 or later.</p>
          </>
        ) : (
          <p>A mobile app is not available for {site.name} Dining yet. Everything is on this website, which works on your phone too.</p>
        )}
      </article>
    </div>
  );
}
