import { describe, expect, it } from 'vitest';
import { MENU_LIMITS } from './menu-document.ts';
import { nutrientNumber } from './nutrient-value.ts';
import { validateMenuDocument } from './validate-document.ts';

/** A small valid file; tests spoil one part of it at a time. */
function goodFile(): Record<string, unknown> & { items: Record<string, unknown>[]; locations: Record<string, unknown>[] } {
  return {
    format: 'commons-menus/1',
    site: 'northfield',
    items: [
      { id: 'burger', name: 'Classic Burger', allergens: ['Milk', 'Wheat'], labels: ['Pork'], nutrients: [{ name: 'Sodium', uom: 'mg', value: '980' }] },
      { id: 'salad', name: 'Garden Salad', allergens: [], labels: ['Vegan'], sustainability: 'Best' },
    ],
    locations: [
      {
        location_id: 3,
        periods: ['Lunch', 'Dinner'],
        days: [
          { date: '2025-03-08', periods: [{ name: 'Lunch', categories: [{ name: 'Grill', items: ['burger', 'salad'] }] }] },
          { date: '2025-03-09', closed: true },
        ],
      },
    ],
  };
}

const errorsOf = (input: unknown) => {
  const result = validateMenuDocument(input);
  return result.ok ? [] : result.errors;
};
const paths = (input: unknown) => errorsOf(input).map((e) => e.path);

