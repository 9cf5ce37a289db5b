export interface ContactSite {
  slug: string;
  email: string | null;
  display_email: boolean;
  mobile: unknown;
}

export interface HeaderContactLinks {
  /** mailto: link when the site displays its e-mail address. */
  email: { href: string; address: string } | null;
  /** The mobile app page when the site has a mobile app. */
  mobileApp: { href: string } | null;
}

/** The e-mail and mobile app icon links of the header (docs/product/site.md#header). */
export function headerContactLinks(site: ContactSite): HeaderContactLinks {
  const address = site.email?.trim();
  return {
    email: site.display_email && address ? { href: `mailto:${address}`, address } : null,
    mobileApp: site.mobile !== null && site.mobile !== undefined ? { href: `/${site.slug}/dine-on-campus-mobile-app` } : null,
  };
}
