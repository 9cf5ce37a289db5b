import { describe, expect, it } from 'vitest';
import { DAILY_VALUES, nutrientKey, percentDailyValue, roundForLabel, roundLessThanForLabel, roundMicronutrientPercent } from './fda-rounding.ts';
import type { LabelNutrient } from './fda-rounding.ts';

/** [amount, printed text] pairs for one nutrient. */
const printed = (nutrient: LabelNutrient, cases: [number, string][]) =>
  it.each(cases)(`${nutrient} %d → %s`, (amount, text) => expect(roundForLabel(nutrient, amount).text).toBe(text));

describe('roundForLabel: calories (< 5 → 0; ≤ 50 by 5; > 50 by 10)', () => {
  printed('calories', [
    [0, '0'],
    [4.9, '0'],
    [5, '5'],
    [7.4, '5'],
    [7.5, '10'],
    [47, '45'],
    [49.9, '50'],
    [50, '50'],
    [51, '50'],
    [54.9, '50'],
    [55, '60'],
    [1234, '1230'],
  ]);
  it('returns the declared number', () => expect(roundForLabel('calories', 47)).toEqual({ value: 45, text: '45' }));
});

describe('roundForLabel: fats (< 0.5 g → 0; < 5 g by 0.5 g; ≥ 5 g by 1 g)', () => {
  printed('total_fat', [
    [0.4, '0g'],
    [0.49, '0g'],
    [0.5, '0.5g'],
    [0.74, '0.5g'],
    [0.75, '1g'],
    [3.26, '3.5g'],
    [4.74, '4.5g'],
    [4.9, '5g'],
    [5, '5g'],
    [5.49, '5g'],
    [5.5, '6g'],
  ]);
  printed('saturated_fat', [
    [0.3, '0g'],
    [1.2, '1g'],
    [1.25, '1.5g'],
  ]);
  printed('trans_fat', [
    [0.2, '0g'],
    [0.6, '0.5g'],
  ]);
  it('returns the declared number', () => expect(roundForLabel('total_fat', 3.26)).toEqual({ value: 3.5, text: '3.5g' }));
});

describe("roundForLabel: cholesterol (< 2 mg → 0; 2 to 5 mg 'less than 5 mg'; > 5 mg by 5 mg)", () => {
  printed('cholesterol', [
    [1.9, '0mg'],
    [2, 'less than 5mg'],
    [3, 'less than 5mg'],
    [5, 'less than 5mg'],
    [5.1, '5mg'],
    [7.4, '5mg'],
    [7.5, '10mg'],
    [142, '140mg'],
  ]);
  it("gives the bound as the value of a 'less than' declaration", () => expect(roundForLabel('cholesterol', 3)).toEqual({ value: 5, text: 'less than 5mg' }));
});

describe('roundForLabel: sodium and potassium (< 5 mg → 0; 5 to 140 mg by 5 mg; > 140 mg by 10 mg)', () => {
  printed('sodium', [
    [4, '0mg'],
    [4.99, '0mg'],
    [5, '5mg'],
    [7.5, '10mg'],
    [137, '135mg'],
    [139.9, '140mg'],
    [140, '140mg'],
    [140.1, '140mg'],
    [142, '140mg'],
    [145, '150mg'],
    [146, '150mg'],
    [2304, '2300mg'],
  ]);
  printed('potassium', [
    [4, '0mg'],
    [5, '5mg'],
    [137, '135mg'],
    [140, '140mg'],
    [146, '150mg'],
  ]);
});

describe("roundForLabel: carbohydrate, fiber, sugars, protein (< 0.5 g → 0; < 1 g 'less than 1 g'; ≥ 1 g by 1 g)", () => {
  for (const nutrient of ['total_carb', 'dietary_fiber', 'total_sugars', 'added_sugars', 'protein'] as const) {
    printed(nutrient, [
      [0.4, '0g'],
      [0.49, '0g'],
      [0.5, 'less than 1g'],
      [0.7, 'less than 1g'],
      [0.99, 'less than 1g'],
      [1, '1g'],
      [1.49, '1g'],
      [1.5, '2g'],
      [27.5, '28g'],
    ]);
  }
  it("gives the bound as the value of 'less than 1g'", () => expect(roundForLabel('protein', 0.7)).toEqual({ value: 1, text: 'less than 1g' }));
});

describe('roundForLabel: vitamin D, calcium and iron', () => {
  printed('vitamin_d', [
    [0, '0mcg'],
    [0.04, '0mcg'],
    [0.05, '0.1mcg'],
    [1.15, '1.2mcg'],
    [2, '2mcg'],
    [2.04, '2mcg'],
  ]);
  printed('calcium', [
    [4, '0mg'],
    [5, '10mg'],
    [254, '250mg'],
    [265, '270mg'],
    [1300, '1300mg'],
  ]);
  printed('iron', [
    [0.04, '0mg'],
    [0.35, '0.4mg'],
    [7.96, '8mg'],
    [8.25, '8.3mg'],
  ]);
  it('returns numbers without binary fraction noise', () => expect(roundForLabel('iron', 0.7)).toEqual({ value: 0.7, text: '0.7mg' }));
});

