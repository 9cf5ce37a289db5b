import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_MESSAGES as M,
  PROFILE_ALLERGENS,
  contactNameProblem,
  contactNumberProblem,
  customAllergenProblem,
  profileAllergens,
  splitProfileAllergens,
} from './allergen-profile.ts';

describe('the allergen list', () => {
  it("is docs/product/accounts.md#allergen-profile's full list of 11, in its order", () => {
    expect(PROFILE_ALLERGENS).toEqual(['Egg', 'Fish', 'Gluten', 'Milk', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Shellfish - Mollusk', 'Soy', 'Tree Nuts', 'Wheat']);
  });
});

describe('emergency contact name', () => {
  it('is required', () => {
    expect(contactNameProblem('')).toBe('An emergency contact name is required');
    expect(contactNameProblem('   ')).toBe('An emergency contact name is required');
  });
  it('is letters, digits and spaces', () => {
    for (const name of ['Grace Hopper', 'Mom', 'Room 12 RA', 'José Núñez', '李 明', ' Ada Lovelace ']) expect(contactNameProblem(name)).toBeNull();
    for (const name of ["O'Neil", 'Ada-Lovelace', 'Ada  Lovelace', 'Ada!', '<b>Ada</b>', 'a_b']) expect(contactNameProblem(name)).toBe('An emergency contact name must only contain letters, numbers and spaces');
  });
  it('is at most 60 characters', () => {
    expect(contactNameProblem('a'.repeat(60))).toBeNull();
    expect(contactNameProblem('a'.repeat(61))).toBe('An emergency contact name must be at most 60 characters');
  });
});

describe('emergency contact number', () => {
  it('follows the profile phone rules', () => {
    expect(contactNumberProblem('')).toBe('A phone number is required');
    expect(contactNumberProblem('(413) 555 - 0100')).toBeNull();
    expect(contactNumberProblem('4135550100')).toBeNull();
    expect(contactNumberProblem('(413) 555 - 01AB')).toBe('A phone number must only contain numbers');
    expect(contactNumberProblem('413555010')).toBe('Please enter a valid phone number');
  });
});

describe('custom allergen', () => {
  it('is required when used', () => {
    expect(customAllergenProblem('', true)).toBe('Please enter your other allergen');
    expect(customAllergenProblem('  ', true)).toBe('Please enter your other allergen');
    expect(customAllergenProblem(null, true)).toBe('Please enter your other allergen');
    expect(customAllergenProblem(undefined, true)).toBe('Please enter your other allergen');
  });
  it('is ignored when not used', () => {
    expect(customAllergenProblem('', false)).toBeNull();
    expect(customAllergenProblem('<script>', false)).toBeNull();
  });
  it("is a food's name of at most 60 characters", () => {
    for (const name of ['Mustard', 'Kiwi (raw)', 'Celery, celeriac', "Lupin / lupine flour", 'Açaí']) expect(customAllergenProblem(name, true)).toBeNull();
    expect(customAllergenProblem('<script>', true)).toBe("An allergen must only contain letters, numbers, spaces and - , . ' ( ) /");
    expect(customAllergenProblem('m'.repeat(61), true)).toBe('An allergen must be at most 60 characters');
  });
});

describe('stored allergens', () => {
  it("keep the list's order, without duplicates, then the custom one", () => {
    expect(profileAllergens(['Peanuts', 'Milk', 'Milk'], ' Mustard ')).toEqual(['Milk', 'Peanuts', 'Mustard']);
    expect(profileAllergens([], null)).toEqual([]);
  });
  it('take a custom entry naming a listed allergen as that allergen', () => {
    expect(profileAllergens(['Milk'], 'tree nuts')).toEqual(['Milk', 'Tree Nuts']);
  });
  it('split back into checkboxes and the custom entry', () => {
    expect(splitProfileAllergens(['Milk', 'Peanuts', 'Mustard'])).toEqual({ listed: ['Milk', 'Peanuts'], custom: 'Mustard' });
    expect(splitProfileAllergens(['Egg'])).toEqual({ listed: ['Egg'], custom: null });
  });
});

describe('messages', () => {
  it('say the words of docs/product/accounts.md#allergen-profile', () => {
    expect(M.updated).toBe('Your allergen preferences have been updated.');
    expect(M.foodInsecurityUpdated).toBe('Your Food Insecurity preferences have been updated.');
    expect(M.unexpected).toBe('Sorry, we ran into an unexpected error.');
  });
});
