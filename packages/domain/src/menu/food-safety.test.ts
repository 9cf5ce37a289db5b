/**
 * The promise of issue 11, for any menu: a diner who uses a label filter ('Vegan') as a shortcut
 * for an allergy never sees a dish with an allergen the label excludes, and a diner who filters
 * an allergen never sees a dish that carries it or (by default) may contain it. The pipeline is
 * the one the menu answers and the web app run: the server's `shownFilterIds` on each dish, then
 * `filterCategories` with the diner's choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS_12 } from './allergens.ts';
import { DEFAULT_LABEL_EXCLUSIONS, type LabelExclusion } from './label-exclusions.ts';
import { filterCategories, type FilterDef, type FilterSelection } from './menu-filter.ts';
import { shownFilterIds } from './shown-filters.ts';

const allergenFilters: FilterDef[] = ALLERGENS_12.map((name, i) => ({ id: i + 1, name, type: 'allergen' }));
const labelNames = ['Vegan', 'Vegetarian', 'Avoiding Gluten', 'Halal', 'Pork', 'Dairy Free', 'Nut Free'];
const labelFilters: FilterDef[] = labelNames.map((name, i) => ({ id: 101 + i, name, type: 'label' }));
const filters = new Map([...allergenFilters, ...labelFilters].map((f) => [f.id, f]));
const allergenIds = allergenFilters.map((f) => f.id);
const labelIds = labelFilters.map((f) => f.id);
const nameOf = (id: number) => filters.get(id)?.name ?? '';
const key = (name: string) => name.trim().toLowerCase();

/** Any spelling the vocabulary treats as the same name. */
const spelled = (name: string) => fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), ` ${name} `);

/** The defaults plus a site's own rows, spelled in any case. */
const siteExclusions: fc.Arbitrary<LabelExclusion[]> = fc
  .array(
    fc.record({
      label: fc.constantFrom(...labelNames).chain(spelled),
      allergens: fc.uniqueArray(fc.constantFrom(...ALLERGENS_12).chain(spelled), { maxLength: 4 }),
    }),
    { maxLength: 4 },
  )
  .map((own) => [...DEFAULT_LABEL_EXCLUSIONS, ...own]);

const aDish = fc.record({
  name: fc.string({ maxLength: 6 }),
  allergens: fc.uniqueArray(fc.constantFrom(...allergenIds), { maxLength: 5 }),
  labels: fc.uniqueArray(fc.constantFrom(...labelIds), { maxLength: 4 }),
  may_contain: fc.uniqueArray(fc.constantFrom(...allergenIds), { maxLength: 3 }),
  allergen_info_available: fc.boolean(),
});
type Dish = typeof aDish extends fc.Arbitrary<infer D> ? D : never;
const aMenu = fc.array(fc.record({ name: fc.string({ maxLength: 6 }), items: fc.array(aDish, { maxLength: 8 }) }), { minLength: 1, maxLength: 5 });

/** The allergen names a label excludes under these exclusions. */
function excludedBy(label: string, exclusions: readonly LabelExclusion[]): Set<string> {
  return new Set(exclusions.filter((e) => key(e.label) === key(label)).flatMap((e) => e.allergens.map(key)));
}

/** A dish as the menu answer serves it: stored filter ids, guarded. */
function served(dish: Dish, exclusions: readonly LabelExclusion[], avoidingGluten: boolean) {
  return { dish, filters: shownFilterIds([...dish.allergens, ...dish.labels], { filters, exclusions, avoidingGluten }), may_contain: dish.may_contain, allergen_info_available: dish.allergen_info_available };
}

describe('food safety, for any menu', () => {
  it('shows no dish under a label filter that carries an allergen the label excludes', () => {
    fc.assert(
      fc.property(aMenu, siteExclusions, fc.boolean(), fc.subarray(labelIds, { minLength: 1, maxLength: 2 }), (menu, exclusions, avoidingGluten, selected) => {
        const categories = menu.map((c) => ({ ...c, items: c.items.map((d) => served(d, exclusions, avoidingGluten)) }));
        const shown = filterCategories(categories, { allergenIds: [], labelIds: selected });
        for (const item of shown.flatMap((c) => c.items)) {
          for (const label of selected) {
            const excluded = excludedBy(nameOf(label), exclusions);
            expect(item.dish.allergens.map(nameOf).filter((a) => excluded.has(key(a)))).toEqual([]);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a label on every dish whose allergens do not contradict it', () => {
    fc.assert(
      fc.property(aDish, siteExclusions, (dish, exclusions) => {
        const ids = served(dish, exclusions, true).filters;
        for (const label of dish.labels) {
          const excluded = excludedBy(nameOf(label), exclusions);
          const contradicted = dish.allergens.some((a) => excluded.has(key(nameOf(a))));
          expect(ids.includes(label)).toBe(!contradicted);
        }
        expect(ids.filter((id) => id < 100)).toEqual(dish.allergens);
      }),
      { numRuns: 300 },
    );
  });

  it('shows no dish under an allergen filter that carries it or, by default, may contain it', () => {
    const aSelection: fc.Arbitrary<FilterSelection> = fc.record(
      { allergenIds: fc.subarray(allergenIds, { minLength: 1, maxLength: 3 }), labelIds: fc.subarray(labelIds, { maxLength: 2 }), hideMayContain: fc.boolean() },
      { requiredKeys: ['allergenIds', 'labelIds'] },
    );
    fc.assert(
      fc.property(aMenu, siteExclusions, fc.boolean(), aSelection, (menu, exclusions, avoidingGluten, selection) => {
        const categories = menu.map((c) => ({ ...c, items: c.items.map((d) => served(d, exclusions, avoidingGluten)) }));
        for (const item of filterCategories(categories, selection).flatMap((c) => c.items)) {
          expect(item.allergen_info_available).toBe(true);
          expect(item.dish.allergens.filter((a) => selection.allergenIds.includes(a))).toEqual([]);
          if (selection.hideMayContain !== false) expect(item.dish.may_contain.filter((a) => selection.allergenIds.includes(a))).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("never shows 'Avoiding Gluten' on a dish of a site without avoiding_gluten", () => {
    const avoidingGluten = labelFilters.find((f) => f.name === 'Avoiding Gluten')?.id;
    fc.assert(
      fc.property(aDish, siteExclusions, (dish, exclusions) => {
        expect(served(dish, exclusions, false).filters).not.toContain(avoidingGluten);
      }),
      { numRuns: 200 },
    );
  });
});
