import type { z } from 'zod';
import { DISH_NUTRIENTS, type dishFields, type DishNutrient } from '@commons/contract/console';
import { dishProblems, nutrientKey, NUTRIENT_RULES, searchText, type DishProblem, type LabelExclusion } from '@commons/domain';
import type { StoredNutrient } from '../../db/schema/index.ts';
import { invalid } from '../../platform/app-error.ts';
import { nutrientNumber } from '../menus/import/nutrient-value.ts';
import { canonicalLabel } from '../menus/import/menu-vocabulary.ts';

export type DishBody = z.output<typeof dishFields>;

const isFormNutrient = (key: string | null): key is DishNutrient => DISH_NUTRIENTS.some((nutrient) => nutrient === key);

/** A nutrient row as a menu file would give it: the label's name and unit, the amount as written. */
const rowOf = (name: string, uom: string, value: string): StoredNutrient => ({ name, uom, value, value_numeric: nutrientNumber(value) });

/**
 * The nutrient rows a save stores: a row for each amount the form gives (the label's name and
 * unit), the 'Calories' row a menu file gave following the dish's calories, and every other row
 * a menu file gave kept as it was. Answers each row's form field for the rules' messages.
 */
export function nutrientRowsOf(body: Pick<DishBody, 'calories' | 'nutrients'>, stored: readonly StoredNutrient[]): { rows: StoredNutrient[]; fields: string[] } {
  const rows: StoredNutrient[] = [];
  const fields: string[] = [];
  const add = (row: StoredNutrient, field: string) => {
    rows.push(row);
    fields.push(field);
  };
  const caloriesRow = stored.find((row) => nutrientKey(row.name) === 'calories');
  if (caloriesRow && body.calories !== null) add(rowOf(caloriesRow.name, caloriesRow.uom, String(body.calories)), 'calories');
  for (const key of DISH_NUTRIENTS) {
    const value = body.nutrients[key];
    if (value) add(rowOf(NUTRIENT_RULES[key].name, NUTRIENT_RULES[key].units[0] ?? '', value), `nutrients.${key}`);
  }
  for (const row of stored) {
    const key = nutrientKey(row.name);
    if (key !== 'calories' && !isFormNutrient(key)) add(row, 'nutrients');
  }
  return { rows, fields };
}

/** The form field a rule's problem is about. */
function fieldOf(problem: DishProblem, nutrientFields: readonly string[]): string {
  const [list, index] = problem.path;
  if (list === 'nutrients' && typeof index === 'number') return nutrientFields[index] ?? 'nutrients';
  return String(list);
}

/**
 * The food-safety rules of decision 0014, as the importer applies them (packages/domain
 * dish-rules.ts): a 400 naming each field that breaks one (its first problem), else nothing.
 */
export function checkFoodSafety(dish: { labels: readonly string[]; allergens: readonly string[] | null; mayContain: readonly string[]; calories: number | null; nutrients: readonly StoredNutrient[] }, nutrientFields: readonly string[], exclusions: readonly LabelExclusion[]): void {
  const errors: Record<string, string> = {};
  for (const problem of dishProblems(dish, exclusions)) {
    const field = fieldOf(problem, nutrientFields);
    errors[field] ??= problem.message;
  }
  if (Object.keys(errors).length > 0) throw invalid('Please check the highlighted fields: the dish breaks a food-safety rule.', errors);
}

/** What a save asks of a dish: its text fields, labels as the vocabulary spells them, and its nutrient rows checked by the food-safety rules. */
export function dishValuesOf(body: DishBody, stored: readonly StoredNutrient[], exclusions: readonly LabelExclusion[]) {
  const labels = [...new Set(body.labels.map(canonicalLabel))];
  const { rows, fields } = nutrientRowsOf(body, stored);
  checkFoodSafety({ labels, allergens: body.allergens, mayContain: body.may_contain, calories: body.calories, nutrients: rows }, fields, exclusions);
  return {
    labels,
    nutrients: rows,
    text: { name: body.name, description: body.description, portion: body.portion, calories: body.calories, ingredients: body.ingredients, search_text: searchText(body.name, body.description) },
  };
}
