import { DISH_NUTRIENTS, type ConsoleDish, type ConsoleDishSummary } from '@commons/contract/console';
import { ALLERGENS_12, nutrientKey } from '@commons/domain';
import { FILTER_TYPES, KNOWN_LABELS } from '../menus/import/menu-vocabulary.ts';
import type { DishRow, FilterRow } from './dishes.repo.ts';

/** The names of a dish's filters of one type, in the filters' order. */
const namesOf = (ids: readonly number[], filters: readonly FilterRow[], type: string): string[] => filters.filter((filter) => filter.type === type && ids.includes(filter.id)).map((filter) => filter.name);

/** A dish as the catalogue list shows it. */
export function dishSummaryOf(row: DishRow, filters: readonly FilterRow[]): ConsoleDishSummary {
  return {
    id: row.id,
    name: row.name,
    portion: row.portion,
    calories: row.calories,
    labels: namesOf(row.filter_ids, filters, FILTER_TYPES.label),
    allergens: row.allergen_info_available ? namesOf(row.filter_ids, filters, FILTER_TYPES.allergen) : null,
    archived: row.archived_at !== null,
    version: row.version,
  };
}

/** A dish with every field the form edits. */
export function dishOf(row: DishRow, filters: readonly FilterRow[], onMenus: boolean): ConsoleDish {
  const formKeys: readonly string[] = DISH_NUTRIENTS;
  const nutrients = Object.fromEntries(DISH_NUTRIENTS.map((key) => [key, row.nutrients.find((n) => nutrientKey(n.name) === key)?.value ?? null]));
  return {
    ...dishSummaryOf(row, filters),
    external_id: row.external_id,
    description: row.description,
    ingredients: row.ingredients,
    may_contain: namesOf(row.may_contain_ids, filters, FILTER_TYPES.allergen),
    nutrients,
    other_nutrients: row.nutrients.filter((n) => { const key = nutrientKey(n.name); return key !== 'calories' && !formKeys.includes(key ?? ''); }).map(({ name, uom, value }) => ({ name, uom, value })),
    archived_at: row.archived_at?.toISOString() ?? null,
    on_menus: onMenus,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The words the form offers: the 12 allergens, and the known labels with the site's own. */
export function vocabularyOf(filters: readonly FilterRow[]) {
  const labels = [...KNOWN_LABELS, ...filters.filter((filter) => filter.type === FILTER_TYPES.label).map((filter) => filter.name)];
  return { allergens: [...ALLERGENS_12], labels: [...new Map(labels.map((label) => [label.toLowerCase(), label])).values()] };
}
