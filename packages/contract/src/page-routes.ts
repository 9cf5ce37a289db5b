/**
 * The web app's page addresses, in React Router's path syntax: one table the client router is built
 * from (apps/web/src/app/routes.tsx) and the server reads to answer each address with its page's
 * status and head (apps/server/src/modules/page-head/page-path.ts). A page added here needs a screen
 * in the one and a head in the other, or neither type-checks.
 *
 * Kept free of imports: the client's first chunk loads it.
 */

/** The app's own pages, which need no site (docs/product/site.md#routes), relative to the root; '' is the index. */
export const appRoutes = {
  landing: '',
  campuses: 'campuses',
  'mobile-privacy': 'mobile-privacy',
  'climate-friendly': 'climate-friendly',
  'customer-reset-password': 'customerResetPassword/:publicKey',
  'staff-reset-password': 'resetPassword/:publicKey',
  'not-found': '404',
  /** Any other address: the 404 page. */
  unknown: '*',
} as const;

/** The route under which a site's pages live; its parameter is the site's slug. */
export const SITE_ROUTE = ':site';

/** A site's pages (docs/product/site.md#routes), relative to `/{site}`; '' is the site's home. */
export const siteRoutes = {
  home: '',
  privacy: 'privacy',
  'terms-of-use': 'terms-of-use',
  'dine-on-campus-mobile-app': 'dine-on-campus-mobile-app',
  event: 'event/:eventId',
  'special-offer': 'special-offer/:specialId',
  'balanced-u-events': 'balanced-u-events',
  login: 'login',
  signup: 'signup',
  'customer-account': 'customer-account',
  'order-complete': 'order-complete',
  'cancel-reservation': 'cancel-reservation/:customerId/:reservationId',
  'dietary-health-form': 'dietary-health-form',
  'on-the-go-valentine-dining': 'on-the-go-valentine-dining',
  'not-found': '404',
  section: ':section',
  /** Any other address under the site: the site's 404 page. */
  unknown: '*',
} as const;

/**
 * Words no site may take as its slug (compared case-insensitively): the first path segments the
 * server answers itself (the staff console, the API, files, the app's bundles, health probes,
 * development pages) and the app's own pages, whose address a site's home would share.
 * Site creation refuses them (primitives.ts `newSiteSlug`); the server never reads a site from them.
 */
export const RESERVED_SLUGS = ['console', 'v1', 'files', 'assets', 'dev', 'healthz', 'readyz', 'campuses', 'mobile-privacy', 'climate-friendly', 'customerresetpassword', 'resetpassword', '404'] as const;

/**
 * Whether `slug` is one of the RESERVED_SLUGS, in any case. (No Set built at load: the public app's
 * first chunk loads this module, and code it does not call must drop out of it.)
 */
export const isReservedSlug = (slug: string): boolean => (RESERVED_SLUGS as readonly string[]).includes(slug.toLowerCase());

export type AppRouteName = keyof typeof appRoutes;
export type SiteRouteName = keyof typeof siteRoutes;

/** The page an address shows, with its parameters as the client router reads them (decoded). */
export type PageMatch =
  | { scope: 'app'; page: AppRouteName; params: Readonly<Record<string, string>> }
  | { scope: 'site'; page: SiteRouteName; params: Readonly<Record<string, string>> };

interface Candidate {
  match: Omit<PageMatch, 'params'>;
  segments: readonly string[];
  score: number;
}

const segmentsOf = (pattern: string) => pattern.split('/').filter((segment) => segment !== '');

/** React Router's ranking: more segments, static over dynamic, a splat last, an index route above its layout. */
function scoreOf(segments: readonly string[], isIndex: boolean): number {
  const splat = segments.at(-1) === '*';
  let score = segments.length + (splat ? -2 : 0) + (isIndex ? 2 : 0);
  for (const segment of splat ? segments.slice(0, -1) : segments) score += segment.startsWith(':') ? 3 : 10;
  return score;
}

function candidateOf(match: Candidate['match'], prefix: readonly string[], pattern: string): Candidate {
  const segments = [...prefix, ...segmentsOf(pattern)];
  return { match, segments, score: scoreOf(segments, pattern === '') };
}

const candidates: readonly Candidate[] = [
  ...Object.entries(appRoutes).map(([page, pattern]) => candidateOf({ scope: 'app', page: page as AppRouteName }, [], pattern)),
  ...Object.entries(siteRoutes).map(([page, pattern]) => candidateOf({ scope: 'site', page: page as SiteRouteName }, [SITE_ROUTE], pattern)),
  // Highest score first; a stable sort keeps the table's order among equals, as the router does.
].sort((a, b) => b.score - a.score);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function paramsOf(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  const splat = pattern.at(-1) === '*';
  const fixed = splat ? pattern.slice(0, -1) : pattern;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  if (splat) params['*'] = segments.slice(fixed.length).join('/');
  return params;
}

/**
 * The page at `path` (no query string), as the client router matches it: fixed segments compare
 * case-insensitively, a trailing or doubled slash changes nothing, parameters are decoded.
 */
export function matchPage(path: string): PageMatch {
  const segments = path.split('/').filter((segment) => segment !== '').map(decoded);
  for (const candidate of candidates) {
    const params = paramsOf(candidate.segments, segments);
    if (params) return { ...candidate.match, params } as PageMatch;
  }
  // Unreachable: the app's catch-all takes every address.
  return { scope: 'app', page: 'unknown', params: { '*': segments.join('/') } };
}

/** Every page's full pattern from the root, e.g. `:site/event/:eventId` (the client router's routes, flattened). */
export const pagePatterns: readonly string[] = [...Object.values(appRoutes), ...Object.values(siteRoutes).map((pattern) => (pattern === '' ? SITE_ROUTE : `${SITE_ROUTE}/${pattern}`))];
