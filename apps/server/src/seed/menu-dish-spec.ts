/** The shape of a demo dish and how it becomes an item of a menu file (docs/menu-import.md). */
import type { AllergenName } from '@commons/domain';
import type { KNOWN_LABELS, SUSTAINABILITY_RATINGS } from '../modules/menus/import/index.ts';

export type Allergen = AllergenName;
export type Label = (typeof KNOWN_LABELS)[number];
export type Rating = (typeof SUSTAINABILITY_RATINGS)[number];

/**
 * Per serving: calories, total fat g, saturated fat g, trans fat g, cholesterol mg, sodium mg,
 * total carbohydrates g, dietary fiber g, total sugars g, added sugars g, protein g, vitamin D mcg,
 * calcium mg, iron mg, potassium mg.
 */
export type NutritionFacts = readonly [number, number, number, number, number, number, number, number, number, number, number, number, number, number, number];

export interface DishSpec {
  name: string;
  desc: string;
  portion: string;
  n: NutritionFacts;
  ing: string;
  /** null: the kitchen has not said (allergen data unknown). */
  allergens: readonly Allergen[] | null;
  labels?: readonly Label[];
  rating?: Rating;
  /** Allergens of the 12 the dish may contain through cross-contact (a shared fryer, a shared facility). */
  mayContain?: readonly Allergen[];
  /** Allergen notes beyond the list of 12. */
  custom?: string;
  /** Concept dishes: vitamin A and vitamin C in % of the daily value. */
  dv?: readonly [number, number];
}

/** Dishes by the station pool they rotate through. */
export type DishPools = Record<string, readonly DishSpec[]>;

/** The operator's key of a dish: its name, lower-case, accent-free, hyphenated. */
export function dishId(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const NUTRIENTS: readonly (readonly [name: string, uom: string, decimals: number])[] = [
  ['Calories', 'kcal', 0],
  ['Total Fat', 'g', 1],
  ['Saturated Fat', 'g', 1],
  ['Trans Fat', 'g', 1],
  ['Cholesterol', 'mg', 0],
  ['Sodium', 'mg', 0],
  ['Total Carbohydrates', 'g', 0],
  ['Dietary Fiber', 'g', 0],
  ['Total Sugars', 'g', 0],
  ['Added Sugars', 'g', 0],
  ['Protein', 'g', 0],
  ['Vitamin D', 'mcg', 1],
  ['Calcium', 'mg', 0],
  ['Iron', 'mg', 1],
  ['Potassium', 'mg', 0],
];

/** Nutrients a label declares as "less than 1 g" below one gram (fats are given to the half gram instead). */
const LESS_THAN_ONE_GRAM: ReadonlySet<string> = new Set(['Total Carbohydrates', 'Dietary Fiber', 'Total Sugars', 'Added Sugars', 'Protein']);

/** As a nutrition label prints it: carbohydrates, sugars, fiber and protein under a gram read "<1", the rest is rounded. */
function labelValue(name: string, value: number, decimals: number): string {
  if (value === 0) return '0';
  if (LESS_THAN_ONE_GRAM.has(name) && value < 1) return '<1';
  return decimals === 0 ? String(Math.round(value)) : String(Math.round(value * 10 ** decimals) / 10 ** decimals);
}

const percentOf = (value: number, dailyValue: number): number => Math.round((value / dailyValue) * 100);

/** An item of the menu file; concept dishes carry the fixed concept nutrient list instead of nutrients. */
export function dishItem(dish: DishSpec, isConcept: boolean): Record<string, unknown> {
  const [calories, fat, saturated, trans, cholesterol, sodium, carbs, fiber, sugars, , protein, , calcium, iron, potassium] = dish.n;
  const base = {
    id: dishId(dish.name),
    name: dish.name,
    description: dish.desc,
    portion: dish.portion,
    calories,
    ingredients: dish.ing,
    custom_allergens: dish.custom ?? null,
    allergens: dish.allergens,
    may_contain: dish.mayContain ?? [],
    labels: dish.labels ?? [],
    sustainability: dish.rating ?? null,
  };
  if (!isConcept) return { ...base, nutrients: NUTRIENTS.map(([name, uom, decimals], i) => ({ name, uom, value: labelValue(name, dish.n[i] ?? 0, decimals) })) };
  const [vitaminA, vitaminC] = dish.dv ?? [0, 0];
  return {
    ...base,
    concept_nutrients: {
      fat_calories: Math.round(fat * 9),
      total_fat: fat,
      saturated_fat: saturated,
      trans_fat: trans,
      cholesterol,
      sodium,
      potassium,
      total_carb: carbs,
      dietary_fiber: fiber,
      sugars,
      protein,
      vitamin_a: vitaminA,
      vitamin_c: vitaminC,
      calcium: percentOf(calcium, 1300),
      iron: percentOf(iron, 18),
    },
  };
}
