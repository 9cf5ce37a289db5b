/**
 * The food-safety rules of one dish, as the menu importer and the console's dish form both apply
 * them (decision 0014): labels its allergens contradict ('Vegan' with Milk), may-contain allergens
 * it already contains, and nutrition facts that are not amounts in FDA units, out of bounds or at
 * odds with each other. Each problem carries a path relative to the dish (`['labels', 0]`,
 * `['nutrients', 3, 'value']`, `['calories']`) for the caller to report against its own fields.
 */
import { mayContainProblems } from './cross-contact.ts';
import { labelConflictMessage, labelConflicts, type LabelExclusion } from './label-exclusions.ts';
import { conceptNutritionProblems, nutritionProblems, type NutrientRow, type RulePath } from './nutrient-rules.ts';

/** What the rules read of a dish; list entries that could not be read are left out by the caller (rows as null). */
export interface DishFacts {
  readonly labels: readonly string[];
  /** null: allergen data unknown, which contradicts nothing. */
  readonly allergens: readonly string[] | null;
  readonly mayContain: readonly string[];
  readonly calories: number | null;
  readonly nutrients: readonly (NutrientRow | null)[];
  readonly conceptNutrients?: Readonly<Partial<Record<string, number | null>>> | null;
}

export interface DishProblem {
  readonly path: RulePath;
  readonly message: string;
}

/** Every food-safety problem of a dish, labels first, then may-contain, then nutrition facts. */
export function dishProblems(dish: DishFacts, exclusions: readonly LabelExclusion[]): DishProblem[] {
  const problems: DishProblem[] = [];
  for (const conflict of labelConflicts(dish.labels, dish.allergens, exclusions)) problems.push({ path: ['labels', conflict.index], message: labelConflictMessage(conflict) });
  for (const problem of mayContainProblems(dish.allergens, dish.mayContain)) problems.push({ path: ['may_contain', problem.index], message: problem.message });
  problems.push(...nutritionProblems({ calories: dish.calories, nutrients: dish.nutrients }));
  if (dish.conceptNutrients) problems.push(...conceptNutritionProblems(dish.conceptNutrients));
  return problems;
}
