import { id, matchPage, slug, type PageMatch } from '@commons/contract';

/** The app's own pages, which need no site (docs/product/site.md#routes). */
export type AppPage = 'landing' | 'campuses' | 'mobile-privacy' | 'climate-friendly' | 'password-reset';
/** A site's pages with a fixed address (the cancel link's ids are the visitor's own, never looked up here). */
export type SitePage =
  | 'home'
  | 'privacy'
  | 'terms-of-use'
  | 'dine-on-campus-mobile-app'
  | 'balanced-u-events'
  | 'dietary-health-form'
  | 'on-the-go-valentine-dining'
  | 'order-complete'
  | 'login'
  | 'signup'
  | 'customer-account'
  | 'cancel-reservation';

/** Which page of the web app an address shows, as the client router matches it (the shared table, @commons/contract page-routes). */
export type PagePath =
  | { kind: 'app'; page: AppPage }
  | { kind: 'site'; site: string; page: SitePage }
  | { kind: 'section'; site: string; section: string }
  | { kind: 'event'; site: string; eventId: number }
  | { kind: 'special-offer'; site: string; specialId: number }
  | { kind: 'not-found' };

const NOT_FOUND: PagePath = { kind: 'not-found' };

/** An id as the detail pages read it: digits only, then the API's own bounds. */
function idOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,10}$/.test(segment)) return null;
  const parsed = id.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

function appPagePath(page: Extract<PageMatch, { scope: 'app' }>['page']): PagePath {
  switch (page) {
    case 'landing':
    case 'campuses':
    case 'mobile-privacy':
    case 'climate-friendly':
      return { kind: 'app', page };
    case 'customer-reset-password':
    case 'staff-reset-password':
      return { kind: 'app', page: 'password-reset' };
    case 'not-found':
    case 'unknown':
      return NOT_FOUND;
  }
}

function sitePagePath(site: string, { page, params }: Extract<PageMatch, { scope: 'site' }>): PagePath {
  switch (page) {
    case 'section': {
      const section = slug.safeParse(params.section);
      return section.success ? { kind: 'section', site, section: section.data } : NOT_FOUND;
    }
    case 'event': {
      const eventId = idOf(params.eventId);
      return eventId === null ? NOT_FOUND : { kind: 'event', site, eventId };
    }
    case 'special-offer': {
      const specialId = idOf(params.specialId);
      return specialId === null ? NOT_FOUND : { kind: 'special-offer', site, specialId };
    }
    case 'not-found':
    case 'unknown':
      return NOT_FOUND;
    default:
      return { kind: 'site', site, page };
  }
}

/**
 * The page at `path` (no query string), matched against the client router's own table; slugs and
 * ids must also pass the API's checks, since one the API refuses shows the client's 404 page.
 */
export function pagePathOf(path: string): PagePath {
  const match = matchPage(path);
  if (match.scope === 'app') return appPagePath(match.page);
  const site = slug.safeParse(match.params.site);
  return site.success ? sitePagePath(site.data, match) : NOT_FOUND;
}
