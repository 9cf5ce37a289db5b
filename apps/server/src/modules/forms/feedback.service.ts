import { FEEDBACK_TEXTS as T } from '@commons/domain';
import type { FeedbackBody, FeedbackLocation } from '@commons/contract';
import { invalid } from '../../platform/app-error.ts';
import type { Captcha } from '../../platform/captcha.ts';
import type { SubmissionDelivery } from './submission-delivery.ts';
import type { SubmissionsRepo } from './submissions.repo.ts';

/** The location the sender chose: required and one of the offered when the site offers any. */
function chosenLocation(offered: readonly FeedbackLocation[], chosen: number | null): FeedbackLocation | null {
  if (offered.length === 0) return null;
  if (chosen === null) throw invalid(T.locationRequired, { location: T.locationRequired });
  const found = offered.find((l) => l.id === chosen);
  if (!found) throw invalid(T.locationUnknown, { location: T.locationUnknown });
  return found;
}

/** The feedback form (docs/product/forms.md#feedback, docs/product/api.md#forms): checked, stored, then e-mailed to the team; once the captcha is solved, the address typed in is told it arrived. */
export function feedbackService(repo: SubmissionsRepo, delivery: SubmissionDelivery, captcha: Captcha) {
  return {
    async locations(siteId: number): Promise<{ locations: FeedbackLocation[] }> {
      const site = await delivery.publishedSite(siteId);
      return { locations: await repo.feedbackLocations(site.id) };
    },

    /** The captcha is checked last, so a field error does not use up a solved captcha. */
    async submit(body: FeedbackBody): Promise<{ msg: string }> {
      const site = await delivery.publishedSite(body.site_id);
      const location = chosenLocation(await repo.feedbackLocations(site.id), body.location);
      if (!(await captcha.isSolved(body.captcha))) throw invalid(T.captchaFailed, { captcha: T.captchaFailed });
      const senderName = `${body.first_name} ${body.last_name}`;
      await delivery.deliver(site, {
        kind: 'feedback',
        fields: {
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
        },
        formName: 'Feedback',
        senderName,
        answered: [
          ['Name', senderName],
          ['Email', body.email],
          ['Campus ID', body.student_id],
          ['Dining location', location?.name ?? ''],
          ['Residence', body.customer_residence],
          ['I am a', body.customer_type],
          ['Special offers', body.offers === 'true' ? 'Yes' : 'No'],
          ['Birthday (MM/DD)', body.birthday],
          ['Comments', body.comments],
        ],
        noticeAfterCaptchaTo: body.email,
      });
      return { msg: T.success };
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
