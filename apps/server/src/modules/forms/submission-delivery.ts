import { notFound } from '../../platform/app-error.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import { retentionCutoff } from './retention.ts';
import { senderNoticeMail, teamAddressOf, teamSubmissionMail, type AnsweredField } from './submission-mail.ts';
import type { SubmissionKind, SubmissionsRepo } from './submissions.repo.ts';

export interface FormsDeps {
  repo: SubmissionsRepo;
  sites: SitesRepo;
  mail: MailOutbox;
  clock: () => Date;
  publicBaseUrl: string;
  /** Where a site's forms go when it names no address (the operator's sender). */
  fallbackTeamAddress: string;
}

/** What one submission says, for the store and for its mails. */
export interface Submission {
  kind: SubmissionKind;
  /** The fields as validated, by their API names: what is stored. */
  fields: Record<string, unknown>;
  /** The form's name in the mails, e.g. "Feedback". */
  formName: string;
  senderName: string;
  /** Every answer, labelled, in the form's order: what is mailed. */
  answered: readonly AnsweredField[];
  /**
   * The address the sender typed, to tell it the form arrived (senderNoticeMail, which quotes
   * nothing they wrote); null sends nothing. Only a form whose captcha was solved sets it: mail to
   * a typed address goes only after a captcha, so no script makes the form a mail relay.
   */
  noticeAfterCaptchaTo: string | null;
}

/** The public forms' shared steps: the site they are sent to, and storing and mailing a submission. */
export function submissionDelivery({ repo, sites, mail, clock, publicBaseUrl, fallbackTeamAddress }: FormsDeps) {
  return {
    async publishedSite(siteId: number): Promise<SiteRow> {
      const site = await sites.findById(siteId);
      if (!site?.published) throw notFound('Invalid site.');
      return site;
    },

    /**
     * Stores the submission and queues its mails in one transaction (nothing is lost if mail is
     * down: the outbox retries), and deletes the site's submissions of its kind past retention.
     */
    async deliver(site: SiteRow, submission: Submission): Promise<void> {
      const now = clock();
      await mail.inTransaction(async (tx, queue) => {
        const reference = await repo.insert(tx, site.id, submission.kind, submission.fields, now);
        await repo.deleteReceivedBefore(tx, site.id, submission.kind, retentionCutoff(site.form_retention_days, submission.kind, now));
        const input = { site, publicBaseUrl, formName: submission.formName, senderName: submission.senderName, fields: submission.answered, reference };
        await queue(teamSubmissionMail(input, teamAddressOf(site, fallbackTeamAddress)));
        if (submission.noticeAfterCaptchaTo) await queue(senderNoticeMail(input, submission.noticeAfterCaptchaTo));
      });
    },
  };
}
export type SubmissionDelivery = ReturnType<typeof submissionDelivery>;

/** A form body's fields without the site it was sent to (the submission row names it). */
export function fieldsOf<T extends { site_id: number }>(body: T): Omit<T, 'site_id'> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'site_id')) as Omit<T, 'site_id'>;
}
