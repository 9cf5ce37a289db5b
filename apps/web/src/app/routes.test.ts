import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, matchPage, pagePatterns, SITE_ROUTE, siteRoutes } from '@commons/contract/page-routes';
import { routes } from './routes.tsx';

/** Every route's full pattern from the root, as the router flattens them (the root layout has none of its own). */
function patternsOf(list: readonly RouteObject[], parent: string | null = null): string[] {
  return list.flatMap((route) => {
    const own = route.index ? (parent ?? '') : [parent, route.path].filter((part) => part !== null && part !== undefined && part !== '').join('/');
    const below = route.children ? patternsOf(route.children, route.path === undefined ? parent : own) : [];
    return route.path === undefined && !route.index ? below : [own, ...below];
  });
}

/** The pattern of the page the router shows at `path`: the deepest match's full path. */
function routerPatternAt(path: string): string | null {
  const matches = matchRoutes(routes, path);
  const parts = (matches ?? []).map((m) => m.route.path).filter((part): part is string => part !== undefined && part !== '');
  return matches ? parts.join('/') : null;
}

/** The pattern the shared table (which the server answers from) names at `path`. */
function tablePatternAt(path: string): string {
  const match = matchPage(path);
  if (match.scope === 'app') return appRoutes[match.page];
  const relative = siteRoutes[match.page];
  return relative === '' ? SITE_ROUTE : `${SITE_ROUTE}/${relative}`;
}

/** An address of each pattern, its parameters filled in. */
const addressOf = (pattern: string, fill: (name: string) => string) =>
  `/${pattern
    .split('/')
    .map((part) => (part === '*' ? 'any/thing' : part.startsWith(':') ? fill(part.slice(1)) : part))
    .join('/')}`;

describe('the client router and the shared page table', () => {
  it('has exactly the routes of the table, no more and no fewer', () => {
    // The site layout route is the parent of the site's pages, not a page of its own beside its index.
    const flattened = patternsOf(routes).filter((pattern, index, all) => all.indexOf(pattern) === index);
    expect([...flattened].sort()).toEqual([...pagePatterns].sort());
  });

  it('shows at every address the page the server answers for', () => {
    const samples = new Set<string>(['/', '/campuses/events', '/customerResetPassword/privacy', '/404/login', '/northfield/about-us/more', '/northfield/cancel-reservation/c1', '/a/b/c/d/e']);
    for (const pattern of pagePatterns) {
      samples.add(addressOf(pattern, (name) => (name === 'site' ? 'northfield' : `${name}-1`)));
      samples.add(`${addressOf(pattern, (name) => (name === 'site' ? 'Lakeside' : '7'))}/`.toUpperCase());
      samples.add(addressOf(pattern, (name) => (name === 'site' ? 'campuses' : 'login')));
    }
    for (const path of samples) expect(routerPatternAt(path), path).toBe(tablePatternAt(path));
  });
});
