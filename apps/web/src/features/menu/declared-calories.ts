import type { Nutrient } from '@commons/contract';
import { nutrientKey, roundForLabel } from '@commons/domain';

/**
 * An item's calories as its label declares them ('250' for 247), or null when unknown: the item's
 * calories, else its 'Calories' nutrient. The menu list and the nutrition dialog both show this.
 */
export function declaredCalories(item: { calories: number | null; nutrients: readonly Nutrient[] }): string | null {
  const amount = item.calories ?? item.nutrients.find((n) => nutrientKey(n.name) === 'calories')?.value_numeric ?? null;
  return amount !== null && Number.isFinite(amount) && amount >= 0 ? roundForLabel('calories', amount).text : null;
}
