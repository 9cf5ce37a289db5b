import { describe, expect, it } from 'vitest';
import { birthdayProblem, campusIdProblem, commentsProblem, CUSTOMER_TYPES, FEEDBACK_COMMENTS_MAX_LENGTH, FEEDBACK_TEXTS, RESIDENCES } from './feedback.ts';

describe('feedback form rules (docs/product/forms.md)', () => {
  it('offers the spec’s residences and customer types, in order', () => {
    expect(RESIDENCES).toEqual(['On Campus', 'Off Campus']);
    expect(CUSTOMER_TYPES).toEqual(['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate', 'Faculty', 'Staff', 'Other', 'Not Applicable']);
  });

  it('keeps the spec’s words for success and a missing captcha', () => {
    expect(FEEDBACK_TEXTS.success).toBe('Thank you for submitting your feedback!');
    expect(FEEDBACK_TEXTS.captchaMissing).toBe('Please complete the reCAPTCHA to submit feedback.');
  });

  it('takes an empty birthday or a real MM/DD day, leap day included', () => {
    for (const ok of ['', '  ', '01/01', '02/29', '12/31', '04/30']) expect(birthdayProblem(ok)).toBeNull();
    for (const bad of ['13/01', '00/10', '04/31', '02/30', '1/5', '01-05', '01/05/2000', 'ab/cd']) expect(birthdayProblem(bad)).toBe(FEEDBACK_TEXTS.birthdayInvalid);
  });

  it('takes an empty campus ID or letters and digits', () => {
    expect(campusIdProblem('')).toBeNull();
    expect(campusIdProblem('A12345')).toBeNull();
    expect(campusIdProblem('A-1')).toBe(FEEDBACK_TEXTS.campusIdCharacters);
    expect(campusIdProblem('A'.repeat(31))).toBe(FEEDBACK_TEXTS.campusIdTooLong);
  });

  it('needs comments, up to the length cap', () => {
    expect(commentsProblem('   ')).toBe(FEEDBACK_TEXTS.commentsRequired);
    expect(commentsProblem('Great soup')).toBeNull();
    expect(commentsProblem('x'.repeat(FEEDBACK_COMMENTS_MAX_LENGTH))).toBeNull();
    expect(commentsProblem('x'.repeat(FEEDBACK_COMMENTS_MAX_LENGTH + 1))).toBe(FEEDBACK_TEXTS.commentsTooLong);
  });
});
