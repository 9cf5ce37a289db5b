import { describe, expect, it } from 'vitest';
import { appRoutes, isReservedSlug, matchPage, pagePatterns, RESERVED_SLUGS } from './page-routes.ts';
import { newSiteSlug } from './primitives.ts';

describe('matchPage', () => {
  it("names the app's own pages before any site, case-insensitively", () => {
    expect(matchPage('/')).toEqual({ scope: 'app', page: 'landing', params: {} });
    expect(matchPage('/Campuses/')).toEqual({ scope: 'app', page: 'campuses', params: {} });
    expect(matchPage('/customerresetpassword/abc_DEF-1')).toEqual({ scope: 'app', page: 'customer-reset-password', params: { publicKey: 'abc_DEF-1' } });
    expect(matchPage('/resetPassword/abc')).toEqual({ scope: 'app', page: 'staff-reset-password', params: { publicKey: 'abc' } });
    expect(matchPage('/404')).toEqual({ scope: 'app', page: 'not-found', params: {} });
  });

  it("names a site's pages, fixed names over a section of the same place", () => {
    expect(matchPage('/northfield')).toEqual({ scope: 'site', page: 'home', params: { site: 'northfield' } });
    expect(matchPage('/northfield/LOGIN/')).toEqual({ scope: 'site', page: 'login', params: { site: 'northfield' } });
    expect(matchPage('/northfield/signup')).toEqual({ scope: 'site', page: 'signup', params: { site: 'northfield' } });
    expect(matchPage('/northfield/customer-account')).toEqual({ scope: 'site', page: 'customer-account', params: { site: 'northfield' } });
    expect(matchPage('/northfield/cancel-reservation/c%20x/r9')).toEqual({
      scope: 'site',
      page: 'cancel-reservation',
      params: { site: 'northfield', customerId: 'c x', reservationId: 'r9' },
    });
    expect(matchPage('/northfield/event/12')).toEqual({ scope: 'site', page: 'event', params: { site: 'northfield', eventId: '12' } });
    expect(matchPage('/northfield/404')).toEqual({ scope: 'site', page: 'not-found', params: { site: 'northfield' } });
    expect(matchPage('/northfield/about-us')).toEqual({ scope: 'site', page: 'section', params: { site: 'northfield', section: 'about-us' } });
    // A site whose slug is an app page's name still has its sections.
    expect(matchPage('/campuses/events')).toEqual({ scope: 'site', page: 'section', params: { site: 'campuses', section: 'events' } });
  });

  it("leaves other addresses to the catch-alls: the site's 404 page under a site, else the app's", () => {
    expect(matchPage('/northfield/about-us/more')).toEqual({ scope: 'site', page: 'unknown', params: { site: 'northfield', '*': 'about-us/more' } });
    expect(matchPage('/northfield/cancel-reservation/c1')).toEqual({ scope: 'site', page: 'unknown', params: { site: 'northfield', '*': 'cancel-reservation/c1' } });
  });

  it('lists every page from the root, as the client router flattens them', () => {
    expect(pagePatterns).toContain(':site');
    expect(pagePatterns).toContain(':site/cancel-reservation/:customerId/:reservationId');
    expect(pagePatterns).toContain('*');
    expect(pagePatterns).toContain(':site/*');
  });
});

describe('reserved slugs', () => {
  it('keep the staff console, the API, files and probes for the platform', () => {
    for (const word of ['console', 'v1', 'files', 'assets', 'dev', 'healthz', 'readyz']) expect(RESERVED_SLUGS, word).toContain(word);
  });

  it("keep the first word of each of the app's own pages, so no site's home shares an app page's address", () => {
    const firstWords = Object.values(appRoutes)
      .map((pattern) => pattern.split('/')[0] ?? '')
      .filter((word) => word !== '' && !word.startsWith(':') && word !== '*');
    for (const word of firstWords) expect(isReservedSlug(word), word).toBe(true);
  });

  it('are matched in any case, as slugs are', () => {
    expect(isReservedSlug('Console')).toBe(true);
    expect(isReservedSlug('CONSOLE')).toBe(true);
    expect(isReservedSlug('resetPassword')).toBe(true);
    expect(isReservedSlug('northfield')).toBe(false);
    expect(isReservedSlug('consoles')).toBe(false);
    // Stored lower-case, so a lookup in any case finds them.
    for (const word of RESERVED_SLUGS) expect(word).toBe(word.toLowerCase());
  });

  it("are refused as a new site's slug, with a message that says why", () => {
    for (const taken of ['console', 'Console', 'v1', 'campuses']) {
      const result = newSiteSlug.safeParse(taken);
      expect(result.success, taken).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('This slug is reserved for the platform: choose another.');
    }
    expect(newSiteSlug.parse(' northfield ')).toBe('northfield');
    expect(newSiteSlug.safeParse('console-team').success).toBe(true);
  });
});
