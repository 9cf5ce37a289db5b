import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXTS } from '@commons/domain';
import { ApiError } from '../../api/api-error.ts';
import { EMPTY_FEEDBACK, feedbackFormSchema, hasFieldErrors, isCaptchaUsedUp, sendFailureText, type FeedbackValues } from './feedback-schema.ts';
import { FEEDBACK_UI_TEXTS } from './feedback-texts.ts';

const filled: FeedbackValues = {
  ...EMPTY_FEEDBACK,
  first_name: ' Avery ',
  last_name: 'Lee',
  email: 'avery@northfield.example.edu',
  customer_residence: 'On Campus',
  customer_type: 'Junior',
  comments: '  More vegan dishes at lunch, please.  ',
  captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
};

/** Each field's first message, as the form shows them. */
function messages(values: FeedbackValues, hasLocations = false): Record<string, string> {
  const result = feedbackFormSchema(hasLocations).safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('feedbackFormSchema', () => {
  it("refuses an empty form with the spec's and the contract's messages, the captcha's among them", () => {
    const byField = messages(EMPTY_FEEDBACK, true);
    expect(byField.captcha).toBe('Please complete the reCAPTCHA to submit feedback.');
    expect(byField.location).toBe(FEEDBACK_TEXTS.locationRequired);
    expect(byField.customer_residence).toBe(FEEDBACK_TEXTS.residenceRequired);
    expect(byField.customer_type).toBe(FEEDBACK_TEXTS.customerTypeRequired);
    expect(byField.comments).toBe(FEEDBACK_TEXTS.commentsRequired);
    expect(Object.keys(byField).sort()).toEqual(['captcha', 'comments', 'customer_residence', 'customer_type', 'email', 'first_name', 'last_name', 'location']);
  });

  it('asks for a location only when the site offers some', () => {
    expect(messages(filled, true).location).toBe(FEEDBACK_TEXTS.locationRequired);
    expect(messages(filled, false)).toEqual({});
  });

  it('gives the call its body: the location as a number or null, text trimmed, offers as text', () => {
    expect(feedbackFormSchema(true).parse({ ...filled, location: '12', offers: 'true' })).toMatchObject({
      first_name: 'Avery',
      location: 12,
      comments: 'More vegan dishes at lunch, please.',
      offers: 'true',
      student_id: '',
      birthday: '',
    });
    expect(feedbackFormSchema(false).parse(filled)).toMatchObject({ location: null, offers: 'false' });
  });

  it('checks the optional fields only when they are given', () => {
    expect(messages({ ...filled, birthday: '13/01' }).birthday).toBe(FEEDBACK_TEXTS.birthdayInvalid);
    expect(messages({ ...filled, birthday: '02/29', student_id: 'NF123' })).toEqual({});
    expect(messages({ ...filled, student_id: 'NF-123' }).student_id).toBe(FEEDBACK_TEXTS.campusIdCharacters);
  });

  it('refuses a residence or customer type outside the lists', () => {
    expect(messages({ ...filled, customer_residence: 'Abroad', customer_type: 'Alumnus' })).toEqual({
      customer_residence: FEEDBACK_TEXTS.residenceRequired,
      customer_type: FEEDBACK_TEXTS.customerTypeRequired,
    });
  });
});

describe('a failed send', () => {
  it("says the server's words for a refusal and a plain try-again for a network or server failure", () => {
    expect(sendFailureText(new ApiError(429, 'Too many submissions. Please try again later.'))).toBe('Too many submissions. Please try again later.');
    expect(sendFailureText(new ApiError(500, 'Something went wrong.'))).toBe(FEEDBACK_UI_TEXTS.sendFailed);
    expect(sendFailureText(new ApiError(0, 'Something went wrong.'))).toBe(FEEDBACK_UI_TEXTS.sendFailed);
    expect(sendFailureText(new TypeError('Failed to fetch'))).toBe(FEEDBACK_UI_TEXTS.sendFailed);
  });

  it('has field errors only when the server blamed a field of this form', () => {
    expect(hasFieldErrors(new ApiError(400, 'Invalid request.', { captcha: FEEDBACK_TEXTS.captchaFailed }))).toBe(true);
    expect(hasFieldErrors(new ApiError(400, 'Invalid request.', { site_id: 'Unknown site.' }))).toBe(false);
    expect(hasFieldErrors(new ApiError(500, 'Something went wrong.'))).toBe(false);
  });

  it('needs a new captcha when the server refused the answer or failed after taking it, not for a field error', () => {
    expect(isCaptchaUsedUp(new ApiError(400, 'Invalid request.', { captcha: FEEDBACK_TEXTS.captchaFailed }))).toBe(true);
    expect(isCaptchaUsedUp(new ApiError(500, 'Something went wrong.'))).toBe(true);
    expect(isCaptchaUsedUp(new ApiError(400, 'Invalid request.', { location: FEEDBACK_TEXTS.locationUnknown }))).toBe(false);
    expect(isCaptchaUsedUp(new ApiError(429, 'Too many requests.'))).toBe(false);
    expect(isCaptchaUsedUp(new ApiError(0, 'Something went wrong.'))).toBe(false);
  });
});
