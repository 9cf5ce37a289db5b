import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_EXCLUSIONS } from '@commons/domain';
import { validateMenuDocument } from './validate-document.ts';

function fileWith(...items: Record<string, unknown>[]) {
  return { format: 'commons-menus/1', site: 'northfield', items, locations: [] };
}
const errorsOf = (input: unknown, options = {}) => {
  const result = validateMenuDocument(input, options);
  return result.ok ? [] : result.errors;
};
const documentOf = (input: unknown) => {
  const result = validateMenuDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
};

describe('labels that contradict allergens', () => {
  it('rejects Vegan with milk, egg, fish or shellfish, Vegetarian with fish or shellfish, Avoiding Gluten with gluten or wheat', () => {
    const errors = errorsOf(
      fileWith(
        { id: 'a', name: 'Latte', allergens: ['Milk'], labels: ['Vegan'] },
        { id: 'b', name: 'Crab Cake', allergens: ['Shellfish - Crustacean', 'Egg', 'Wheat'], labels: ['Halal', 'vegetarian', 'AVOIDING GLUTEN'] },
        { id: 'c', name: 'Oysters', allergens: ['shellfish - mollusk'], labels: ['Vegan', 'Vegan'] },
      ),
    );
    expect(errors).toEqual([
      { path: 'items[0].labels[0]', message: "'Vegan' cannot go with the allergen Milk: this site's 'Vegan' excludes Milk, Egg, Fish, Shellfish - Crustacean, Shellfish - Mollusk" },
      {
        path: 'items[1].labels[1]',
        message: "'Vegetarian' cannot go with the allergen Shellfish - Crustacean: this site's 'Vegetarian' excludes Fish, Shellfish - Crustacean, Shellfish - Mollusk",
      },
      { path: 'items[1].labels[2]', message: "'Avoiding Gluten' cannot go with the allergen Wheat: this site's 'Avoiding Gluten' excludes Gluten, Wheat" },
      {
        path: 'items[2].labels[0]',
        message: "'Vegan' cannot go with the allergen Shellfish - Mollusk: this site's 'Vegan' excludes Milk, Egg, Fish, Shellfish - Crustacean, Shellfish - Mollusk",
      },
    ]);
  });

  it("follows the site's own exclusions given by the caller", () => {
    const site = [...DEFAULT_LABEL_EXCLUSIONS, { label: 'Dairy Free', allergens: ['Milk'] }];
    expect(errorsOf(fileWith({ id: 'a', name: 'Latte', allergens: ['Milk'], labels: ['dairy free'] }), { labelExclusions: site })).toEqual([
      { path: 'items[0].labels[0]', message: "'dairy free' cannot go with the allergen Milk: this site's 'Dairy Free' excludes Milk" },
    ]);
    expect(errorsOf(fileWith({ id: 'a', name: 'Latte', allergens: ['Milk'], labels: ['Dairy Free'] }))).toEqual([]);
  });

  it('checks labels even when another field or entry of the item is bad', () => {
    expect(errorsOf(fileWith({ id: 'a', name: '', allergens: ['Fish'], labels: ['Vegan'] })).map((e) => e.path)).toEqual(['items[0].name', 'items[0].labels[0]']);
    expect(errorsOf(fileWith({ id: 'a', name: 'Tuna', allergens: ['Tuna', 'Fish'], labels: ['', 'Vegan'] })).map((e) => e.path)).toEqual([
      'items[0].allergens[0]',
      'items[0].labels[0]',
      'items[0].labels[1]',
    ]);
  });

  it('lets cross-contact stand beside a label: only what a dish contains contradicts it', () => {
    expect(errorsOf(fileWith({ id: 'a', name: 'Fries', allergens: [], may_contain: ['Wheat', 'Milk'], labels: ['Vegan', 'Avoiding Gluten'] }))).toEqual([]);
  });
});

