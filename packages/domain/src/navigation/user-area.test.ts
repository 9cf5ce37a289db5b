import { describe, expect, it } from 'vitest';
import { userAreaItems } from './user-area.ts';
import { headerContactLinks } from './header-contact.ts';

describe('userAreaItems', () => {
  const site = { slug: 'northfield', customer_login: true, customer_login_text: 'Student Login' };

  it("offers the site's login text and 'Sign Up' when logged out", () => {
    expect(userAreaItems(site, false)).toEqual([
      { kind: 'login', label: 'Student Login', href: '/northfield/login' },
      { kind: 'link', label: 'Sign Up', href: '/northfield/signup' },
    ]);
  });
  it("defaults the login text to 'Login'", () => {
    expect(userAreaItems({ ...site, customer_login_text: null }, false)[0]).toMatchObject({ label: 'Login' });
  });
  it('offers nothing when the site has no customer login', () => {
    expect(userAreaItems({ ...site, customer_login: false }, false)).toEqual([]);
  });
  it("offers 'Manage Account' and 'Logout' when logged in", () => {
    expect(userAreaItems(site, true)).toEqual([
      { kind: 'link', label: 'Manage Account', href: '/northfield/customer-account' },
      { kind: 'logout', label: 'Logout' },
    ]);
  });
});

describe('headerContactLinks', () => {
  const site = { slug: 'northfield', email: 'dining@northfield.example.edu', display_email: true, mobile: { ios_url: null } };
  it('links the e-mail address and the mobile app page', () => {
    expect(headerContactLinks(site)).toEqual({
      email: { href: 'mailto:dining@northfield.example.edu', address: 'dining@northfield.example.edu' },
      mobileApp: { href: '/northfield/dine-on-campus-mobile-app' },
    });
  });
  it('hides the e-mail unless displayed and the app without one', () => {
    expect(headerContactLinks({ ...site, display_email: false, mobile: null })).toEqual({ email: null, mobileApp: null });
    expect(headerContactLinks({ ...site, email: null }).email).toBeNull();
  });
});
