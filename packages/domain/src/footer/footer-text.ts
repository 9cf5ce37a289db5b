import { withHttps } from '../format/with-https.ts';

/** '© {year} {site name}'; the year is passed in (the caller owns the clock). */
export function copyrightLine(siteName: string, year: number): string {
  return `© ${year} ${siteName}`;
}

/** The site's web address for the footer: https added when it lacks http; shown without the scheme. */
export function siteWebsite(url: string | null): { href: string; text: string } | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  const href = withHttps(trimmed);
  return { href, text: href.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
}

export interface FooterAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** The postal address as lines: street, then 'City, ST 01234'. Empty parts are skipped. */
export function addressLines(address: FooterAddress): string[] {
  const place = [address.city?.trim(), [address.state?.trim(), address.zip_code?.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street?.trim() ?? '', place].filter((line) => line.length > 0);
}

/** The footer's upcoming-event links, or null when there is none to show. */
export function upcomingEventLinks(
  siteSlug: string,
  event: { id: number; title: string } | null | undefined,
  eventSlug: string | null | undefined,
): { event: { href: string; title: string }; allEvents: { href: string } | null } | null {
  if (!event) return null;
  const slug = eventSlug?.trim();
  return { event: { href: `/${siteSlug}/event/${event.id}`, title: event.title }, allEvents: slug ? { href: `/${siteSlug}/${slug}` } : null };
}

/** The footer line shown when there is no upcoming event. */
export const NO_UPCOMING_EVENTS_TEXT = 'Check back soon for more events!';
