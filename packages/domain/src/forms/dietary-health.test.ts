import { describe, expect, it } from 'vitest';
import { DIETARY_ALLERGENS, DIETARY_FORM_TITLE, DIETARY_TEXTS, dietaryEmailProblem, dietaryNameProblem, otherAllergiesProblem } from './dietary-health.ts';

describe('dietary health form', () => {
  it('keeps the spec’s title, allergen options and success words', () => {
    expect(DIETARY_FORM_TITLE).toBe('Food Allergy/Celiac Disease/Medical Diet Form');
    expect(DIETARY_ALLERGENS).toEqual(['Milk', 'Soy', 'Wheat', 'Egg', 'Fish', 'Shellfish', 'Peanuts', 'Tree Nuts', 'Gluten', 'Corn', 'Sesame', 'Other (Please specify)']);
    expect(DIETARY_TEXTS.success).toBe('Thank you for submitting your dietary health form!');
  });

  it('keeps the spec’s messages (§5 "Dietary form")', () => {
    expect(DIETARY_TEXTS.dateRequired).toBe('The date is required.');
    expect(DIETARY_TEXTS.nameRequired).toBe('Your name is required.');
    expect(DIETARY_TEXTS.emailRequired).toBe('Your email is required.');
    expect(DIETARY_TEXTS.allergenRequired).toBe('At least one allergen is required.');
    expect(DIETARY_TEXTS.consentRequired).toBe('You must give consent.');
    expect(dietaryEmailProblem(' ')).toBe('Your email is required.');
    expect(dietaryEmailProblem('avery@')).toBe(DIETARY_TEXTS.emailInvalid);
    expect(dietaryEmailProblem('avery@example.edu')).toBeNull();
  });

  it('takes names of letters and spaces only', () => {
    for (const ok of ['José Núñez', 'Mary Jane Smith']) expect(dietaryNameProblem(ok)).toBeNull();
    expect(dietaryNameProblem("Mary-Jane O'Neil")).toBe(DIETARY_TEXTS.nameCharacters);
    expect(dietaryNameProblem('  ')).toBe(DIETARY_TEXTS.nameRequired);
    expect(dietaryNameProblem('R2D2')).toBe(DIETARY_TEXTS.nameCharacters);
    expect(dietaryNameProblem('a'.repeat(101))).toBe(DIETARY_TEXTS.nameTooLong);
  });

  it('needs the other allergies named when Other is ticked', () => {
    expect(otherAllergiesProblem(['Milk', 'Other (Please specify)'], ' ')).toBe(DIETARY_TEXTS.otherRequired);
    expect(otherAllergiesProblem(['Milk', 'Other (Please specify)'], 'Kiwi')).toBeNull();
    expect(otherAllergiesProblem(['Milk'], '')).toBeNull();
  });
});
