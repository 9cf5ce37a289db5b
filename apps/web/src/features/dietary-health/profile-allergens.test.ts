import { describe, expect, it } from 'vitest';
import { DIETARY_ALLERGENS, PROFILE_ALLERGENS } from '@commons/domain';
import { formAllergensOf } from './profile-allergens.ts';

describe('formAllergensOf: a profile\'s allergens as the dietary form\'s options', () => {
  it('keeps the names the form lists, in the form\'s order', () => {
    expect(formAllergensOf(['Peanuts', 'Milk'])).toEqual({ allergens: ['Milk', 'Peanuts'], otherAllergies: '' });
    expect(formAllergensOf(['tree nuts', ' Sesame '])).toEqual({ allergens: ['Tree Nuts', 'Sesame'], otherAllergies: '' });
  });

  it('makes both shellfish kinds the one Shellfish', () => {
    expect(formAllergensOf(['Shellfish - Crustacean'])).toEqual({ allergens: ['Shellfish'], otherAllergies: '' });
    expect(formAllergensOf(['Shellfish - Mollusk', 'Shellfish - Crustacean', 'Fish'])).toEqual({ allergens: ['Fish', 'Shellfish'], otherAllergies: '' });
  });

  it('ticks Other for a name the form does not list and names it in Other allergies', () => {
    expect(formAllergensOf(['Milk', 'Mustard'])).toEqual({ allergens: ['Milk', 'Other (Please specify)'], otherAllergies: 'Mustard' });
    expect(formAllergensOf(['Kiwi', 'Mustard', 'kiwi'])).toEqual({ allergens: ['Other (Please specify)'], otherAllergies: 'Kiwi, Mustard' });
  });

  it('maps every allergen of the profile\'s list of 11 onto a listed option, never Other', () => {
    const { allergens, otherAllergies } = formAllergensOf(PROFILE_ALLERGENS);
    expect(otherAllergies).toBe('');
    expect(allergens).toEqual(DIETARY_ALLERGENS.filter((option) => !['Corn', 'Other (Please specify)'].includes(option)));
  });

  it('gives nothing for an empty profile', () => {
    expect(formAllergensOf([])).toEqual({ allergens: [], otherAllergies: '' });
    expect(formAllergensOf(['  '])).toEqual({ allergens: [], otherAllergies: '' });
  });
});
