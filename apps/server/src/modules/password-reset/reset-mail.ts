import { RESET_MESSAGES as R } from '@commons/domain';
import { renderHtml, renderText, type MailBrand, type MailContent, type OutgoingMail } from '../../platform/mail/index.ts';
import type { SiteRow } from '../sites/sites.repo.ts';

/** A site's home page: where its mail and its reset page lead back to. */
export const siteHomeUrl = (publicBaseUrl: string, site: Pick<SiteRow, 'slug'>) => `${publicBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(site.slug)}`;

export function brandOf(site: SiteRow, publicBaseUrl: string): MailBrand {
  return { siteName: site.name, brandColor: site.brand_color, textColor: site.text_color, logoUrl: null, logoAlt: site.logo_alt_text, homeUrl: siteHomeUrl(publicBaseUrl, site) };
}

/** The message with a customer's reset link. */
export function customerResetMail(site: SiteRow, to: string, link: string, publicBaseUrl: string): OutgoingMail {
  const content: MailContent = {
    subject: `${R.mailSubject} for ${site.name}`,
    paragraphs: [
      `We received a request to reset the password of your ${site.name} account (${to}).`,
      'Choose a new password with the button below. The link works once and expires in one hour.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: "If you did not ask for this, you can ignore this message: your password stays as it is.",
  };
  const brand = brandOf(site, publicBaseUrl);
  return { siteId: site.id, to, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}
