import { DIETARY_CONSENT, DIETARY_QUESTION_FIELDS, DIETARY_QUESTIONS, DIETARY_TEXTS as T, yesNoText } from '@commons/domain';
import type { DietaryHealthBody } from '@commons/contract';
import { fieldsOf, type SubmissionDelivery } from './submission-delivery.ts';

/**
 * The dietary health form (docs/product/forms.md#dietary-health): how a student with celiac disease or an allergy reaches
 * the dietitian. Health data: stored and mailed like the other forms, never logged (request bodies
 * are not logged) and never cached.
 */
export function dietaryHealthService(delivery: SubmissionDelivery) {
  return {
    async submit(body: DietaryHealthBody): Promise<{ msg: string }> {
      const site = await delivery.publishedSite(body.site_id);
      const fields = fieldsOf(body);
      await delivery.deliver(site, {
        kind: 'health_form',
        fields,
        formName: 'Dietary health form',
        senderName: body.name,
        answered: [
          ['Date', body.date],
          ['Name', body.name],
          ['Email', body.email],
          ['Allergies', body.allergens.join(', ')],
          ['Other allergies', body.other_allergies],
          ...DIETARY_QUESTION_FIELDS.map((field) => [DIETARY_QUESTIONS[field], yesNoText(body[field])] as const),
          ['Additional comments', body.additional_comments],
          ['Consent', `Yes: ${DIETARY_CONSENT}`],
        ],
        // No captcha on this form: nothing goes to the address typed in (decisions/0024).
        noticeAfterCaptchaTo: null,
      });
      return { msg: T.success };
    },
  };
}
export type DietaryHealthService = ReturnType<typeof dietaryHealthService>;
