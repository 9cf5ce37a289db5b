import { renderHtml, renderText, type MailContent, type OutgoingMail } from '../../platform/mail/index.ts';
import { brandOf } from '../password-reset/reset-mail.ts';
import type { SiteRow } from '../sites/sites.repo.ts';

/** One answer of a form as the mail shows it; an empty value reads "(not given)". */
export type AnsweredField = readonly [label: string, value: string];

/** Where a site's forms go: its forms address, else its public address, else the operator's sender. */
export function teamAddressOf(site: Pick<SiteRow, 'forms_email' | 'email'>, fallback: string): string {
  return site.forms_email?.trim() || site.email?.trim() || fallback;
}

const lines = (fields: readonly AnsweredField[]) => fields.map(([label, value]) => `${label}: ${value.trim() === '' ? '(not given)' : value}`);

interface SubmissionMailInput {
  site: SiteRow;
  publicBaseUrl: string;
  /** What was sent, e.g. "Feedback" or "Dietary health form". */
  formName: string;
  /** Who sent it, as they named themselves. */
  senderName: string;
  fields: readonly AnsweredField[];
  /** The submission's reference, for replies and lookups. */
  reference: string;
}

/**
 * The team's copy of a submission: every field as plain text (escaped in HTML, never rendered as
 * markup), the sender's name in the subject.
 */
export function teamSubmissionMail(input: SubmissionMailInput, to: string): OutgoingMail {
  const { site, formName, senderName, fields, reference } = input;
  const content: MailContent = {
    subject: `${formName} from ${senderName} (${site.name})`,
    paragraphs: [`${senderName} sent this ${formName.toLowerCase()} through the ${site.name} website.`, ...lines(fields)],
    footnote: `Reference ${reference}. Reply to the sender at the e-mail address above.`,
  };
  const brand = brandOf(site, input.publicBaseUrl);
  return { siteId: site.id, to, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}

/**
 * The note to the address a sender typed, once a form's captcha is solved: that the team has their
 * form, and its reference. It quotes nothing they wrote (no name, no answer), so a public form
 * cannot carry a stranger's words to whatever address is typed in.
 */
export function senderNoticeMail(input: Pick<SubmissionMailInput, 'site' | 'publicBaseUrl' | 'formName' | 'reference'>, to: string): OutgoingMail {
  const { site, formName, reference } = input;
  const content: MailContent = {
    subject: `We received your ${formName.toLowerCase()} (${site.name})`,
    paragraphs: [`Thank you. The ${site.name} dining team has received your ${formName.toLowerCase()}.`],
    footnote: `Reference ${reference}. If you did not send this, you can ignore this message.`,
  };
  const brand = brandOf(site, input.publicBaseUrl);
  return { siteId: site.id, to, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}
