/**
 * What a valid file asks the database to hold, row by row, and whether a stored row already
 * holds it: the importer writes only rows that differ.
 */
import { searchText } from '@commons/domain';
import type { StoredCategory } from '../../../db/schema/index.ts';
import type { ImportDay, ImportItem, MenuDocument } from './menu-document.ts';
import type { DailyMenuPeriodRow, ItemRow, NewDailyMenuPeriodRow, NewItemRow } from './menu-import.repo.ts';
import { ALLERGENS_12, FILTER_TYPES, type FilterType } from './menu-vocabulary.ts';

export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
}

export const emptyTally = (): Tally => ({ created: 0, updated: 0, unchanged: 0 });

export interface ImportCounts {
  items: Tally;
  days: Tally;
  periods: Tally;
  filtersCreated: number;
  categoriesCreated: number;
  labelExclusionsCreated: number;
}

/** What a write did: the counts, and the locations whose menus changed (sorted). */
export interface ImportWrite {
  changedLocationIds: number[];
  counts: ImportCounts;
}

/** JSON with object keys sorted, so jsonb read back (which reorders keys) compares equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export const filterKey = (type: string, name: string): string => `${type}\u0000${name}`;

/** Every filter the site needs: all 12 allergens, the declared filters, and each label and rating an item carries. */
export function wantedFilters(document: MenuDocument): { type: FilterType; name: string }[] {
  const wanted = new Map<string, { type: FilterType; name: string }>();
  const add = (type: FilterType, name: string) => wanted.set(filterKey(type, name), { type, name });
  for (const name of ALLERGENS_12) add(FILTER_TYPES.allergen, name);
  for (const filter of document.filters) add(filter.type, filter.name);
  for (const item of document.items) {
    for (const label of item.labels) add(FILTER_TYPES.label, label);
    if (item.sustainability) add(FILTER_TYPES.sustainability, item.sustainability);
  }
  return [...wanted.values()];
}

/** The menu_items row of a file's item; `filterId` resolves a filter the site is known to have. */
export function itemRow(siteId: number, item: ImportItem, filterId: (type: FilterType, name: string) => number): NewItemRow {
  const ids = [
    ...(item.allergens ?? []).map((name) => filterId(FILTER_TYPES.allergen, name)),
    ...item.labels.map((name) => filterId(FILTER_TYPES.label, name)),
    ...(item.sustainability ? [filterId(FILTER_TYPES.sustainability, item.sustainability)] : []),
  ];
  return {
    site_id: siteId,
    external_id: item.id,
    name: item.name,
    description: item.description,
    portion: item.portion,
    calories: item.calories,
    ingredients: item.ingredients,
    custom_allergens: item.custom_allergens,
    allergen_info_available: item.allergens !== null,
    filter_ids: [...new Set(ids)].sort((a, b) => a - b),
    may_contain_ids: [...new Set(item.may_contain.map((name) => filterId(FILTER_TYPES.allergen, name)))].sort((a, b) => a - b),
    nutrients: item.nutrients,
    concept_nutrients: item.concept_nutrients,
    search_text: searchText(item.name, item.description),
  };
}

export function isSameItem(stored: ItemRow, wanted: NewItemRow): boolean {
  return (
    stored.name === wanted.name &&
    stored.description === wanted.description &&
    stored.portion === wanted.portion &&
    stored.calories === wanted.calories &&
    stored.ingredients === wanted.ingredients &&
    stored.custom_allergens === wanted.custom_allergens &&
    stored.allergen_info_available === wanted.allergen_info_available &&
    stored.search_text === wanted.search_text &&
    stableJson(stored.filter_ids) === stableJson(wanted.filter_ids) &&
    stableJson(stored.may_contain_ids) === stableJson(wanted.may_contain_ids ?? []) &&
    stableJson(stored.nutrients) === stableJson(wanted.nutrients ?? []) &&
    stableJson(stored.concept_nutrients) === stableJson(wanted.concept_nutrients ?? null)
  );
}

/** Database ids by the file's names, for one location. */
export interface DayLookup {
  periodId(name: string): number;
  categoryId(name: string): number;
  itemId(externalId: string): number;
}

export interface DayContent {
  closed: boolean;
  periods: Omit<NewDailyMenuPeriodRow, 'daily_menu_id'>[];
}

/** A day of the file as rows: each period's categories in file order, and all its item ids. */
export function dayContent(day: ImportDay, ids: DayLookup): DayContent {
  return {
    closed: day.closed,
    periods: day.periods.map((period) => {
      const categories: StoredCategory[] = period.categories.map((category, index) => ({
        category_id: ids.categoryId(category.name),
        sort_order: index + 1,
        item_ids: category.items.map((id) => ids.itemId(id)),
      }));
      return { period_id: ids.periodId(period.name), categories, item_ids: [...new Set(categories.flatMap((c) => c.item_ids))] };
    }),
  };
}

const periodsJson = (periods: readonly { period_id: number; categories: unknown; item_ids: unknown }[]): string =>
  stableJson([...periods].sort((a, b) => a.period_id - b.period_id).map((p) => [p.period_id, p.categories, p.item_ids]));

export function isSameDay(stored: { closed: boolean; periods: readonly DailyMenuPeriodRow[] }, wanted: DayContent): boolean {
  return stored.closed === wanted.closed && periodsJson(stored.periods) === periodsJson(wanted.periods);
}
