/** The allergen lists of docs/product/menus.md#allergens and the nine major US food allergens. */

/** The full list offered by the menu filter, in display order. */
export const ALLERGENS_12 = [
  'Egg',
  'Fish',
  'Gluten',
  'Milk',
  'MSG',
  'Peanuts',
  'Sesame',
  'Shellfish - Crustacean',
  'Shellfish - Mollusk',
  'Soy',
  'Tree Nuts',
  'Wheat',
] as const;

export type AllergenName = (typeof ALLERGENS_12)[number];

/** The full list without MSG. */
export const ALLERGENS_11: readonly AllergenName[] = ALLERGENS_12.filter((name) => name !== 'MSG');

/** The list of 11 without Gluten and Shellfish - Mollusk: the nine major US allergens by their menu names. */
export const ALLERGENS_9: readonly AllergenName[] = ALLERGENS_11.filter((name) => name !== 'Gluten' && name !== 'Shellfish - Mollusk');

export type MajorAllergenKey = 'milk' | 'egg' | 'fish' | 'crustacean_shellfish' | 'tree_nuts' | 'peanuts' | 'wheat' | 'soy' | 'sesame';

export interface MajorAllergen {
  readonly key: MajorAllergenKey;
  readonly name: AllergenName;
}

/** The nine major food allergens of US law (FALCPA and the FASTER Act), named as on the menu filter. */
export const MAJOR_US_ALLERGENS: readonly MajorAllergen[] = [
  { key: 'milk', name: 'Milk' },
  { key: 'egg', name: 'Egg' },
  { key: 'fish', name: 'Fish' },
  { key: 'crustacean_shellfish', name: 'Shellfish - Crustacean' },
  { key: 'tree_nuts', name: 'Tree Nuts' },
  { key: 'peanuts', name: 'Peanuts' },
  { key: 'wheat', name: 'Wheat' },
  { key: 'soy', name: 'Soy' },
  { key: 'sesame', name: 'Sesame' },
];

const KNOWN: ReadonlySet<string> = new Set(ALLERGENS_12);

/** Is `name` exactly one of the twelve allergen names ('Tree Nuts', not 'tree nuts')? */
export function isKnownAllergen(name: string): name is AllergenName {
  return KNOWN.has(name);
}
