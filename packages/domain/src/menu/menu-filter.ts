/**
 * Menu filtering of docs/product/menus.md#filters (Menu viewer) and §4 (Filtering): which filters a location offers,
 * and which items stay visible for the allergens and labels a diner selected.
 */

export interface FilterableItem {
  /** Ids of the filters (allergens and labels) the item carries. */
  filters: readonly number[];
  /** False when the item's allergen data is missing: it is then never shown as free of an allergen. */
  allergen_info_available: boolean;
  /** Ids of the allergens the item may contain through cross-contact (shared fryer, shared facility). */
  may_contain?: readonly number[] | undefined;
}

export interface FilterSelection {
  allergenIds: readonly number[];
  labelIds: readonly number[];
  /** Also hide items that may contain a selected allergen; on unless set to false. */
  hideMayContain?: boolean | undefined;
}

export interface FilterDef {
  id: number;
  name: string;
  type: string;
}

export const AVOIDING_GLUTEN_LABEL = 'Avoiding Gluten';

/** Menu types that offer filters at all. */
const FILTERABLE_LOCATION_TYPES: ReadonlySet<string> = new Set(['webtrition', 'concept']);

/**
 * Is the item shown for this selection? Hidden when it carries a selected allergen, when it may
 * contain one (unless `hideMayContain` is false), or when any allergen is selected and its allergen
 * data is missing; with labels selected it must carry all of them.
 */
export function isItemVisible(item: FilterableItem, selection: FilterSelection): boolean {
  if (selection.allergenIds.length > 0 && !item.allergen_info_available) return false;
  const carried = new Set(item.filters);
  if (selection.allergenIds.some((id) => carried.has(id))) return false;
  if (selection.hideMayContain !== false && item.may_contain && selection.allergenIds.some((id) => item.may_contain?.includes(id))) return false;
  return selection.labelIds.every((id) => carried.has(id));
}

/** The same categories, in order, holding only their visible items; categories left empty are dropped. */
export function filterCategories<C extends { items: readonly I[] }, I extends FilterableItem>(categories: readonly C[], selection: FilterSelection): C[] {
  const shown: C[] = [];
  for (const category of categories) {
    const items = category.items.filter((item) => isItemVisible(item, selection));
    if (items.length > 0) shown.push({ ...category, items });
  }
  return shown;
}

/** Orders filters by name, ignoring case, the same way in every runtime. */
export function byFilterName(a: FilterDef, b: FilterDef): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;
}

const isAvoidingGluten = (filter: Pick<FilterDef, 'name' | 'type'>) => filter.type === 'label' && filter.name.trim().toLowerCase() === AVOIDING_GLUTEN_LABEL.toLowerCase();

/** Is this filter shown at all on a site? Every one is, except 'Avoiding Gluten' on a site without avoiding_gluten. */
export function isFilterShown(filter: Pick<FilterDef, 'name' | 'type'>, avoidingGluten: boolean): boolean {
  return avoidingGluten || !isAvoidingGluten(filter);
}

/**
 * The allergen and label filters a location's menu offers, each sorted by name. Only webtrition and
 * concept locations offer filters; allergens need both the site and the location to allow them; the
 * 'Avoiding Gluten' label is offered only when the site enables avoiding_gluten.
 */
export function offeredFilters(input: {
  locationType: string;
  siteAllergenFilter: boolean;
  locationAllergenFilter: boolean;
  avoidingGluten: boolean;
  filters: readonly FilterDef[];
}): { allergens: FilterDef[]; labels: FilterDef[] } {
  if (!FILTERABLE_LOCATION_TYPES.has(input.locationType)) return { allergens: [], labels: [] };
  const allowsAllergens = input.siteAllergenFilter && input.locationAllergenFilter;
  const allergens = allowsAllergens ? input.filters.filter((f) => f.type === 'allergen') : [];
  const labels = input.filters.filter((f) => f.type === 'label' && isFilterShown(f, input.avoidingGluten));
  return { allergens: allergens.sort(byFilterName), labels: labels.sort(byFilterName) };
}

/** The filters still available to pick: those not selected, sorted by name. */
export function availableFilters(all: readonly FilterDef[], selectedIds: readonly number[]): FilterDef[] {
  const selected = new Set(selectedIds);
  return all.filter((f) => !selected.has(f.id)).sort(byFilterName);
}