describe('roundForLabel: bad amounts', () => {
  it('refuses negative or non-finite amounts', () => {
    expect(() => roundForLabel('sodium', -1)).toThrow(RangeError);
    expect(() => roundForLabel('sodium', Number.NaN)).toThrow(RangeError);
    expect(() => roundForLabel('calories', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('DAILY_VALUES', () => {
  it('holds the 2020 label daily values for adults and children 4 years and older', () => {
    expect(DAILY_VALUES).toEqual({
      total_fat: 78,
      saturated_fat: 20,
      cholesterol: 300,
      sodium: 2300,
      total_carb: 275,
      dietary_fiber: 28,
      added_sugars: 50,
      protein: 50,
      vitamin_d: 20,
      calcium: 1300,
      iron: 18,
      potassium: 4700,
    });
  });
});

describe('percentDailyValue', () => {
  it('has no %DV for calories, trans fat and total sugars', () => {
    expect(percentDailyValue('calories', 200)).toBeNull();
    expect(percentDailyValue('trans_fat', 1)).toBeNull();
    expect(percentDailyValue('total_sugars', 12)).toBeNull();
  });
  it('rounds macronutrients and sodium to the nearest 1%, halves up', () => {
    expect(percentDailyValue('sodium', 2300)).toBe(100);
    expect(percentDailyValue('sodium', 11.4)).toBe(0); // 0.496%
    expect(percentDailyValue('sodium', 11.5)).toBe(1); // 0.5%
    expect(percentDailyValue('total_fat', 3.9)).toBe(5); // 5%
    expect(percentDailyValue('total_fat', 8)).toBe(10); // 10.26%
    expect(percentDailyValue('saturated_fat', 0.3)).toBe(2); // 1.5%
    expect(percentDailyValue('cholesterol', 301.5)).toBe(101); // 100.5%
    expect(percentDailyValue('total_carb', 37)).toBe(13); // 13.45%
    expect(percentDailyValue('dietary_fiber', 4)).toBe(14); // 14.29%
    expect(percentDailyValue('added_sugars', 10)).toBe(20);
    expect(percentDailyValue('protein', 0)).toBe(0);
  });
  describe('vitamins and minerals: < 2% → 0; ≤ 10% by 2%; ≤ 50% by 5%; above by 10%', () => {
    it.each<[LabelNutrient, number, number]>([
      ['vitamin_d', 0.39, 0], // 1.95%
      ['vitamin_d', 0.4, 2], // 2%
      ['vitamin_d', 0.6, 4], // 3%, half up
      ['vitamin_d', 0.59, 2], // 2.95%
      ['vitamin_d', 2, 10], // 10%
      ['vitamin_d', 2.02, 10], // 10.1% → by 5%
      ['vitamin_d', 2.5, 15], // 12.5%, half up
      ['calcium', 260, 20], // 20%
      ['calcium', 650, 50], // 50%
      ['calcium', 656.5, 50], // 50.5% → by 10%
      ['calcium', 715, 60], // 55%, half up
      ['iron', 8, 45], // 44.4%
      ['iron', 18, 100],
      ['potassium', 235, 6], // 5%, half up
      ['potassium', 90, 0], // 1.91%
    ])('%s %d → %d percent', (nutrient, amount, percent) => expect(percentDailyValue(nutrient, amount)).toBe(percent));
  });
});

describe('nutrientKey', () => {
  it.each<[string, LabelNutrient]>([
    ['Calories', 'calories'],
    ['Total Fat', 'total_fat'],
    ['Saturated Fat', 'saturated_fat'],
    ['Trans Fat', 'trans_fat'],
    ['Cholesterol', 'cholesterol'],
    ['Sodium', 'sodium'],
    ['Total Carbohydrates', 'total_carb'],
    ['Total Carbohydrate', 'total_carb'],
    ['Dietary Fiber', 'dietary_fiber'],
    ['Sugar', 'total_sugars'],
    ['Sugars', 'total_sugars'],
    ['Total Sugars', 'total_sugars'],
    ['Added Sugar', 'added_sugars'],
    ['Added Sugars', 'added_sugars'],
    ['Added Sugar(s)', 'added_sugars'],
    ['Protein', 'protein'],
    ['Vitamin D', 'vitamin_d'],
    ['Calcium', 'calcium'],
    ['Iron', 'iron'],
    ['Potassium', 'potassium'],
    ['  TOTAL   fat ', 'total_fat'],
    ['vitamin d', 'vitamin_d'],
  ])('%s → %s', (name, key) => expect(nutrientKey(name)).toBe(key));
  it('knows no other names', () => {
    expect(nutrientKey('Vitamin A')).toBeNull();
    expect(nutrientKey('Fat Calories')).toBeNull();
    expect(nutrientKey('constructor')).toBeNull();
    expect(nutrientKey('')).toBeNull();
  });
});

describe('roundLessThanForLabel', () => {
  it('keeps the less-than form where the nutrient has one', () => {
    expect(roundLessThanForLabel('total_sugars', 1)).toEqual({ value: 1, text: 'less than 1g' });
    expect(roundLessThanForLabel('protein', 0.5)).toEqual({ value: 0, text: '0g' });
    expect(roundLessThanForLabel('cholesterol', 5)).toEqual({ value: 5, text: 'less than 5mg' });
  });
  it('follows the fat rules for fats: the largest declaration below the bound, never "less than"', () => {
    expect(roundLessThanForLabel('total_fat', 1).text).toBe('1g');
    expect(roundLessThanForLabel('saturated_fat', 0.5).text).toBe('0g');
    expect(roundLessThanForLabel('trans_fat', 5).text).toBe('5g');
    expect(roundLessThanForLabel('total_fat', 0).text).toBe('0g');
  });
  it('declares zero where every amount below the bound is zero', () => expect(roundLessThanForLabel('sodium', 5).text).toBe('0mg'));
});

describe('roundMicronutrientPercent', () => {
  it.each([
    [0, 0],
    [1.9, 0],
    [2, 2],
    [3, 4],
    [10, 10],
    [11, 10],
    [12.5, 15],
    [50, 50],
    [54, 50],
    [55, 60],
  ])('%d%% → %d%%', (percent, declared) => expect(roundMicronutrientPercent(percent)).toBe(declared));
});
