import { FEEDBACK_TEXTS as T } from '@commons/domain';
import type { FeedbackBody, FeedbackLocation } from '@commons/contract';
import { invalid, notFound } from '../../platform/app-error.ts';
import type { Captcha } from '../../platform/captcha.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import { retentionCutoff } from './retention.ts';
import { senderCopyMail, teamAddressOf, teamSubmissionMail, type AnsweredField } from './submission-mail.ts';
import type { SubmissionsRepo } from './submissions.repo.ts';

export interface FormsDeps {
  repo: SubmissionsRepo;
  sites: SitesRepo;
  mail: MailOutbox;
  captcha: Captcha;
  clock: () => Date;
  publicBaseUrl: string;
  /** Where a site's forms go when it names no address (the operator's sender). */
  fallbackTeamAddress: string;
}

/** The feedback form (spec 03 §2, §5, §7): checked, stored, then e-mailed to the team with a copy to the sender. */
export function feedbackService({ repo, sites, mail, captcha, clock, publicBaseUrl, fallbackTeamAddress }: FormsDeps) {
  async function publishedSite(siteId: number): Promise<SiteRow> {
    const site = await sites.findById(siteId);
    if (!site?.published) throw notFound('Invalid site.');
    return site;
  }

  /** The location the sender chose: required and one of the offered when the site offers any. */
  function chosenLocation(offered: readonly FeedbackLocation[], chosen: number | null): FeedbackLocation | null {
    if (offered.length === 0) return null;
    if (chosen === null) throw invalid(T.locationRequired, { location: T.locationRequired });
    const found = offered.find((l) => l.id === chosen);
    if (!found) throw invalid(T.locationUnknown, { location: T.locationUnknown });
    return found;
  }

  return {
    async locations(siteId: number): Promise<{ locations: FeedbackLocation[] }> {
      const site = await publishedSite(siteId);
      return { locations: await repo.feedbackLocations(site.id) };
    },

    /** The captcha is checked last, so a field error does not use up a solved captcha. */
    async submit(body: FeedbackBody): Promise<{ msg: string }> {
      const site = await publishedSite(body.site_id);
      const location = chosenLocation(await repo.feedbackLocations(site.id), body.location);
      if (!(await captcha.isSolved(body.captcha))) throw invalid(T.captchaFailed, { captcha: T.captchaFailed });

      const fields = {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        student_id: body.student_id,
        location: location?.id ?? null,
        location_name: location?.name ?? null,
        customer_residence: body.customer_residence,
        customer_type: body.customer_type,
        offers: body.offers,
        birthday: body.birthday,
        comments: body.comments,
      };
      const senderName = `${body.first_name} ${body.last_name}`;
      const answered: AnsweredField[] = [
        ['Name', senderName],
        ['Email', body.email],
        ['Campus ID', body.student_id],
        ['Dining location', location?.name ?? ''],
        ['Residence', body.customer_residence],
        ['I am a', body.customer_type],
        ['Special offers', body.offers === 'true' ? 'Yes' : 'No'],
        ['Birthday (MM/DD)', body.birthday],
        ['Comments', body.comments],
      ];
      const now = clock();
      await mail.inTransaction(async (tx, queue) => {
        const reference = await repo.insert(tx, site.id, 'feedback', fields, now);
        await repo.deleteReceivedBefore(tx, site.id, 'feedback', retentionCutoff(site.form_retention_days, 'feedback', now));
        const input = { site, publicBaseUrl, formName: 'Feedback', senderName, fields: answered, reference };
        await queue(teamSubmissionMail(input, teamAddressOf(site, fallbackTeamAddress)));
        await queue(senderCopyMail(input, body.email));
      });
      return { msg: T.success };
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
