/** What a site's mail shows of it: its name, colours, logo and home page. */
export interface MailBrand {
  siteName: string;
  brandColor: string;
  textColor: string;
  /** An absolute address of the logo, or null. */
  logoUrl: string | null;
  logoAlt: string | null;
  homeUrl: string;
}

/** A message's words: a greeting-free body of paragraphs and at most one button. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the body. */
  footnote?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML content and double- or single-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;
/** A colour from the database reaches a style attribute only as #rgb or #rrggbb. */
const safeColor = (value: string, fallback: string) => (COLOR.test(value) ? value : fallback);
/** Only http(s) links go into a message. */
const safeUrl = (value: string) => (/^https?:\/\//i.test(value) ? value : '#');

export const DEFAULT_BRAND: MailBrand = {
  siteName: 'Campus Dining',
  brandColor: '#1f4e79',
  textColor: '#ffffff',
  logoUrl: null,
  logoAlt: null,
  homeUrl: 'http://localhost:3000/',
};

/** The HTML part: one table-laid column (mail clients ignore most CSS), every value escaped. */
export function renderHtml(brand: MailBrand, content: MailContent): string {
  const band = safeColor(brand.brandColor, DEFAULT_BRAND.brandColor);
  const onBand = safeColor(brand.textColor, DEFAULT_BRAND.textColor);
  const name = escapeHtml(brand.siteName);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(safeUrl(brand.logoUrl))}" alt="${escapeHtml(brand.logoAlt ?? brand.siteName)}" height="48" style="display:block;border:0;max-height:48px">`
    : `<span style="font-size:20px;font-weight:bold;color:${onBand}">${name}</span>`;
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(safeUrl(content.action.url))}" style="background:${band};color:${onBand};padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#444">If the button does not work, copy this address into your browser:<br>${escapeHtml(safeUrl(content.action.url))}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#444">${escapeHtml(content.footnote)}</p>` : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 8px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">',
    `<tr><td style="background:${band};padding:16px 24px">${logo}</td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5">${paragraphs}${action}${footnote}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #ddd;font-size:12px;color:#444"><a href="${escapeHtml(safeUrl(brand.homeUrl))}" style="color:#1a1a1a">${name}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** The plain-text part: the same words, the link written out. */
export function renderText(brand: MailBrand, content: MailContent): string {
  const lines = [brand.siteName, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push('--', `${brand.siteName}: ${brand.homeUrl}`);
  return lines.join('\n');
}
