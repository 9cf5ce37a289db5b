import { renderHtml, renderText, type MailBrand, type MailContent, type OutgoingMail } from '../../platform/mail/index.ts';
import type { SiteRow } from '../sites/sites.repo.ts';

/** How long an invitation's link works: a week, time to see it after a weekend. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ROLE_NAMES = {
  platform_admin: 'a platform admin',
  site_manager: 'a site manager',
  editor: 'an editor',
  location_manager: 'a location manager',
  service_desk: 'service desk staff',
} as const;

/** The message that invites a person to the console, with the link that sets their password. */
export function invitationMail(to: string, name: string, role: keyof typeof ROLE_NAMES, site: SiteRow | undefined, link: string, publicBaseUrl: string): OutgoingMail {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const place = site ? `${site.name}'s dining website` : 'every Commons dining website';
  const content: MailContent = {
    subject: site ? `You're invited to run ${site.name} Dining's website` : "You're invited to the Commons console",
    paragraphs: [
      `Hello ${name},`,
      `You have been given access to the Commons staff console as ${ROLE_NAMES[role]} for ${place}.`,
      'Choose your password with the button below; you will then sign in at the console. The link works once and expires in 7 days.',
    ],
    action: { label: 'Choose your password', url: link },
    footnote: `If you did not expect this, you can ignore this message. The console is at ${base}/console/.`,
  };
  const brand: MailBrand = site
    ? { siteName: site.name, brandColor: site.brand_color, textColor: site.text_color, logoUrl: null, logoAlt: site.logo_alt_text, homeUrl: `${base}/${encodeURIComponent(site.slug)}` }
    : { siteName: 'Commons', brandColor: '#1f4e79', textColor: '#ffffff', logoUrl: null, logoAlt: null, homeUrl: `${base}/console/` };
  return { siteId: site?.id ?? null, to, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}
