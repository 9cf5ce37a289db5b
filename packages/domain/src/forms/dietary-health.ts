import { emailProblem } from '../account/customer-fields.ts';
import { type YesNo } from './choice-fields.ts';

/** The dietary health form (docs/product/forms.md#dietary-health). */

export const DIETARY_FORM_TITLE = 'Food Allergy/Celiac Disease/Medical Diet Form';

/** The allergen options, in the documented order (docs/product/forms.md#dietary-health). */
export const DIETARY_ALLERGENS = ['Milk', 'Soy', 'Wheat', 'Egg', 'Fish', 'Shellfish', 'Peanuts', 'Tree Nuts', 'Gluten', 'Corn', 'Sesame', 'Other (Please specify)'] as const;
export type DietaryAllergen = (typeof DIETARY_ALLERGENS)[number];
export const OTHER_ALLERGEN: DietaryAllergen = 'Other (Please specify)';

/** The yes/no questions, by field, as the form and the team's e-mail ask them. */
export const DIETARY_QUESTIONS = {
  epipen: 'Have you been prescribed an epinephrine auto-injector (EpiPen)?',
  carries_epinephrine: 'Do you carry epinephrine with you?',
  celiac: 'Have you been diagnosed with celiac disease?',
  gluten_intolerant: 'Are you gluten intolerant (without celiac disease)?',
  gf_diet: 'Do you follow a strict gluten-free diet?',
  medical_diet: 'Do you follow a medically prescribed diet (for example diabetic, renal or low-sodium)?',
} as const;
export type DietaryQuestion = keyof typeof DIETARY_QUESTIONS;
export const DIETARY_QUESTION_FIELDS = Object.keys(DIETARY_QUESTIONS) as DietaryQuestion[];

export const DIETARY_CONSENT = 'I agree that the dining team and the campus dietitian may use this information to contact me and to plan my meals.';

export const DIETARY_TEXT_MAX_LENGTH = 2000;
export const DIETARY_NAME_MAX_LENGTH = 100;

export const DIETARY_TEXTS = {
  /** docs/product/forms.md#dietary-health. */
  success: 'Thank you for submitting your dietary health form!',
  /** docs/product/forms.md#dietary-health. */
  dateRequired: 'The date is required.',
  nameRequired: 'Your name is required.',
  emailRequired: 'Your email is required.',
  allergenRequired: 'At least one allergen is required.',
  consentRequired: 'You must give consent.',
  nameCharacters: 'A name must only contain letters and spaces.',
  nameTooLong: `A name must be at most ${DIETARY_NAME_MAX_LENGTH} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  answerRequired: 'Please answer yes or no.',
  allergenUnknown: 'Please choose allergens from the list.',
  otherRequired: 'Please tell us which other allergies you have.',
  textTooLong: `This answer must be at most ${DIETARY_TEXT_MAX_LENGTH} characters.`,
} as const;

const NAME = /^[\p{L}\p{M} ]+$/u;

/** Required; letters and spaces only (docs/product/forms.md#dietary-health). */
export function dietaryNameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return DIETARY_TEXTS.nameRequired;
  if (name.length > DIETARY_NAME_MAX_LENGTH) return DIETARY_TEXTS.nameTooLong;
  return NAME.test(name) ? null : DIETARY_TEXTS.nameCharacters;
}

/** Other allergies are required when 'Other (Please specify)' is ticked. */
export function otherAllergiesProblem(allergens: readonly string[], other: string): string | null {
  if (other.trim().length > DIETARY_TEXT_MAX_LENGTH) return DIETARY_TEXTS.textTooLong;
  return allergens.includes(OTHER_ALLERGEN) && other.trim() === '' ? DIETARY_TEXTS.otherRequired : null;
}

/** A yes/no answer as the team reads it. */
export const yesNoText = (value: YesNo) => (value === 'true' ? 'Yes' : 'No');

/** Required (docs/product/forms.md#dietary-health: 'Your email is required.') and a valid address. */
export function dietaryEmailProblem(value: string): string | null {
  if (value.trim() === '') return DIETARY_TEXTS.emailRequired;
  return emailProblem(value) === null ? null : DIETARY_TEXTS.emailInvalid;
}
