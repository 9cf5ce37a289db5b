import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableFilters, filterCategories, isItemVisible, offeredFilters } from './menu-filter.ts';
import type { FilterDef, FilterSelection } from './menu-filter.ts';

const PEANUTS = 1;
const MILK = 2;
const VEGAN = 101;
const HALAL = 102;

const item = (name: string, filters: number[], allergen_info_available = true) => ({ name, filters, allergen_info_available });
const select = (allergenIds: number[], labelIds: number[] = []): FilterSelection => ({ allergenIds, labelIds });

describe('isItemVisible', () => {
  it('shows every item when nothing is selected, allergen data or not', () => {
    expect(isItemVisible(item('Peanut Noodles', [PEANUTS]), select([]))).toBe(true);
    expect(isItemVisible(item('Mystery Stew', [], false), select([]))).toBe(true);
  });
  it('hides an item that carries a selected allergen', () => {
    expect(isItemVisible(item('Peanut Noodles', [PEANUTS, VEGAN]), select([PEANUTS]))).toBe(false);
    expect(isItemVisible(item('Rice', [VEGAN]), select([PEANUTS]))).toBe(true);
  });
  it('never shows an item without allergen data as free of an allergen', () => {
    expect(isItemVisible(item('Mystery Stew', [], false), select([MILK]))).toBe(false);
    expect(isItemVisible(item('Mystery Stew', [VEGAN], false), select([], [VEGAN]))).toBe(true);
  });
  it('hides an item that may contain a selected allergen, unless told not to', () => {
    const fries = { ...item('Fries', [VEGAN]), may_contain: [MILK] };
    expect(isItemVisible(fries, select([MILK]))).toBe(false);
    expect(isItemVisible(fries, { ...select([MILK]), hideMayContain: true })).toBe(false);
    expect(isItemVisible(fries, { ...select([MILK]), hideMayContain: false })).toBe(true);
    expect(isItemVisible(fries, select([PEANUTS]))).toBe(true);
    expect(isItemVisible(fries, select([], [VEGAN]))).toBe(true);
  });
  it('keeps only items carrying all selected labels', () => {
    expect(isItemVisible(item('Falafel', [VEGAN, HALAL]), select([], [VEGAN, HALAL]))).toBe(true);
    expect(isItemVisible(item('Tofu Bowl', [VEGAN]), select([], [VEGAN, HALAL]))).toBe(false);
  });
});

describe('filterCategories', () => {
  const menu = [
    { name: 'Entrees', items: [item('Peanut Noodles', [PEANUTS, VEGAN]), item('Tofu Bowl', [VEGAN]), item('Mac and Cheese', [MILK])] },
    { name: 'Desserts', items: [item('Peanut Brittle', [PEANUTS]), item('Mystery Pie', [], false)] },
  ];
  it('keeps categories and their other fields, with only visible items', () => {
    expect(filterCategories(menu, select([PEANUTS]))).toEqual([{ name: 'Entrees', items: [menu[0]?.items[1], menu[0]?.items[2]] }]);
  });
  it('drops categories left empty', () => {
    expect(filterCategories(menu, select([], [VEGAN])).map((c) => c.name)).toEqual(['Entrees']);
    expect(filterCategories(menu, select([PEANUTS, MILK], [HALAL]))).toEqual([]);
  });
  it('leaves the input untouched', () => {
    filterCategories(menu, select([PEANUTS]));
    expect(menu[0]?.items).toHaveLength(3);
  });
});

