import { describe, expect, it } from 'vitest';
import { mayContainProblems } from './cross-contact.ts';

describe('mayContainProblems', () => {
  it('refuses an allergen the dish already contains, at its place in the may-contain list', () => {
    expect(mayContainProblems(['Milk', 'Wheat'], ['Sesame', 'milk'])).toEqual([{ index: 1, message: "'milk' is also in allergens: a dish that contains an allergen lists it there only" }]);
  });
  it('accepts may-contain lists beside other allergens, none, or unknown allergen data', () => {
    expect(mayContainProblems(['Milk'], ['Sesame', 'Wheat'])).toEqual([]);
    expect(mayContainProblems([], ['Peanuts'])).toEqual([]);
    expect(mayContainProblems(null, ['Peanuts'])).toEqual([]);
  });
});
