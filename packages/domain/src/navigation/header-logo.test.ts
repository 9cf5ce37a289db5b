import { describe, expect, it } from 'vitest';
import { headerLogo, type LogoSite } from './header-logo.ts';

const base: LogoSite = {
  slug: 'lakeside',
  name: 'Lakeside College',
  url: 'https://www.lakeside.example.edu',
  link_to_school: false,
  logo_exists: true,
  site_logo: { file_name: 'logo-lakeside.svg', logo_alt_text: null },
};

describe('headerLogo', () => {
  it('links to the site home with the default alt text', () => {
    expect(headerLogo(base)).toEqual({ src: '/files/images/logo-lakeside.svg', alt: 'Lakeside College Dining', href: '/lakeside', isExternal: false });
  });
  it('links to the school in a new tab with https added when link_to_school', () => {
    const logo = headerLogo({ ...base, url: 'www.northfield.example.edu', link_to_school: true, site_logo: { file_name: 'l.svg', logo_alt_text: 'NU Dining' } });
    expect(logo).toMatchObject({ alt: 'NU Dining', href: 'https://www.northfield.example.edu', isExternal: true });
  });
  it('links home when link_to_school is set but the site has no URL', () => {
    expect(headerLogo({ ...base, url: null, link_to_school: true })).toMatchObject({ href: '/lakeside', isExternal: false });
  });
  it('has no image when the logo does not exist', () => {
    expect(headerLogo({ ...base, logo_exists: false }).src).toBeNull();
    expect(headerLogo({ ...base, site_logo: { file_name: null, logo_alt_text: null } }).src).toBeNull();
  });
});
