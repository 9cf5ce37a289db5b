import type { ConceptNutrientValues } from '@commons/contract';

/** The fixed nutrient list of concept locations (spec 01 §3), in the order shown, with units. */
export const CONCEPT_NUTRIENTS: readonly { key: keyof ConceptNutrientValues; label: string; unit: string }[] = [
  { key: 'fat_calories', label: 'Calories from Fat', unit: '' },
  { key: 'total_fat', label: 'Total Fat', unit: 'g' },
  { key: 'saturated_fat', label: 'Saturated Fat', unit: 'g' },
  { key: 'trans_fat', label: 'Trans Fat', unit: 'g' },
  { key: 'cholesterol', label: 'Cholesterol', unit: 'mg' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
  { key: 'potassium', label: 'Potassium', unit: 'mg' },
  { key: 'total_carb', label: 'Total Carbohydrate', unit: 'g' },
  { key: 'dietary_fiber', label: 'Dietary Fiber', unit: 'g' },
  { key: 'sugars', label: 'Sugars', unit: 'g' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'vitamin_a', label: 'Vitamin A', unit: '% DV' },
  { key: 'vitamin_c', label: 'Vitamin C', unit: '% DV' },
  { key: 'calcium', label: 'Calcium', unit: '% DV' },
  { key: 'iron', label: 'Iron', unit: '% DV' },
];

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '12g', '140mg', '10% DV', 'Not available' for a missing value. */
export function conceptValueText(value: number | null, unit: string): string {
  if (value === null) return 'Not available';
  if (unit === '% DV') return `${number.format(value)}% DV`;
  return `${number.format(value)}${unit}`;
}
