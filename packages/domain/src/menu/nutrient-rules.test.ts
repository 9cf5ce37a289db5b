import { describe, expect, it } from 'vitest';
import { caloriesOf, conceptNutritionProblems, NUTRIENT_RULES, nutritionProblems, parseNutrientAmount, type NutrientRow } from './nutrient-rules.ts';

const row = (name: string, value: string, uom: string): NutrientRow => ({ name, value, uom });
const problemsOf = (nutrients: (NutrientRow | null)[], calories: number | null = null) => nutritionProblems({ calories, nutrients });

describe('parseNutrientAmount', () => {
  it('reads plain numbers, with thousands separators and decimals', () => {
    expect(parseNutrientAmount('12')).toEqual({ kind: 'exact', value: 12 });
    expect(parseNutrientAmount(' 0.5 ')).toEqual({ kind: 'exact', value: 0.5 });
    expect(parseNutrientAmount('.5')).toEqual({ kind: 'exact', value: 0.5 });
    expect(parseNutrientAmount('1,250')).toEqual({ kind: 'exact', value: 1250 });
    expect(parseNutrientAmount('0')).toEqual({ kind: 'exact', value: 0 });
  });
  it('reads "less than" amounts', () => {
    expect(parseNutrientAmount('<1')).toEqual({ kind: 'less than', bound: 1 });
    expect(parseNutrientAmount('< 5')).toEqual({ kind: 'less than', bound: 5 });
  });
  it('refuses negative numbers, words, blanks and broken numbers', () => {
    for (const text of ['-3', 'trace', '', ' ', '1,25', '12g', '1e3', 'NaN', '<', '<-1', '>5', '1.2.3']) expect(parseNutrientAmount(text), text).toBeNull();
  });
});

describe('nutritionProblems, row by row', () => {
  it('accepts a full, consistent label', () => {
    const nutrients = [
      row('Calories', '420', 'kcal'),
      row('Total Fat', '12', 'g'),
      row('Saturated Fat', '4.5', 'g'),
      row('Trans Fat', '0', 'g'),
      row('Cholesterol', '<5', 'mg'),
      row('Sodium', '1,250', 'mg'),
      row('Total Carbohydrates', '66', 'g'),
      row('Dietary Fiber', '<1', 'g'),
      row('Total Sugars', '14', 'g'),
      row('Added Sugars', '10', 'g'),
      row('Protein', '10', 'g'),
      row('Vitamin D', '0.4', 'mcg'),
      row('Calcium', '180', 'mg'),
      row('Iron', '2.8', 'mg'),
      row('Potassium', '210', 'mg'),
      row('Caffeine', '<1', 'mg'),
      row('Vitamin A', '10', '%'),
    ];
    expect(problemsOf(nutrients, 420)).toEqual([]);
  });

  it('wants a number ≥ 0, naming the "less than" form the label allows', () => {
    expect(problemsOf([row('Sodium', '-3', 'mg'), row('Total Sugars', 'trace', 'g'), row('Caffeine', 'some', 'mg'), null])).toEqual([
      { path: ['nutrients', 0, 'value'], message: `'-3' is not an amount: write a number ≥ 0 such as "12" or "0.5"` },
      { path: ['nutrients', 1, 'value'], message: `'trace' is not an amount: write a number ≥ 0 such as "12" or "0.5", or "<1" as FDA labels do` },
      { path: ['nutrients', 2, 'value'], message: `'some' is not an amount: write a number ≥ 0 such as "12" or "0.5", or a bound such as "<1"` },
    ]);
  });

  it('allows "less than" only where FDA labels use it, and only with their bound', () => {
    expect(problemsOf([row('Sodium', '<5', 'mg'), row('Cholesterol', '<2', 'mg'), row('Protein', '<1', 'g'), row('Cholesterol (2)', '<5', 'mg')])).toEqual([
      { path: ['nutrients', 0, 'value'], message: `'<5' is not how FDA labels declare Sodium: write a number` },
      { path: ['nutrients', 1, 'value'], message: `'<2' is not how FDA labels declare Cholesterol: write a number, or "<5"` },
    ]);
  });

  it('wants the unit FDA labels use, ignoring case', () => {
    expect(problemsOf([row('Sodium', '900', 'g'), row('Protein', '10', ''), row('Vitamin D', '2', 'µg'), row('Iron', '2', 'MG'), row('Calories', '90', 'Cal')])).toEqual([
      { path: ['nutrients', 0, 'uom'], message: `'g' is not the unit of Sodium: FDA labels give it in mg` },
      { path: ['nutrients', 1, 'uom'], message: 'is missing: FDA labels give Protein in g' },
    ]);
  });

  it('bounds each nutrient per serving', () => {
    expect(problemsOf([row('Sodium', '25,000', 'mg'), row('Calories', '5001', 'kcal'), row('Sodium ', '20000', 'mg')])).toEqual([
      { path: ['nutrients', 0, 'value'], message: '25,000 mg of Sodium in one serving is over the bound of 20,000 mg; check the value and its unit' },
      { path: ['nutrients', 1, 'value'], message: '5,001 kcal in one serving is over the bound of 5,000 kcal; check the value and its unit' },
      { path: ['nutrients', 2, 'name'], message: "'Sodium ' is also listed at nutrients[0]" },
    ]);
    expect(Object.fromEntries(Object.entries(NUTRIENT_RULES).map(([key, rule]) => [key, `${rule.max} ${rule.units[0]}`]))).toEqual({
      calories: '5000 kcal',
      total_fat: '500 g',
      saturated_fat: '500 g',
      trans_fat: '100 g',
      cholesterol: '3000 mg',
      sodium: '20000 mg',
      total_carb: '1000 g',
      dietary_fiber: '200 g',
      total_sugars: '1000 g',
      added_sugars: '1000 g',
      protein: '500 g',
      vitamin_d: '250 mcg',
      calcium: '10000 mg',
      iron: '200 mg',
      potassium: '20000 mg',
    });
  });

  it('rejects a nutrient listed twice, by its meaning as well as its name', () => {
    expect(problemsOf([row('Total Sugars', '3', 'g'), row('Sugars', '4', 'g'), row('Caffeine', '1', 'mg'), row('caffeine', '1', 'mg'), row('Total Sugars', '3', 'g')])).toEqual([
      { path: ['nutrients', 1, 'name'], message: "'Sugars' is also listed at nutrients[0] (as 'Total Sugars')" },
      { path: ['nutrients', 3, 'name'], message: "'caffeine' is also listed at nutrients[2] (as 'Caffeine')" },
      { path: ['nutrients', 4, 'name'], message: "'Total Sugars' is also listed at nutrients[0]" },
    ]);
  });
});

