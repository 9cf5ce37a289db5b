/** The external privacy request form every site links to from its footer. */
export const PRIVACY_REQUEST_FORM_URL = 'https://privacy.commons-dining.example/request';

export interface FooterNavLink {
  text: string;
  href: string;
  isExternal: boolean;
}

/** The footer's fixed links of a site (spec 01 §2 "Footer"), in display order. */
export function footerLinks(siteSlug: string): FooterNavLink[] {
  return [
    { text: 'Mobile App', href: `/${siteSlug}/dine-on-campus-mobile-app`, isExternal: false },
    { text: 'Privacy Policy', href: `/${siteSlug}/privacy`, isExternal: false },
    { text: 'Terms of Use', href: `/${siteSlug}/terms-of-use`, isExternal: false },
    { text: 'Privacy Request Form', href: PRIVACY_REQUEST_FORM_URL, isExternal: true },
  ];
}
