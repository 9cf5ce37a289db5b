import type { ConceptNutrientValues, MenuCategory, MenuItem, MenuPeriod, PeriodSummary } from '@commons/contract';
import type { ConceptNutrients } from '../../db/schema/index.ts';
import type { DayPeriodRow, MenuItemRow } from './menus.repo.ts';

const NO_CONCEPT_VALUES: ConceptNutrientValues = {
  fat_calories: null,
  total_fat: null,
  saturated_fat: null,
  trans_fat: null,
  cholesterol: null,
  sodium: null,
  potassium: null,
  total_carb: null,
  dietary_fiber: null,
  sugars: null,
  protein: null,
  vitamin_a: null,
  vitamin_c: null,
  calcium: null,
  iron: null,
};

const conceptValues = (stored: ConceptNutrients | null): ConceptNutrientValues => (stored ? { ...NO_CONCEPT_VALUES, ...stored } : NO_CONCEPT_VALUES);

/** The filter ids a dish shows (see shownFilterIds in packages/domain). */
export type FilterGuard = (filterIds: readonly number[]) => number[];

export function itemAnswer(row: MenuItemRow, sortOrder: number, guard: FilterGuard): MenuItem {
  return {
    id: row.id,
    name: row.name,
    desc: row.description,
    portion: row.portion,
    calories: row.calories,
    filters: guard(row.filter_ids),
    may_contain: row.may_contain_ids,
    allergen_info_available: row.allergen_info_available,
    nutrients: row.nutrients,
    ingredients: row.ingredients,
    custom_allergens: row.custom_allergens,
    sort_order: sortOrder,
    ...conceptValues(row.concept_nutrients),
  };
}

export const periodSummaryOf = (period: DayPeriodRow): PeriodSummary => ({ id: period.period_id, name: period.name, sort_order: period.sort_order });

/** Every item id a period serves, once each. */
export const itemIdsOf = (period: DayPeriodRow): number[] => [...new Set(period.categories.flatMap((c) => c.item_ids))];

/** A period in full: its categories in order, each with its items in the order the operator gave. */
export function periodAnswer(period: DayPeriodRow, categoryNames: ReadonlyMap<number, string>, items: ReadonlyMap<number, MenuItemRow>, guard: FilterGuard): MenuPeriod {
  const categories: MenuCategory[] = [...period.categories]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((category) => ({
      id: category.category_id,
      name: categoryNames.get(category.category_id) ?? '',
      sort_order: category.sort_order,
      items: category.item_ids.flatMap((id, index) => {
        const row = items.get(id);
        return row ? [itemAnswer(row, index, guard)] : [];
      }),
    }));
  return { ...periodSummaryOf(period), categories };
}
