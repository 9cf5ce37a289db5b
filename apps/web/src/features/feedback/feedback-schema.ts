import { z } from 'zod';
import { feedbackBody, type FeedbackBody } from '@commons/contract';
import { FEEDBACK_TEXTS } from '@commons/domain';
import { ApiError } from '../../api/api-error.ts';
import { FEEDBACK_UI_TEXTS } from './feedback-texts.ts';

/** What a valid form gives: the call's body without the site, which the page adds. */
export type FeedbackFields = Omit<FeedbackBody, 'site_id'>;
/**
 * The form's values as its controls hold them: text, a chosen option's value as text (a location
 * id too, '' for none), and the solved captcha's payload ('' until solved).
 */
export type FeedbackValues = z.input<ReturnType<typeof feedbackFormSchema>>;

export const EMPTY_FEEDBACK: FeedbackValues = {
  first_name: '',
  last_name: '',
  email: '',
  student_id: '',
  location: '',
  customer_residence: '',
  customer_type: '',
  comments: '',
  offers: 'false',
  birthday: '',
  captcha: '',
};

/** The fields in the order the form shows them: server errors land on these, the first one focused. */
export const FEEDBACK_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'student_id',
  'location',
  'customer_residence',
  'customer_type',
  'comments',
  'offers',
  'birthday',
  'captcha',
] as const satisfies readonly (keyof FeedbackValues & string)[];

const shape = feedbackBody.shape;

/**
 * The contract's feedbackBody for the form's text values (docs/product/forms.md#feedback): the same
 * rules and messages, with the location a number or null, and required when the site offers any
 * (the contract leaves that to the server, which knows the list; the page knows it too).
 */
export function feedbackFormSchema(hasLocations: boolean) {
  return feedbackBody.omit({ site_id: true }).extend({
    location: z
      .string()
      .superRefine((value, ctx) => {
        if (hasLocations && value === '') ctx.addIssue({ code: 'custom', message: FEEDBACK_TEXTS.locationRequired });
      })
      .transform((value): number | null | undefined => (value === '' ? null : Number(value)))
      .pipe(shape.location),
    customer_residence: z.string().pipe(shape.customer_residence),
    customer_type: z.string().pipe(shape.customer_type),
  });
}

/**
 * What a failed send says in its toast when no field is to blame: the server's own words for a
 * refusal (too many submissions, say), a plain "try again" for a network failure or a server error.
 */
export function sendFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message.trim() !== '') return error.message;
  return FEEDBACK_UI_TEXTS.sendFailed;
}

/** Whether a failed send has messages for fields of this form. */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && FEEDBACK_FIELDS.some((field) => error.errors[field] !== undefined);
}

/**
 * Whether a failed send needs a new captcha: the server refused the answer, or failed after it may
 * have accepted it (each answer is taken once). It checks the captcha after every other field, so a
 * field error, a refusal or a dropped connection leaves the solved one good for the next try.
 */
export function isCaptchaUsedUp(error: unknown): boolean {
  return error instanceof ApiError && (error.errors.captcha !== undefined || error.status >= 500);
}
