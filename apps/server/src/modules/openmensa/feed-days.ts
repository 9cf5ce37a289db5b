import { shownFilterIds, type ShownFiltersContext } from '@commons/domain';
import { feedText, type FeedCategory, type FeedDay, type FeedMeal } from './openmensa-xml.ts';
import type { FeedItemRow, FeedPeriodRow } from './openmensa.repo.ts';

export const NO_ALLERGEN_INFO = 'Allergen information unavailable';

export interface FilterRow {
  id: number;
  type: string;
  name: string;
}

/**
 * A meal's notes: its allergens first ('Contains: Milk, Wheat', or that the operator sent none),
 * then those it may contain through cross-contact ('May contain: Sesame'), then the operator's own
 * allergen text, then dietary labels ('Vegan'), then sustainability ratings ('Sustainability:
 * Great'), each as its own note. Labels are those the menu shows (see shownFilterIds): never one
 * the dish's allergens contradict, nor 'Avoiding Gluten' on a site without avoiding_gluten.
 */
export function mealNotes(item: FeedItemRow, context: ShownFiltersContext): string[] {
  const { filters } = context;
  const carried = shownFilterIds(item.filter_ids, context)
    .map((id) => filters.get(id))
    .filter((f): f is FilterRow => f !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const named = (type: string) => carried.filter((f) => f.type === type).map((f) => f.name);
  const allergens = named('allergen');
  const notes: string[] = [];
  if (!item.allergen_info_available) notes.push(NO_ALLERGEN_INFO);
  else if (allergens.length > 0) notes.push(`Contains: ${allergens.join(', ')}`);
  const mayContain = item.may_contain_ids
    .map((id) => filters.get(id))
    .filter((f): f is FilterRow => f?.type === 'allergen')
    .map((f) => f.name)
    .sort((a, b) => a.localeCompare(b, 'en'));
  if (mayContain.length > 0) notes.push(`May contain: ${mayContain.join(', ')}`);
  if (item.custom_allergens) notes.push(item.custom_allergens);
  notes.push(...carried.filter((f) => f.type !== 'allergen' && f.type !== 'sustainability').map((f) => f.name));
  notes.push(...named('sustainability').map((name) => `Sustainability: ${name}`));
  return [...new Set(notes.map(feedText).filter((n) => n.length > 0))];
}

/** 'Lunch – Grill'; the period alone when the category has no name. */
export function categoryName(period: string | null, category: string | undefined): string {
  const name = [period, category].map(feedText).filter((part) => part.length > 0).join(' – ');
  return feedText(name) || 'Menu';
}

/**
 * The feed's days from the rows of `days()`: a closed day as closed; otherwise its periods in
 * order, each category as '{Period} – {Category}' with its items in the operator's order. Items
 * not found (or of another site) and unnamed items are left out, then empty categories, then days
 * left without any category: the schema wants a day to serve something or say it is closed.
 */
export function feedDays(
  rows: readonly FeedPeriodRow[],
  items: ReadonlyMap<number, FeedItemRow>,
  categoryNames: ReadonlyMap<number, string>,
  context: ShownFiltersContext,
): FeedDay[] {
  const byDate = new Map<string, FeedPeriodRow[]>();
  for (const row of rows) {
    const ofDate = byDate.get(row.date);
    if (ofDate) ofDate.push(row);
    else byDate.set(row.date, [row]);
  }

  const meals = new Map<number, FeedMeal | null>();
  const mealOf = (id: number): FeedMeal | null => {
    if (!meals.has(id)) {
      const item = items.get(id);
      const name = feedText(item?.name);
      meals.set(id, item && name ? { name, notes: mealNotes(item, context) } : null);
    }
    return meals.get(id) ?? null;
  };

  const days: FeedDay[] = [];
  for (const [date, periods] of byDate) {
    if (periods.some((p) => p.closed)) {
      days.push({ date, closed: true });
      continue;
    }
    const categories: FeedCategory[] = periods.flatMap((period) =>
      [...(period.categories ?? [])]
        .sort((a, b) => a.sort_order - b.sort_order || a.category_id - b.category_id)
        .map((category) => ({
          name: categoryName(period.period_name, categoryNames.get(category.category_id)),
          meals: category.item_ids.map(mealOf).filter((meal): meal is FeedMeal => meal !== null),
        }))
        .filter((category) => category.meals.length > 0),
    );
    if (categories.length > 0) days.push({ date, closed: false, categories });
  }
  return days;
}
