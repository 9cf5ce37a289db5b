import { describe, expect, it } from 'vitest';
import { convertMass, nutritionFacts } from './nutrition-facts-model.ts';

const n = (name: string, value: number | null, uom = 'g') => ({ name, uom, value: value === null ? '' : String(value), value_numeric: value });

describe('Nutrition Facts panel', () => {
  it('rounds by the FDA rules, gives % Daily Values and keeps the FDA order and indentation', () => {
    const panel = nutritionFacts({
      portion: '1 cup',
      calories: 247,
      nutrients: [
        n('Protein', 12.4),
        n('Total Fat', 8.3),
        n('Sodium', 0.472, 'g'),
        n('Saturated Fat', 3.26),
        n('Cholesterol', 3, 'mg'),
        n('Total Carbohydrates', 30.6),
        n('Dietary Fiber', 0.7),
        n('Sugars', 5),
        n('Added Sugar', 2),
        n('Trans Fat', 0.2),
        n('Calcium', 263, 'mg'),
        n('Vitamin D', 2.04, 'mcg'),
        n('Iron', 1.86, 'mg'),
        n('Vitamin A', 450, 'IU'),
      ],
    });
    expect(panel.servingSize).toBe('1 cup');
    expect(panel.calories).toBe('250');
    expect(panel.main.map((r) => [r.label, r.amount, r.percent, r.level, r.isBold])).toEqual([
      ['Total Fat', '8g', 11, 0, true],
      ['Saturated Fat', '3.5g', 16, 1, false],
      ['Trans Fat', '0g', null, 1, false],
      ['Cholesterol', 'less than 5mg', 1, 0, true],
      ['Sodium', '470mg', 21, 0, true],
      ['Total Carbohydrate', '31g', 11, 0, true],
      ['Dietary Fiber', 'less than 1g', 3, 1, false],
      ['Total Sugars', '5g', null, 1, false],
      ['Added Sugars', '2g', 4, 2, false],
      ['Protein', '12g', null, 0, true],
    ]);
    expect(panel.micro.map((r) => [r.label, r.amount, r.percent])).toEqual([
      ['Vitamin D', '2mcg', 10],
      ['Calcium', '260mg', 20],
      ['Iron', '1.9mg', 10],
      ['Vitamin A', '450 IU', null],
    ]);
  });

  it('falls back to the calories nutrient, and shows unknown amounts as sent', () => {
    const panel = nutritionFacts({
      portion: null,
      calories: null,
      nutrients: [n('Calories', 47, 'kcal'), { name: 'Sodium', uom: 'mg', value: 'trace', value_numeric: null }, { name: 'Dietary Fiber', uom: 'g', value: '<1', value_numeric: null }],
    });
    expect(panel.calories).toBe('45');
    expect(panel.servingSize).toBeNull();
    expect(panel.main).toEqual([
      { key: 'sodium', label: 'Sodium', amount: 'trace mg', percent: null, level: 0, isBold: true },
      { key: 'dietary_fiber', label: 'Dietary Fiber', amount: 'less than 1g', percent: null, level: 1, isBold: false },
    ]);
    expect(nutritionFacts({ portion: ' ', calories: null, nutrients: [] })).toEqual({ servingSize: null, calories: null, main: [], micro: [] });
  });

  it('converts masses between g, mg and mcg only', () => {
    expect(convertMass(1.5, 'g', 'mg')).toBe(1500);
    expect(convertMass(500, 'mcg', 'mg')).toBe(0.5);
    expect(convertMass(10, 'IU', 'mcg')).toBeNull();
    expect(convertMass(120, 'kcal', '')).toBe(120);
  });
});

describe('Nutrition Facts panel: less-than amounts', () => {
  const lessThan = (name: string, bound: string, uom = 'g') => ({ name, uom, value: `<${bound}`, value_numeric: null });
  it('keeps "less than 1g" where FDA allows it and follows the fat rules for fats', () => {
    const panel = nutritionFacts({ portion: null, calories: 40, nutrients: [lessThan('Total Fat', '1'), lessThan('Saturated Fat', '0.5'), lessThan('Sugars', '1'), lessThan('Sodium', '5', 'mg')] });
    expect(panel.main.map((r) => [r.label, r.amount, r.percent])).toEqual([
      ['Total Fat', '1g', null],
      ['Saturated Fat', '0g', null],
      ['Sodium', '0mg', null],
      ['Total Sugars', 'less than 1g', null],
    ]);
  });
});
