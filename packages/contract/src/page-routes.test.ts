import { describe, expect, it } from 'vitest';
import { matchPage, pagePatterns } from './page-routes.ts';

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
