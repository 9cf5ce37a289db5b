/** The names the menu format accepts for allergens, labels and sustainability ratings. */
import { ALLERGENS_12 } from '@commons/domain';

/** The full list of 12, the one the menu filter offers (docs/product/menus.md#allergens). */
export { ALLERGENS_12 };

/** Labels with a fixed spelling; any other name of 1 to 60 characters is a site's own label. */
export const KNOWN_LABELS = ['Vegan', 'Vegetarian', 'Avoiding Gluten', 'Pork', 'Balanced U', 'Halal'] as const;

/** HowGood ratings, best first (docs/product/menus.md#legend). */
export const SUSTAINABILITY_RATINGS = ['Best', 'Great', 'Good', 'Climate Friendly'] as const;

/** menu_filters.type of each kind of filter. */
export const FILTER_TYPES = { allergen: 'allergen', label: 'label', sustainability: 'sustainability' } as const;
export type FilterType = (typeof FILTER_TYPES)[keyof typeof FILTER_TYPES];

function lookup(names: readonly string[]): (name: string) => string | undefined {
  const byKey = new Map(names.map((name) => [name.toLowerCase(), name]));
  return (name) => byKey.get(name.trim().toLowerCase());
}

/** The list's own spelling of `name`, compared without case; undefined when it is not on the list. */
export const canonicalAllergen = lookup(ALLERGENS_12);
export const canonicalRating = lookup(SUSTAINABILITY_RATINGS);
const knownLabel = lookup(KNOWN_LABELS);
/** Known labels take their fixed spelling; other labels are kept as written (trimmed). */
export const canonicalLabel = (name: string): string => knownLabel(name) ?? name.trim();
