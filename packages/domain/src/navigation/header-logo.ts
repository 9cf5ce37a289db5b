import { withHttps } from '../format/with-https.ts';

export interface LogoSite {
  slug: string;
  name: string;
  url: string | null;
  link_to_school: boolean;
  logo_exists: boolean;
  site_logo: { file_name: string | null; logo_alt_text: string | null };
}

export interface HeaderLogo {
  /** Image path, or null to show the site name as text. */
  src: string | null;
  alt: string;
  href: string;
  /** The school's site opens in a new tab. */
  isExternal: boolean;
}

/** The default alt text of a site logo. */
export const defaultLogoAlt = (siteName: string) => `${siteName} Dining`;

/**
 * The header logo (docs/product/site.md#header): the uploaded logo when it exists; it links to the school
 * URL in a new tab when link_to_school (and the site has a URL), otherwise to the site home.
 */
export function headerLogo(site: LogoSite): HeaderLogo {
  const fileName = site.site_logo.file_name?.trim();
  const src = site.logo_exists && fileName ? `/files/images/${encodeURIComponent(fileName)}` : null;
  const alt = site.site_logo.logo_alt_text?.trim() || defaultLogoAlt(site.name);
  const schoolUrl = site.url?.trim();
  if (site.link_to_school && schoolUrl) return { src, alt, href: withHttps(schoolUrl), isExternal: true };
  return { src, alt, href: `/${site.slug}`, isExternal: false };
}
