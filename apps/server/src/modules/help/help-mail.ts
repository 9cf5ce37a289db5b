import { renderHtml, renderText, type MailContent, type OutgoingMail } from '../../platform/mail/index.ts';
import { brandOf } from '../password-reset/reset-mail.ts';
import type { AnsweredField } from '../forms/submission-mail.ts';
import type { SiteRow } from '../sites/sites.repo.ts';

/** What a help answer form's mails say: the question it answers, and each element's label and value. */
export interface HelpRequestMailInput {
  site: SiteRow;
  publicBaseUrl: string;
  question: string;
  fields: readonly AnsweredField[];
  reference: string;
}

const lines = (fields: readonly AnsweredField[]) => fields.map(([label, value]) => `${label}: ${value.trim() === '' ? '(not given)' : value}`);

/** The subject names the question; a question on two lines stays one header line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function mailOf(input: HelpRequestMailInput, to: string, content: MailContent): OutgoingMail {
  const brand = brandOf(input.site, input.publicBaseUrl);
  return { siteId: input.site.id, to, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}

/** The team's copy of a filled-in answer form: the question in the subject, every element as plain text. */
export function helpRequestTeamMail(input: HelpRequestMailInput, to: string): OutgoingMail {
  const { site, question, fields, reference } = input;
  return mailOf(input, to, {
    subject: `Help request: ${oneLine(question)} (${site.name})`,
    paragraphs: [`A visitor to the ${site.name} website sent this request from the help page, answering “${oneLine(question)}”.`, ...lines(fields)],
    footnote: `Reference ${reference}.`,
  });
}