describe('validateMenuDocument', () => {
  it('accepts a good file and fills in what was left out', () => {
    const result = validateMenuDocument(goodFile());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [burger, salad] = result.document.items;
    expect(burger).toMatchObject({ description: null, calories: null, sustainability: null, concept_nutrients: null, nutrients: [{ name: 'Sodium', uom: 'mg', value: '980', value_numeric: 980 }] });
    expect(salad?.allergens).toEqual([]);
    expect(result.document.locations[0]?.days[1]).toEqual({ date: '2025-03-09', closed: true, periods: [] });
    expect(result.document.filters).toEqual([]);
  });

  it('tells "allergens unknown" (null or absent) from "none of them" ([])', () => {
    const file = goodFile();
    file.items[0] = { id: 'burger', name: 'Classic Burger', allergens: null };
    file.items[1] = { id: 'salad', name: 'Garden Salad' };
    const result = validateMenuDocument(file);
    expect(result.ok && result.document.items.map((i) => i.allergens)).toEqual([null, null]);
  });

  it('takes the list spelling of allergens, known labels and ratings whatever their case', () => {
    const file = goodFile();
    file.items[0] = { id: 'burger', name: 'Burger', allergens: ['milk', 'TREE NUTS', 'Milk'], labels: ['vegetarian', 'Local Farm'], sustainability: 'climate friendly' };
    const result = validateMenuDocument(file);
    expect(result.ok && result.document.items[0]).toMatchObject({ allergens: ['Milk', 'Tree Nuts'], labels: ['Vegetarian', 'Local Farm'], sustainability: 'Climate Friendly' });
  });

  it('names an unknown allergen with its path and the list of twelve', () => {
    const file = goodFile();
    file.items[1] = { id: 'salad', name: 'Salad', allergens: ['Milk', 'Peanut'] };
    expect(errorsOf(file)).toEqual([
      {
        path: 'items[1].allergens[1]',
        message: "'Peanut' is not one of the allergens: Egg, Fish, Gluten, Milk, MSG, Peanuts, Sesame, Shellfish - Crustacean, Shellfish - Mollusk, Soy, Tree Nuts, Wheat",
      },
    ]);
  });

  it('reports every bad row, not only the first', () => {
    const file = goodFile();
    file.items.push({ id: 'x', name: '' }, { id: 7, name: 'Pie', calories: -3 }, { name: 'No id', sustainability: 'Excellent' });
    expect(errorsOf(file)).toEqual([
      { path: 'items[2].name', message: 'must not be empty' },
      { path: 'items[3].id', message: 'must be text, not 7' },
      { path: 'items[3].calories', message: 'must be at least 0' },
      { path: 'items[4].id', message: 'is required' },
      { path: 'items[4].sustainability', message: "'Excellent' is not one of the ratings: Best, Great, Good, Climate Friendly" },
    ]);
  });

  it('reports missing fields and wrong types', () => {
    expect(errorsOf({ format: 'commons-menus/1' })).toEqual([
      { path: 'site', message: 'is required' },
      { path: 'items', message: 'is required (a list)' },
      { path: 'locations', message: 'is required (a list)' },
    ]);
    const file = goodFile();
    file.site = 12;
    file.items[0] = { id: 'burger', name: ['Burger'], calories: '300', allergens: 'Milk', nutrients: [{ name: 'Sodium', value: null }] };
    file.locations[0] = { location_id: '3', periods: 'Lunch', days: {} };
    expect(errorsOf(file)).toEqual([
      { path: 'site', message: 'must be text, not 12' },
      { path: 'items[0].name', message: 'must be text, not a list' },
      { path: 'items[0].calories', message: "must be a number, not the text '300'" },
      { path: 'items[0].allergens', message: "must be a list, not the text 'Milk'" },
      { path: 'items[0].nutrients[0].value', message: 'must be text such as "12" or "<1"' },
      { path: 'locations[0].location_id', message: "must be a number, not the text '3'" },
      { path: 'locations[0].periods', message: "must be a list, not the text 'Lunch'" },
      { path: 'locations[0].days', message: 'must be a list' },
    ]);
  });

  it('rejects fields the format does not have, so typos do not pass silently', () => {
    const file = goodFile();
    file.items[0] = { id: 'burger', name: 'Burger', alergens: ['Milk'] };
    file.extra = true;
    expect(errorsOf(file)).toEqual([
      { path: 'extra', message: 'is not a field of the menu format' },
      { path: 'items[0].alergens', message: 'is not a field of the menu format' },
    ]);
  });

  it('bounds every string and list', () => {
    const file = goodFile();
    file.items[0] = { id: 'i'.repeat(101), name: 'n'.repeat(201), description: 'd'.repeat(2001), labels: ['l'.repeat(61)] };
    file.locations[0] = { location_id: 3, periods: [], days: Array.from({ length: MENU_LIMITS.daysPerLocation + 1 }, () => ({ date: '2025-01-01' })) };
    expect(errorsOf(file)).toEqual([
      { path: 'items[0].id', message: 'is longer than 100 characters' },
      { path: 'items[0].name', message: 'is longer than 200 characters' },
      { path: 'items[0].description', message: 'is longer than 2000 characters' },
      { path: 'items[0].labels[0]', message: 'is longer than 60 characters' },
      { path: 'locations[0].days', message: 'has 401 entries; at most 400 are allowed' },
    ]);
  });

  it('refuses text PostgreSQL cannot store faithfully', () => {
    const file = goodFile();
    file.items[0] = { id: 'burger', name: 'Bur\u0000ger', ingredients: 'beef \ud800' };
    expect(paths(file)).toEqual(['items[0].name', 'items[0].ingredients']);
  });

  it('checks the references inside the file', () => {
    const file = goodFile();
    file.items.push({ id: 'salad', name: 'Second salad' });
    file.locations[0] = {
      location_id: 3,
      periods: ['Lunch', 'Lunch'],
      days: [
        { date: '2025-03-08', periods: [{ name: 'Brunch', categories: [{ name: 'Grill', items: ['burger', 'fries', 'burger'] }] }] },
        { date: '2025-02-30' },
        { date: '2025-03-08', closed: true, periods: [{ name: 'Lunch', categories: [] }] },
      ],
    };
    file.locations.push({ location_id: 3, periods: [], days: [] });
    expect(errorsOf(file)).toEqual([
      { path: 'items[2].id', message: "'salad' is also the id of items[1]" },
      { path: 'locations[0].periods[1]', message: "'Lunch' is listed twice" },
      { path: 'locations[0].days[1].date', message: "'2025-02-30' is not a real date written YYYY-MM-DD" },
      { path: 'locations[0].days[0].periods[0].name', message: "'Brunch' is not one of this location's periods (Lunch, Lunch)" },
      { path: 'locations[0].days[0].periods[0].categories[0].items[1]', message: 'no item in "items" has the id \'fries\'' },
      { path: 'locations[0].days[0].periods[0].categories[0].items[2]', message: "'burger' is listed twice in this category" },
      { path: 'locations[0].days[2].date', message: '2025-03-08 appears twice for this location (also days[0])' },
      { path: 'locations[0].days[2].periods', message: 'a closed day lists no periods' },
      { path: 'locations[1].location_id', message: 'location 3 is also listed at locations[0]' },
    ]);
  });

  it('stops at a wrong or missing format marker', () => {
    expect(errorsOf({ format: 'webtrition/2', items: 'nonsense' })).toEqual([
      { path: 'format', message: 'must be "commons-menus/1" (found "webtrition/2"); this is not a Commons menu file of a version this importer reads' },
    ]);
    expect(errorsOf({ items: [] })[0]?.message).toMatch(/^must be "commons-menus\/1" \(it is missing\)/);
    expect(errorsOf([1, 2])).toEqual([{ path: '', message: 'The file must hold one JSON object with "format": "commons-menus/1".' }]);
    expect(errorsOf(null)).toHaveLength(1);
  });

  it('checks declared filters by type', () => {
    const file = goodFile();
    file.filters = [
      { type: 'label', name: 'Spicy' },
      { type: 'allergen', name: 'Celery' },
      { type: 'cuisine', name: 'Thai' },
    ];
    expect(errorsOf(file)).toEqual([
      { path: 'filters[1].name', message: expect.stringMatching(/^'Celery' is not one of the allergens: Egg, /) },
      { path: 'filters[2].type', message: "'cuisine' is not one of: allergen, label, sustainability" },
    ]);
  });
});

describe('nutrientNumber', () => {
  it('reads plain numbers and nothing else', () => {
    expect(nutrientNumber('12')).toBe(12);
    expect(nutrientNumber(' 0.5 ')).toBe(0.5);
    expect(nutrientNumber('1,250')).toBe(1250);
    expect(nutrientNumber('<1')).toBeNull();
    expect(nutrientNumber('trace')).toBeNull();
    expect(nutrientNumber('')).toBeNull();
    expect(nutrientNumber('1,25')).toBeNull();
  });
});
