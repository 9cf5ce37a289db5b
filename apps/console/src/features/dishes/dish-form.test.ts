import { describe, expect, it } from 'vitest';
import { bodyOf, dishValuesOf } from './dish-form.ts';

describe('the dish form’s body', () => {
  it('sends empty calories as none, typed numbers as numbers, and unknown allergens as null', () => {
    const values = { ...dishValuesOf(null), name: 'Soup', calories: ' 220 ', allergens_known: false, allergens: ['Milk'] };
    expect(bodyOf(values, null)).toMatchObject({ name: 'Soup', calories: 220, allergens: null });
    expect(bodyOf({ ...values, calories: '' }, 3)).toMatchObject({ calories: null, version: 3 });
    expect(bodyOf({ ...values, calories: 'lots' }, null)).toMatchObject({ calories: 'lots' });
    expect(bodyOf({ ...values, allergens_known: true }, null)).toMatchObject({ allergens: ['Milk'] });
    expect(bodyOf(values, null)).not.toHaveProperty('allergens_known');
  });
});
