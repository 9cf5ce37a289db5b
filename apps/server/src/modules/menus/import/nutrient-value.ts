import { parseNutrientAmount } from '@commons/domain';

/**
 * value_numeric of a nutrient: the number a plain value such as "12", "0.5" or "1,250" states;
 * null for values that state no single number ("<1").
 */
export function nutrientNumber(value: string): number | null {
  const amount = parseNutrientAmount(value);
  return amount?.kind === 'exact' ? amount.value : null;
}
