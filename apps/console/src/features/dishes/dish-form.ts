import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { DISH_NUTRIENTS, dishEditBody, newDishBody, type ConsoleDish, type DishNutrient } from '@commons/contract/console';

/** The dish form's values as its fields hold them: text for numbers, a switch for “allergens known”. */
export interface DishValues {
  name: string;
  description: string;
  portion: string;
  calories: string;
  ingredients: string;
  allergens_known: boolean;
  allergens: string[];
  may_contain: string[];
  labels: string[];
  nutrients: Record<DishNutrient, string>;
}
export type DishBody = Record<string, unknown>;

/** The fields the server's errors may name, in the form's order (the first is focused). */
export const DISH_FIELDS = ['name', 'description', 'portion', 'calories', 'ingredients', 'allergens', 'may_contain', 'labels', ...DISH_NUTRIENTS.map((key) => `nutrients.${key}` as const)] as const;

export const dishValuesOf = (dish: ConsoleDish | null): DishValues => ({
  name: dish?.name ?? '',
  description: dish?.description ?? '',
  portion: dish?.portion ?? '',
  calories: dish?.calories === null || dish?.calories === undefined ? '' : String(dish.calories),
  ingredients: dish?.ingredients ?? '',
  allergens_known: dish ? dish.allergens !== null : true,
  allergens: dish?.allergens ?? [],
  may_contain: dish?.may_contain ?? [],
  labels: dish?.labels ?? [],
  nutrients: Object.fromEntries(DISH_NUTRIENTS.map((key) => [key, dish?.nutrients[key] ?? ''])) as Record<DishNutrient, string>,
});

/** Calories as typed: empty is none, a plain number is that number, anything else goes as typed for the schema to refuse. */
const caloriesOf = (text: string): unknown => (text.trim() === '' ? null : /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text);

/** The form as the contract's body; an edit names its version. */
export function bodyOf(values: DishValues, version: number | null): DishBody {
  const { allergens_known: known, ...rest } = values;
  return { ...rest, calories: caloriesOf(values.calories), allergens: known ? values.allergens : null, ...(version === null ? {} : { version }) };
}

/** Checks the form with the contract's own schema, so its messages are the server's. */
export function dishResolver(version: number | null): Resolver<DishValues, unknown, DishBody> {
  const check = zodResolver(version === null ? newDishBody : dishEditBody);
  return async (values, context, options) => (await check(bodyOf(values, version) as never, context, options as never)) as unknown as Awaited<ReturnType<Resolver<DishValues, unknown, DishBody>>>;
}
