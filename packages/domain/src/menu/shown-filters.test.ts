import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_EXCLUSIONS } from './label-exclusions.ts';
import type { FilterDef } from './menu-filter.ts';
import { shownFilterIds, shownFilters } from './shown-filters.ts';

const FILTERS: FilterDef[] = [
  { id: 1, name: 'Milk', type: 'allergen' },
  { id: 2, name: 'Wheat', type: 'allergen' },
  { id: 10, name: 'Vegan', type: 'label' },
  { id: 11, name: 'Avoiding Gluten', type: 'label' },
  { id: 12, name: 'Halal', type: 'label' },
  { id: 20, name: 'Great', type: 'sustainability' },
];
const context = (avoidingGluten: boolean) => ({ filters: new Map(FILTERS.map((f) => [f.id, f])), exclusions: DEFAULT_LABEL_EXCLUSIONS, avoidingGluten });

describe('shownFilters', () => {
  it("lists every filter, but 'Avoiding Gluten' only on a site with avoiding_gluten", () => {
    expect(shownFilters(FILTERS, true).map((f) => f.id)).toEqual([1, 2, 10, 11, 12, 20]);
    expect(shownFilters(FILTERS, false).map((f) => f.id)).toEqual([1, 2, 10, 12, 20]);
  });
});

describe('shownFilterIds', () => {
  it('leaves out labels the dish’s allergens contradict, keeping the rest in order', () => {
    expect(shownFilterIds([20, 1, 10, 12], context(true))).toEqual([20, 1, 12]);
    expect(shownFilterIds([2, 11, 10], context(true))).toEqual([2, 10]);
    expect(shownFilterIds([11, 10, 12], context(true))).toEqual([11, 10, 12]);
  });
  it("leaves out 'Avoiding Gluten' on a site without avoiding_gluten", () => {
    expect(shownFilterIds([11, 10, 12], context(false))).toEqual([10, 12]);
  });
});
