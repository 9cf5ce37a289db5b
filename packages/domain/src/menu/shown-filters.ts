/**
 * What a menu shows of a site's filters, on the filter list and on each dish (its tags, the label
 * filters it passes, the feed's notes): never a label the dish's own allergens contradict, and
 * never 'Avoiding Gluten' on a site without avoiding_gluten.
 */
import { contradictedLabelIds, type LabelExclusion } from './label-exclusions.ts';
import { isFilterShown, type FilterDef } from './menu-filter.ts';

export interface ShownFiltersContext {
  /** The site's filters by id. */
  readonly filters: ReadonlyMap<number, FilterDef>;
  /** The label exclusions the site follows. */
  readonly exclusions: readonly LabelExclusion[];
  /** The site's avoiding_gluten switch. */
  readonly avoidingGluten: boolean;
}

/** The site's filters a menu lists. */
export function shownFilters<F extends FilterDef>(filters: readonly F[], avoidingGluten: boolean): F[] {
  return filters.filter((filter) => isFilterShown(filter, avoidingGluten));
}

/** The filter ids a dish shows, in their order: contradicted labels and hidden filters left out. */
export function shownFilterIds(filterIds: readonly number[], context: ShownFiltersContext): number[] {
  const contradicted = new Set(contradictedLabelIds(filterIds, context.filters, context.exclusions));
  return filterIds.filter((id) => {
    if (contradicted.has(id)) return false;
    const filter = context.filters.get(id);
    return !filter || isFilterShown(filter, context.avoidingGluten);
  });
}
