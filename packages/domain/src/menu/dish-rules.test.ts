import { describe, expect, it } from 'vitest';
import { dishProblems } from './dish-rules.ts';
import { DEFAULT_LABEL_EXCLUSIONS } from './label-exclusions.ts';

const dish = { labels: [], allergens: [], mayContain: [], calories: null, nutrients: [] };

describe('dishProblems', () => {
  it('finds nothing wrong with a plain dish', () => {
    expect(dishProblems({ ...dish, labels: ['Vegan'], mayContain: ['Wheat'] }, DEFAULT_LABEL_EXCLUSIONS)).toEqual([]);
  });

  it('names each rule a dish breaks by its path, labels first', () => {
    const problems = dishProblems(
      {
        labels: ['Halal', 'Vegan'],
        allergens: ['Milk'],
        mayContain: ['Milk'],
        calories: 100,
        nutrients: [
          { name: 'Total Carbohydrates', uom: 'g', value: '10' },
          { name: 'Total Sugars', uom: 'g', value: '12' },
          { name: 'Sodium', uom: 'mg', value: '-5' },
        ],
      },
      DEFAULT_LABEL_EXCLUSIONS,
    );
    expect(problems.map((problem) => problem.path)).toEqual([['labels', 1], ['may_contain', 0], ['nutrients', 2, 'value'], ['nutrients', 1, 'value']]);
  });

  it('checks a concept dish’s fixed fields too', () => {
    expect(dishProblems({ ...dish, conceptNutrients: { total_carb: 5, sugars: 9 } }, [])).toEqual([{ path: ['concept_nutrients', 'sugars'], message: expect.stringMatching(/more than/) }]);
  });
});
