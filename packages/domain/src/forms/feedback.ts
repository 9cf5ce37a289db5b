/** The feedback form's choices and messages (docs/product/forms.md#feedback). */

export const CUSTOMER_TYPES = ['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate', 'Faculty', 'Staff', 'Other', 'Not Applicable'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const RESIDENCES = ['On Campus', 'Off Campus'] as const;
export type Residence = (typeof RESIDENCES)[number];

/** Longest comment kept: a long letter fits; a pasted book does not. */
export const FEEDBACK_COMMENTS_MAX_LENGTH = 5000;

export const FEEDBACK_TEXTS = {
  /** docs/product/forms.md#feedback. */
  success: 'Thank you for submitting your feedback!',
  /** docs/product/forms.md#captcha: the words stay the same whichever captcha the site uses. */
  captchaMissing: 'Please complete the reCAPTCHA to submit feedback.',
  captchaFailed: 'The verification did not go through. Please complete it again.',
  locationRequired: 'Please choose a dining location',
  locationUnknown: 'Please choose a dining location from the list',
  residenceRequired: 'Please choose where you live',
  customerTypeRequired: 'Please choose what describes you',
  commentsRequired: 'Please tell us your comments',
  commentsTooLong: `Comments must be at most ${FEEDBACK_COMMENTS_MAX_LENGTH} characters`,
  birthdayInvalid: 'Please enter a birthday as MM/DD, for example 04/23',
  campusIdCharacters: 'A campus ID must only contain letters and numbers',
  campusIdTooLong: 'A campus ID must be at most 30 characters',
} as const;

const BIRTHDAY = /^(\d{2})\/(\d{2})$/;
/** Days of each month in a leap year: 02/29 is a birthday. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Optional; when given, MM/DD naming a real day of the year. */
export function birthdayProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = BIRTHDAY.exec(text);
  const month = Number(match?.[1]);
  const day = Number(match?.[2]);
  const days = DAYS_IN_MONTH[month - 1];
  return match && days !== undefined && day >= 1 && day <= days ? null : FEEDBACK_TEXTS.birthdayInvalid;
}

const CAMPUS_ID = /^[A-Za-z0-9]+$/;
const CAMPUS_ID_MAX_LENGTH = 30;

/** Optional; when given, letters and digits only. */
export function campusIdProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (text.length > CAMPUS_ID_MAX_LENGTH) return FEEDBACK_TEXTS.campusIdTooLong;
  return CAMPUS_ID.test(text) ? null : FEEDBACK_TEXTS.campusIdCharacters;
}

/** Required, at most FEEDBACK_COMMENTS_MAX_LENGTH characters once trimmed. */
export function commentsProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return FEEDBACK_TEXTS.commentsRequired;
  return text.length > FEEDBACK_COMMENTS_MAX_LENGTH ? FEEDBACK_TEXTS.commentsTooLong : null;
}
