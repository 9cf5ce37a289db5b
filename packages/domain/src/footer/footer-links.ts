/** The external privacy request form every site links to from its footer. */
export const PRIVACY_REQUEST_FORM_URL = 'https://privacy.commons-dining.example/request';

/** The privacy request form's address for one site: it carries the site's name, so a request reaches that school. */
export function privacyRequestFormUrl(siteName: string): string {
  return `${PRIVACY_REQUEST_FORM_URL}?site=${encodeURIComponent(siteName)}`;
}

export interface FooterNavLink {
  text: string;
  href: string;
  isExternal: boolean;
}

/** The footer's fixed links of a site (docs/product/site.md#footer), in display order. */
export function footerLinks(siteSlug: string, siteName: string): FooterNavLink[] {
  return [
    { text: 'Mobile App', href: `/${siteSlug}/dine-on-campus-mobile-app`, isExternal: false },
    { text: 'Privacy Policy', href: `/${siteSlug}/privacy`, isExternal: false },
    { text: 'Terms of Use', href: `/${siteSlug}/terms-of-use`, isExternal: false },
    { text: 'Privacy Request Form', href: privacyRequestFormUrl(siteName), isExternal: true },
  ];
}
