import { describe, expect, it } from 'vitest';
import { pagePathOf } from './page-path.ts';

describe('pagePathOf', () => {
  it('names the password reset pages, whatever their key', () => {
    expect(pagePathOf('/customerResetPassword/abc_DEF-123')).toEqual({ kind: 'app', page: 'password-reset' });
    expect(pagePathOf('/resetPassword/abc')).toEqual({ kind: 'app', page: 'password-reset' });
    expect(pagePathOf('/resetpassword/abc/')).toEqual({ kind: 'app', page: 'password-reset' });
    expect(pagePathOf('/resetPassword/abc/more')).toEqual({ kind: 'not-found' });
  });

  it("names the app's own pages, case-insensitively as the client router does", () => {
    expect(pagePathOf('/')).toEqual({ kind: 'app', page: 'landing' });
    expect(pagePathOf('/Campuses/')).toEqual({ kind: 'app', page: 'campuses' });
    expect(pagePathOf('/mobile-privacy')).toEqual({ kind: 'app', page: 'mobile-privacy' });
    expect(pagePathOf('/climate-friendly')).toEqual({ kind: 'app', page: 'climate-friendly' });
    expect(pagePathOf('/404')).toEqual({ kind: 'not-found' });
  });

  it("names a site's pages, its sections and its detail pages", () => {
    expect(pagePathOf('/northfield/')).toEqual({ kind: 'site', site: 'northfield', page: 'home' });
    expect(pagePathOf('/northfield/Privacy')).toEqual({ kind: 'site', site: 'northfield', page: 'privacy' });
    expect(pagePathOf('/northfield/balanced-u-events')).toEqual({ kind: 'site', site: 'northfield', page: 'balanced-u-events' });
    expect(pagePathOf('/northfield/Order-Complete/')).toEqual({ kind: 'site', site: 'northfield', page: 'order-complete' });
    expect(pagePathOf('/northfield/events/')).toEqual({ kind: 'section', site: 'northfield', section: 'events' });
    expect(pagePathOf('/northfield/event/12')).toEqual({ kind: 'event', site: 'northfield', eventId: 12 });
    expect(pagePathOf('/northfield/special-offer/7')).toEqual({ kind: 'special-offer', site: 'northfield', specialId: 7 });
    expect(pagePathOf('/northfield/Login')).toEqual({ kind: 'site', site: 'northfield', page: 'login' });
    expect(pagePathOf('/northfield/signup/')).toEqual({ kind: 'site', site: 'northfield', page: 'signup' });
    expect(pagePathOf('/northfield/customer-account')).toEqual({ kind: 'site', site: 'northfield', page: 'customer-account' });
    expect(pagePathOf('/northfield/cancel-reservation/c8Xk2pQ/r-4Zt9')).toEqual({ kind: 'site', site: 'northfield', page: 'cancel-reservation' });
    // A page of a site that happens to share an app page's name.
    expect(pagePathOf('/campuses/events')).toEqual({ kind: 'section', site: 'campuses', section: 'events' });
  });

  it('leaves the addresses no page matches, and slugs or ids the API refuses, to the 404 page', () => {
    for (const path of [
      '/northfield/about-us/more',
      '/northfield/event/abc',
      '/northfield/event/0',
      '/northfield/event/99999999999',
      '/northfield/special-offer/-1',
      '/northfield/photos/1',
      '/%3Cscript%3E',
      '/a"b/x',
      '/northfield/%E0%A4%A',
      `/${'x'.repeat(101)}`,
    ]) {
      expect(pagePathOf(path), path).toEqual({ kind: 'not-found' });
    }
  });
});
