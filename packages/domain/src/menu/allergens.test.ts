import { describe, expect, it } from 'vitest';
import { ALLERGENS_9, ALLERGENS_11, ALLERGENS_12, isKnownAllergen, MAJOR_US_ALLERGENS } from './allergens.ts';

describe('allergen lists', () => {
  it('lists the twelve menu filter allergens in order', () => {
    expect(ALLERGENS_12).toEqual(['Egg', 'Fish', 'Gluten', 'Milk', 'MSG', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Shellfish - Mollusk', 'Soy', 'Tree Nuts', 'Wheat']);
  });
  it('leaves out MSG in the list of 11', () => {
    expect(ALLERGENS_11).toHaveLength(11);
    expect(ALLERGENS_11).not.toContain('MSG');
    expect(ALLERGENS_11).toEqual(ALLERGENS_12.filter((name) => name !== 'MSG'));
  });
  it('leaves out Gluten and Shellfish - Mollusk in the list of 9', () => {
    expect(ALLERGENS_9).toEqual(['Egg', 'Fish', 'Milk', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Soy', 'Tree Nuts', 'Wheat']);
  });
});

describe('MAJOR_US_ALLERGENS', () => {
  it('names the nine major US allergens with their menu names', () => {
    expect(MAJOR_US_ALLERGENS.map((a) => a.key)).toEqual(['milk', 'egg', 'fish', 'crustacean_shellfish', 'tree_nuts', 'peanuts', 'wheat', 'soy', 'sesame']);
    expect(MAJOR_US_ALLERGENS.find((a) => a.key === 'crustacean_shellfish')?.name).toBe('Shellfish - Crustacean');
    expect([...MAJOR_US_ALLERGENS.map((a) => a.name)].sort()).toEqual([...ALLERGENS_9].sort());
  });
  it('uses names that are all known allergens', () => {
    expect(MAJOR_US_ALLERGENS.every((a) => isKnownAllergen(a.name))).toBe(true);
  });
});

describe('isKnownAllergen', () => {
  it('accepts the exact names only', () => {
    expect(isKnownAllergen('Tree Nuts')).toBe(true);
    expect(isKnownAllergen('MSG')).toBe(true);
    expect(isKnownAllergen('tree nuts')).toBe(false);
    expect(isKnownAllergen('Peanut')).toBe(false);
    expect(isKnownAllergen(' Egg')).toBe(false);
    expect(isKnownAllergen('')).toBe(false);
  });
});
