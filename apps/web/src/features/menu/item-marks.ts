import type { MenuFilter, MenuItem, SiteFlags } from '@commons/contract';
import { hasLabelSodiumWarning, nutrientKey } from '@commons/domain';

/** The icons an item can carry on the menu (docs/product/menus.md#legend legend). */
export type MarkKind = 'pork' | 'balanced-u' | 'sodium' | 'best' | 'great' | 'good' | 'climate-friendly';

export type MarkFlags = Pick<SiteFlags, 'pork_icon' | 'balanced_u_icon' | 'sodium_warning' | 'howgood_icons' | 'howgood_icons_new'>;

/** Names of the filters behind each icon, compared without regard to case. */
const LABEL_MARKS: Readonly<Record<string, MarkKind>> = { pork: 'pork', 'balanced u': 'balanced-u' };
const RATING_MARKS: Readonly<Record<string, MarkKind>> = { best: 'best', great: 'great', good: 'good', 'climate friendly': 'climate-friendly' };

/** The order icons appear in, in a row and in the legend. */
export const MARK_ORDER: readonly MarkKind[] = ['best', 'great', 'good', 'climate-friendly', 'balanced-u', 'pork', 'sodium'];

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Which icons the site shows at all. */
export function enabledMarks(flags: MarkFlags): MarkKind[] {
  const ratings = flags.howgood_icons || flags.howgood_icons_new;
  return MARK_ORDER.filter((kind) => {
    if (kind === 'pork') return flags.pork_icon;
    if (kind === 'balanced-u') return flags.balanced_u_icon;
    if (kind === 'sodium') return flags.sodium_warning;
    return ratings;
  });
}

/** Sodium per serving in mg: the webtrition nutrient (converted from g when so given), else the concept field. */
export function sodiumMg(item: Pick<MenuItem, 'nutrients' | 'sodium'>): number | null {
  const nutrient = item.nutrients.find((n) => nutrientKey(n.name) === 'sodium');
  if (nutrient && nutrient.value_numeric !== null) {
    const unit = nutrient.uom.trim().toLowerCase();
    return unit === 'g' ? nutrient.value_numeric * 1000 : nutrient.value_numeric;
  }
  return item.sodium;
}

/** The icons one item shows, in MARK_ORDER, given the site's switches and the menu's filters by id. */
export function itemMarks(item: Pick<MenuItem, 'filters' | 'nutrients' | 'sodium'>, filtersById: ReadonlyMap<number, MenuFilter>, flags: MarkFlags): MarkKind[] {
  const enabled = new Set(enabledMarks(flags));
  const found = new Set<MarkKind>();
  for (const id of item.filters) {
    const filter = filtersById.get(id);
    if (!filter) continue;
    const name = key(filter.name);
    const mark = filter.type === 'sustainability' ? RATING_MARKS[name] : filter.type === 'label' ? LABEL_MARKS[name] : undefined;
    if (mark) found.add(mark);
  }
  // Judged on the amount the label declares, so the icon and the dialog's sodium line agree.
  if (hasLabelSodiumWarning(sodiumMg(item))) found.add('sodium');
  return MARK_ORDER.filter((kind) => found.has(kind) && enabled.has(kind));
}

/** The names of the allergens an item carries, sorted by name. */
export function allergenNames(item: Pick<MenuItem, 'filters'>, filtersById: ReadonlyMap<number, MenuFilter>): string[] {
  return item.filters
    .map((id) => filtersById.get(id))
    .filter((f): f is MenuFilter => f?.type === 'allergen')
    .map((f) => f.name)
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** The names of the allergens an item may contain through cross-contact (shared fryer, shared facility), sorted by name. */
export function mayContainNames(item: Pick<MenuItem, 'may_contain'>, filtersById: ReadonlyMap<number, MenuFilter>): string[] {
  return allergenNames({ filters: item.may_contain }, filtersById);
}

/** The dietary labels an item carries (Vegan, Pork...), sorted by name. */
export function labelNames(item: Pick<MenuItem, 'filters'>, filtersById: ReadonlyMap<number, MenuFilter>): string[] {
  return item.filters
    .map((id) => filtersById.get(id))
    .filter((f): f is MenuFilter => f?.type === 'label')
    .map((f) => f.name)
    .sort((a, b) => a.localeCompare(b, 'en'));
}
