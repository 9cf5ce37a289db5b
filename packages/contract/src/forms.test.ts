import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DIETARY_TEXTS, FEEDBACK_TEXTS, ON_THE_GO_TEXTS } from '@commons/domain';
import { dietaryHealthBody } from './dietary-health.ts';
import { feedbackBody } from './feedback.ts';
import { onTheGoBody } from './on-the-go.ts';

/** The message of each field the schema refuses, first one per field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('feedbackBody (docs/product/forms.md#feedback)', () => {
  const form = {
    site_id: 1,
    first_name: 'Jamie',
    last_name: 'Rivera',
    email: 'jamie@example.edu',
    customer_residence: 'Off Campus',
    customer_type: 'Not Applicable',
    comments: ' Great soup ',
    captcha: 'payload',
  };
  it('takes a form with only the required answers, campus ID, location, offers and birthday left out', () => {
    expect(feedbackBody.parse(form)).toMatchObject({ student_id: '', location: null, offers: 'false', birthday: '', comments: 'Great soup' });
  });
  it('names every missing answer with its message, the captcha in the spec’s words', () => {
    expect(errorsOf(feedbackBody, { site_id: 1 })).toEqual({
      first_name: 'A first name is required',
      last_name: 'A last name is required',
      email: 'An email address is required',
      customer_residence: FEEDBACK_TEXTS.residenceRequired,
      customer_type: FEEDBACK_TEXTS.customerTypeRequired,
      comments: FEEDBACK_TEXTS.commentsRequired,
      captcha: 'Please complete the reCAPTCHA to submit feedback.',
    });
    expect(errorsOf(feedbackBody, { ...form, captcha: '' })).toEqual({ captcha: 'Please complete the reCAPTCHA to submit feedback.' });
  });
  it('takes letters only in names, a real MM/DD birthday, yes/no offers', () => {
    expect(errorsOf(feedbackBody, { ...form, first_name: 'Jam1e', birthday: '02/30', offers: 'yes' })).toEqual({
      first_name: 'A first name must only contain letters',
      birthday: FEEDBACK_TEXTS.birthdayInvalid,
      offers: "Use 'true' or 'false'.",
    });
  });
});

describe('dietaryHealthBody (docs/product/forms.md#dietary-health)', () => {
  it('names every missing answer in the spec’s words', () => {
    expect(errorsOf(dietaryHealthBody, { site_id: 1 })).toMatchObject({
      date: 'The date is required.',
      name: 'Your name is required.',
      email: 'Your email is required.',
      allergens: 'At least one allergen is required.',
      consent: 'You must give consent.',
      celiac: DIETARY_TEXTS.answerRequired,
    });
  });
  it("sends yes/no answers as the strings 'true' and 'false', allergens in the list's order", () => {
    const yesNo = { epipen: 'true', carries_epinephrine: 'false', celiac: 'false', gluten_intolerant: 'false', gf_diet: 'true', medical_diet: 'false' };
    const parsed = dietaryHealthBody.parse({ site_id: 1, date: '2026-11-24', name: 'Avery Lee', email: 'avery@example.edu', allergens: ['Sesame', 'Milk', 'Milk'], consent: 'true', ...yesNo });
    expect(parsed).toMatchObject({ allergens: ['Milk', 'Sesame'], epipen: 'true', gf_diet: 'true' });
    expect(errorsOf(dietaryHealthBody, { site_id: 1, date: '2026-11-24', name: 'Avery Lee', email: 'avery@example.edu', allergens: ['Milk'], consent: 'true', ...yesNo, epipen: true })).toEqual({
      epipen: DIETARY_TEXTS.answerRequired,
    });
  });
});

describe('onTheGoBody', () => {
  const order = { site_id: 1, name: 'Jordan Park', email: 'jordan@example.edu', student_id: 'N1', plan: 'Gold', pick_up: '2026-11-24T12:00', entree: 'Pizza', base: 'Veggie Pizza' };
  it('needs an entree with a base made for it, a plan and a pick-up time; optional choices default to None', () => {
    expect(onTheGoBody.parse(order)).toMatchObject({ protein: 'None', cheese: 'None', dressing_sauce: 'None', sides: 'None', drink: 'None', addons: [], allergens: [] });
    expect(errorsOf(onTheGoBody, { ...order, base: 'Romaine' })).toEqual({ base: ON_THE_GO_TEXTS.baseForEntree });
    expect(errorsOf(onTheGoBody, { site_id: 1 })).toMatchObject({ entree: ON_THE_GO_TEXTS.entreeRequired, base: ON_THE_GO_TEXTS.baseRequired, plan: ON_THE_GO_TEXTS.planRequired, pick_up: ON_THE_GO_TEXTS.pickUpRequired });
  });
});
