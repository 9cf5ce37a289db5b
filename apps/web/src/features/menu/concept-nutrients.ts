import type { ConceptNutrientValues } from '@commons/contract';
import { roundForLabel, roundMicronutrientPercent, type LabelNutrient } from '@commons/domain';

/** How a concept value is declared: by a nutrient's FDA rounding rule, or as a vitamin's or mineral's % Daily Value. */
export type ConceptRounding = LabelNutrient | 'percent';

export interface ConceptNutrient {
  key: keyof ConceptNutrientValues;
  label: string;
  rounding: ConceptRounding;
}

/**
 * The fixed nutrient list of concept locations (docs/product/menus.md#nutrition), in the order shown, each rounded as
 * the Nutrition Facts panel rounds it (calories from fat as calories).
 */
export const CONCEPT_NUTRIENTS: readonly ConceptNutrient[] = [
  { key: 'fat_calories', label: 'Calories from Fat', rounding: 'calories' },
  { key: 'total_fat', label: 'Total Fat', rounding: 'total_fat' },
  { key: 'saturated_fat', label: 'Saturated Fat', rounding: 'saturated_fat' },
  { key: 'trans_fat', label: 'Trans Fat', rounding: 'trans_fat' },
  { key: 'cholesterol', label: 'Cholesterol', rounding: 'cholesterol' },
  { key: 'sodium', label: 'Sodium', rounding: 'sodium' },
  { key: 'potassium', label: 'Potassium', rounding: 'potassium' },
  { key: 'total_carb', label: 'Total Carbohydrate', rounding: 'total_carb' },
  { key: 'dietary_fiber', label: 'Dietary Fiber', rounding: 'dietary_fiber' },
  { key: 'sugars', label: 'Sugars', rounding: 'total_sugars' },
  { key: 'protein', label: 'Protein', rounding: 'protein' },
  { key: 'vitamin_a', label: 'Vitamin A', rounding: 'percent' },
  { key: 'vitamin_c', label: 'Vitamin C', rounding: 'percent' },
  { key: 'calcium', label: 'Calcium', rounding: 'percent' },
  { key: 'iron', label: 'Iron', rounding: 'percent' },
];

/** As the panel declares it: '3.5g', 'less than 5mg', '2380mg', '10% DV'; 'Not available' for a missing or unusable value. */
export function conceptValueText(value: number | null, rounding: ConceptRounding): string {
  if (value === null || !Number.isFinite(value) || value < 0) return 'Not available';
  if (rounding === 'percent') return `${roundMicronutrientPercent(value)}% DV`;
  return roundForLabel(rounding, value).text;
}