describe('nutritionProblems, between rows', () => {
  it('keeps sugars and fiber within carbohydrates, and added sugars within sugars', () => {
    expect(problemsOf([row('Total Carbohydrates', '20', 'g'), row('Total Sugars', '30', 'g'), row('Added Sugars', '31', 'g'), row('Dietary Fiber', '21', 'g')])).toEqual([
      { path: ['nutrients', 1, 'value'], message: 'Total Sugars (30 g) is more than Total Carbohydrates (20 g)' },
      { path: ['nutrients', 2, 'value'], message: 'Added Sugars (31 g) is more than Total Sugars (30 g)' },
      { path: ['nutrients', 3, 'value'], message: 'Dietary Fiber (21 g) is more than Total Carbohydrates (20 g)' },
    ]);
  });

  it('keeps saturated and trans fat together within total fat', () => {
    expect(problemsOf([row('Total Fat', '10', 'g'), row('Saturated Fat', '8', 'g'), row('Trans Fat', '3', 'g')])).toEqual([
      { path: ['nutrients', 1, 'value'], message: 'Saturated Fat (8 g) and Trans Fat (3 g) add up to more than Total Fat (10 g)' },
    ]);
    expect(problemsOf([row('Total Fat', '10', 'g'), row('Trans Fat', '12', 'g')])).toEqual([{ path: ['nutrients', 1, 'value'], message: 'Trans Fat (12 g) is more than Total Fat (10 g)' }]);
    expect(problemsOf([row('Total Fat', '10', 'g'), row('Saturated Fat', '7.5', 'g'), row('Trans Fat', '2.5', 'g')])).toEqual([]);
  });

  it('reads "less than" amounts as anything below their bound', () => {
    expect(problemsOf([row('Total Carbohydrates', '<1', 'g'), row('Total Sugars', '<1', 'g'), row('Dietary Fiber', '0', 'g')])).toEqual([]);
    expect(problemsOf([row('Total Carbohydrates', '<1', 'g'), row('Total Sugars', '1', 'g')])).toEqual([
      { path: ['nutrients', 1, 'value'], message: 'Total Sugars (1 g) is more than Total Carbohydrates (<1 g)' },
    ]);
  });

  it('leaves out rows that failed their own checks, and the second of a repeated nutrient', () => {
    expect(problemsOf([row('Total Carbohydrates', '20', 'mg'), row('Total Sugars', '30', 'g')])).toHaveLength(1);
    expect(problemsOf([row('Total Carbohydrates', '20', 'g'), row('Total Carbohydrates', '10', 'g'), row('Total Sugars', '15', 'g')]).map((p) => p.path)).toEqual([['nutrients', 1, 'name']]);
  });

  it("wants the item's calories to equal the Calories nutrient when both are given", () => {
    expect(problemsOf([row('Calories', '260', 'kcal')], 250)).toEqual([
      { path: ['calories'], message: "250 differs from the Calories nutrient (260 kcal at nutrients[0]); give the same number, or leave calories out to take the nutrient's" },
    ]);
    expect(problemsOf([row('Calories', '249.6', 'kcal')], 250)).toEqual([]);
    expect(problemsOf([], 6000)).toEqual([{ path: ['calories'], message: '6,000 kcal in one serving is over the bound of 5,000 kcal; check the value and its unit' }]);
  });
});

describe('caloriesOf', () => {
  it("takes the item's calories, else the Calories nutrient rounded, else none", () => {
    expect(caloriesOf(250, [row('Calories', '260', 'kcal')])).toBe(250);
    expect(caloriesOf(null, [row('Sodium', '5', 'mg'), row('Calories', '1,249.5', 'kcal')])).toBe(1250);
    expect(caloriesOf(null, [row('Sodium', '5', 'mg')])).toBeNull();
  });
});

describe('conceptNutritionProblems', () => {
  it('applies the bounds and the rules between amounts to the fixed fields, in grams and mg', () => {
    expect(conceptNutritionProblems({ total_fat: 10, saturated_fat: 11, sodium: 30_000, total_carb: 20, sugars: 25, dietary_fiber: 5, vitamin_a: 4000, calcium: 500 })).toEqual([
      { path: ['concept_nutrients', 'sodium'], message: '30,000 mg of Sodium in one serving is over the bound of 20,000 mg; check the value and its unit' },
      { path: ['concept_nutrients', 'sugars'], message: 'Total Sugars (25 g) is more than Total Carbohydrates (20 g)' },
      { path: ['concept_nutrients', 'saturated_fat'], message: 'Saturated Fat (11 g) is more than Total Fat (10 g)' },
    ]);
    expect(conceptNutritionProblems({ total_fat: 10, saturated_fat: null, total_carb: 20, sugars: 20 })).toEqual([]);
  });
});