describe('may_contain', () => {
  it('takes allergen names in any case, stores their list spelling once, and defaults to none', () => {
    const [fries, soup] = documentOf(fileWith({ id: 'a', name: 'Fries', allergens: [], may_contain: ['wheat', 'GLUTEN', 'Wheat'] }, { id: 'b', name: 'Soup', may_contain: null })).items;
    expect(fries?.may_contain).toEqual(['Wheat', 'Gluten']);
    expect(soup?.may_contain).toEqual([]);
  });

  it('rejects unknown names and allergens the dish already contains', () => {
    expect(errorsOf(fileWith({ id: 'a', name: 'Fries', allergens: ['Wheat'], may_contain: ['Peanut', 'wheat'] }))).toEqual([
      { path: 'items[0].may_contain[0]', message: "'Peanut' is not one of the allergens: Egg, Fish, Gluten, Milk, MSG, Peanuts, Sesame, Shellfish - Crustacean, Shellfish - Mollusk, Soy, Tree Nuts, Wheat" },
      { path: 'items[0].may_contain[1]', message: "'Wheat' is also in allergens: a dish that contains an allergen lists it there only" },
    ]);
  });
});

describe('nutrition facts', () => {
  const nutrient = (name: string, value: string | number, uom?: string) => ({ name, value, ...(uom === undefined ? {} : { uom }) });

  it('reports every broken rule of every item with its path, all at once', () => {
    const errors = errorsOf(
      fileWith(
        {
          id: 'a',
          name: 'Shake',
          calories: 900,
          nutrients: [
            nutrient('Calories', '950', 'kcal'),
            nutrient('Total Carbohydrates', '40', 'g'),
            nutrient('Total Sugars', '55', 'g'),
            nutrient('Sodium', '2', 'g'),
            nutrient('Protein', 'trace', 'g'),
            nutrient('Sugars', '3', 'g'),
          ],
        },
        { id: 'b', name: 'Salt Block', calories: 9000, nutrients: [nutrient('Sodium', 45000, 'mg'), nutrient('Trans Fat', '<1', 'g'), nutrient('Iron', '-1', 'mg')] },
        { id: 'c', name: 'Slice', concept_nutrients: { total_fat: 10, saturated_fat: 9, trans_fat: 2, sodium: 25000 } },
      ),
    );
    expect(errors).toEqual([
      { path: 'items[0].nutrients[3].uom', message: "'g' is not the unit of Sodium: FDA labels give it in mg" },
      { path: 'items[0].nutrients[4].value', message: `'trace' is not an amount: write a number ≥ 0 such as "12" or "0.5", or "<1" as FDA labels do` },
      { path: 'items[0].nutrients[5].name', message: "'Sugars' is also listed at nutrients[2] (as 'Total Sugars')" },
      { path: 'items[0].nutrients[2].value', message: 'Total Sugars (55 g) is more than Total Carbohydrates (40 g)' },
      { path: 'items[0].calories', message: "900 differs from the Calories nutrient (950 kcal at nutrients[0]); give the same number, or leave calories out to take the nutrient's" },
      { path: 'items[1].nutrients[0].value', message: '45,000 mg of Sodium in one serving is over the bound of 20,000 mg; check the value and its unit' },
      { path: 'items[1].nutrients[1].value', message: `'<1' is not how FDA labels declare Trans Fat: write a number` },
      { path: 'items[1].nutrients[2].value', message: `'-1' is not an amount: write a number ≥ 0 such as "12" or "0.5"` },
      { path: 'items[1].calories', message: '9,000 kcal in one serving is over the bound of 5,000 kcal; check the value and its unit' },
      { path: 'items[2].concept_nutrients.sodium', message: '25,000 mg of Sodium in one serving is over the bound of 20,000 mg; check the value and its unit' },
      { path: 'items[2].concept_nutrients.saturated_fat', message: 'Saturated Fat (9 g) and Trans Fat (2 g) add up to more than Total Fat (10 g)' },
    ]);
  });

  it('checks the rows that can be read beside one that cannot', () => {
    expect(errorsOf(fileWith({ id: 'a', name: 'Soup', nutrients: [{ value: '1' }, nutrient('Sodium', '5', 'kg')] }))).toEqual([
      { path: 'items[0].nutrients[0].name', message: 'is required' },
      { path: 'items[0].nutrients[1].uom', message: "'kg' is not the unit of Sodium: FDA labels give it in mg" },
    ]);
  });

  it("takes an item's calories from its Calories nutrient when it gives none", () => {
    const [shake, soup] = documentOf(fileWith({ id: 'a', name: 'Shake', nutrients: [nutrient('Calories', '1,249.6', 'kcal')] }, { id: 'b', name: 'Soup', calories: 90 })).items;
    expect(shake?.calories).toBe(1250);
    expect(soup?.calories).toBe(90);
  });
});