describe('filterCategories, for any menu and selection', () => {
  const allergenPool = [1, 2, 3, 4, 5, 6];
  const labelPool = [101, 102, 103, 104];
  const anItem = fc.record(
    {
      filters: fc.uniqueArray(fc.constantFrom(...allergenPool, ...labelPool), { maxLength: 6 }),
      allergen_info_available: fc.boolean(),
      may_contain: fc.uniqueArray(fc.constantFrom(...allergenPool), { maxLength: 3 }),
    },
    { requiredKeys: ['filters', 'allergen_info_available'] },
  );
  const aMenu = fc.array(fc.record({ name: fc.string({ maxLength: 8 }), items: fc.array(anItem, { maxLength: 8 }) }), { maxLength: 6 });
  const aSelection = fc.record(
    { allergenIds: fc.subarray(allergenPool, { maxLength: 3 }), labelIds: fc.subarray(labelPool, { maxLength: 2 }), hideMayContain: fc.boolean() },
    { requiredKeys: ['allergenIds', 'labelIds'] },
  );

  it('returns exactly the items that pass every rule, in order', () => {
    fc.assert(
      fc.property(aMenu, aSelection, (menu, selection) => {
        const shown = filterCategories(menu, selection);
        const shownItems = new Set(shown.flatMap((c) => c.items));
        const anyAllergen = selection.allergenIds.length > 0;
        const hidesMayContain = selection.hideMayContain !== false;
        const mayContainSelected = (i: { may_contain?: number[] }) => hidesMayContain && (i.may_contain ?? []).some((a) => selection.allergenIds.includes(a));
        for (const shownItem of shownItems) {
          // No returned item carries a selected allergen, nor (by default) may contain one.
          expect(shownItem.filters.filter((f) => selection.allergenIds.includes(f))).toEqual([]);
          expect(mayContainSelected(shownItem)).toBe(false);
          // None without allergen data once an allergen is selected.
          if (anyAllergen) expect(shownItem.allergen_info_available).toBe(true);
          // Every returned item carries all selected labels.
          expect(selection.labelIds.filter((l) => !shownItem.filters.includes(l))).toEqual([]);
        }
        // Completeness: an item that passes every rule is not lost.
        for (const category of menu) {
          for (const menuItem of category.items) {
            const passes =
              (!anyAllergen || menuItem.allergen_info_available) &&
              !selection.allergenIds.some((a) => menuItem.filters.includes(a)) &&
              !mayContainSelected(menuItem) &&
              selection.labelIds.every((l) => menuItem.filters.includes(l));
            expect(shownItems.has(menuItem)).toBe(passes);
          }
        }
        // Categories keep their order and other fields; none is returned empty.
        const expected = menu.map((c) => ({ ...c, items: c.items.filter((i) => shownItems.has(i)) })).filter((c) => c.items.length > 0);
        expect(shown).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('offeredFilters', () => {
  const filters: FilterDef[] = [
    { id: 1, name: 'peanuts', type: 'allergen' },
    { id: 2, name: 'Milk', type: 'allergen' },
    { id: 3, name: 'Egg', type: 'allergen' },
    { id: 101, name: 'Vegan', type: 'label' },
    { id: 102, name: 'Avoiding Gluten', type: 'label' },
    { id: 103, name: 'halal', type: 'label' },
    { id: 201, name: 'Grill', type: 'station' },
  ];
  const base = { locationType: 'webtrition', siteAllergenFilter: true, locationAllergenFilter: true, avoidingGluten: false, filters };
  const names = (list: FilterDef[]) => list.map((f) => f.name);

  it('offers allergens and labels sorted by name, ignoring case', () => {
    const offered = offeredFilters(base);
    expect(names(offered.allergens)).toEqual(['Egg', 'Milk', 'peanuts']);
    expect(names(offered.labels)).toEqual(['halal', 'Vegan']);
  });
  it('offers filters for concept locations too, and none for other menu types', () => {
    expect(names(offeredFilters({ ...base, locationType: 'concept' }).labels)).toEqual(['halal', 'Vegan']);
    expect(offeredFilters({ ...base, locationType: 'legacy' })).toEqual({ allergens: [], labels: [] });
    expect(offeredFilters({ ...base, locationType: '' })).toEqual({ allergens: [], labels: [] });
  });
  it('offers allergens only when both the site and the location allow them', () => {
    expect(offeredFilters({ ...base, siteAllergenFilter: false }).allergens).toEqual([]);
    expect(offeredFilters({ ...base, locationAllergenFilter: false }).allergens).toEqual([]);
    expect(names(offeredFilters({ ...base, siteAllergenFilter: false }).labels)).toEqual(['halal', 'Vegan']);
  });
  it("hides the 'Avoiding Gluten' label unless the site enables avoiding_gluten", () => {
    expect(names(offeredFilters({ ...base, avoidingGluten: true }).labels)).toEqual(['Avoiding Gluten', 'halal', 'Vegan']);
  });
});

describe('availableFilters', () => {
  const labels: FilterDef[] = [
    { id: 3, name: 'vegetarian', type: 'label' },
    { id: 1, name: 'Vegan', type: 'label' },
    { id: 2, name: 'Halal', type: 'label' },
  ];
  it('lists the filters not selected, sorted by name', () => {
    expect(availableFilters(labels, []).map((f) => f.id)).toEqual([2, 1, 3]);
    expect(availableFilters(labels, [1]).map((f) => f.name)).toEqual(['Halal', 'vegetarian']);
  });
  it('re-sorts a filter moved back from the selected list', () => {
    const vegan = { id: 1, name: 'Vegan', type: 'label' };
    const withVeganBack = [{ id: 3, name: 'vegetarian', type: 'label' }, { id: 2, name: 'Halal', type: 'label' }, vegan];
    expect(availableFilters(withVeganBack, []).map((f) => f.name)).toEqual(['Halal', 'Vegan', 'vegetarian']);
  });
  it('does not change the input list', () => {
    availableFilters(labels, [2]);
    expect(labels.map((f) => f.id)).toEqual([3, 1, 2]);
  });
});
