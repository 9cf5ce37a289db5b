import { id, slug } from '@commons/contract';

/** The app's own pages, which need no site (spec 01 §2). */
export type AppPage = 'landing' | 'campuses' | 'mobile-privacy' | 'climate-friendly' | 'password-reset';
/** A site's pages with a fixed address. */
export type SitePage =
  | 'home'
  | 'privacy'
  | 'terms-of-use'
  | 'dine-on-campus-mobile-app'
  | 'balanced-u-events'
  | 'dietary-health-form'
  | 'on-the-go-valentine-dining'
  | 'order-complete';

/** Which page of the web app an address shows, as the client router matches it (apps/web/src/app/router.tsx). */
export type PagePath =
  | { kind: 'app'; page: AppPage }
  | { kind: 'site'; site: string; page: SitePage }
  | { kind: 'section'; site: string; section: string }
  | { kind: 'event'; site: string; eventId: number }
  | { kind: 'special-offer'; site: string; specialId: number }
  | { kind: 'not-found' };

const appPages: Readonly<Record<string, AppPage>> = { campuses: 'campuses', 'mobile-privacy': 'mobile-privacy', 'climate-friendly': 'climate-friendly' };
const sitePages: Readonly<Record<string, SitePage>> = {
  privacy: 'privacy',
  'terms-of-use': 'terms-of-use',
  'dine-on-campus-mobile-app': 'dine-on-campus-mobile-app',
  'balanced-u-events': 'balanced-u-events',
  'dietary-health-form': 'dietary-health-form',
  'on-the-go-valentine-dining': 'on-the-go-valentine-dining',
  'order-complete': 'order-complete',
};

const NOT_FOUND: PagePath = { kind: 'not-found' };
/** The password reset pages (spec 01 §2), whose second segment is a reset link's key. */
const RESET_PAGES = new Set(['customerresetpassword', 'resetpassword']);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An id as the detail pages read it: digits only, then the API's own bounds. */
function idOf(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const parsed = id.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/**
 * The page at `path` (no query string). Like the client router, fixed segments compare
 * case-insensitively and a trailing slash changes nothing; slugs must pass the API's own check,
 * since a slug the API refuses shows the client's 404 page.
 */
export function pagePathOf(path: string): PagePath {
  const segments = path.split('/').filter((segment) => segment !== '').map(decoded);
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return { kind: 'app', page: 'landing' };
  if (second === undefined) {
    const name = first.toLowerCase();
    if (Object.hasOwn(appPages, name)) return { kind: 'app', page: appPages[name] as AppPage };
    if (name === '404') return NOT_FOUND;
  }
  if (second !== undefined && third === undefined && RESET_PAGES.has(first.toLowerCase())) return { kind: 'app', page: 'password-reset' };
  const site = slug.safeParse(first);
  if (!site.success || rest.length > 0) return NOT_FOUND;
  if (second === undefined) return { kind: 'site', site: site.data, page: 'home' };
  const sub = second.toLowerCase();
  if (third === undefined) {
    if (Object.hasOwn(sitePages, sub)) return { kind: 'site', site: site.data, page: sitePages[sub] as SitePage };
    const section = slug.safeParse(second);
    return section.success ? { kind: 'section', site: site.data, section: section.data } : NOT_FOUND;
  }
  const detailId = idOf(third);
  if (detailId === null) return NOT_FOUND;
  if (sub === 'event') return { kind: 'event', site: site.data, eventId: detailId };
  if (sub === 'special-offer') return { kind: 'special-offer', site: site.data, specialId: detailId };
  return NOT_FOUND;
}
