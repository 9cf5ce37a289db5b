/**
 * A customer's allergen profile (the Allergens tab, docs/product/accounts.md#allergen-profile: names of the list of 11) against the
 * allergen filters a menu carries. Menus come from several kitchens' systems, so a filter may be
 * spelled 'Peanut', 'Eggs', 'Dairy' or 'Crustacean Shellfish': names are compared by what they
 * mean, not letter by letter. A profile name that matches no filter of the menu is reported, so
 * the page can say that this menu cannot hide it.
 */
import type { FilterDef } from './menu-filter.ts';

/** The meaning a spelling stands for: one of the list of 12, or the generic 'shellfish'. */
const SYNONYMS: Readonly<Record<string, string>> = {
  egg: 'Egg',
  eggs: 'Egg',
  fish: 'Fish',
  finfish: 'Fish',
  gluten: 'Gluten',
  milk: 'Milk',
  dairy: 'Milk',
  msg: 'MSG',
  'monosodium glutamate': 'MSG',
  peanut: 'Peanuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  'sesame seed': 'Sesame',
  'sesame seeds': 'Sesame',
  'shellfish crustacean': 'Shellfish - Crustacean',
  'crustacean shellfish': 'Shellfish - Crustacean',
  crustacean: 'Shellfish - Crustacean',
  crustaceans: 'Shellfish - Crustacean',
  'shellfish mollusk': 'Shellfish - Mollusk',
  'shellfish mollusc': 'Shellfish - Mollusk',
  'molluscan shellfish': 'Shellfish - Mollusk',
  mollusk: 'Shellfish - Mollusk',
  mollusks: 'Shellfish - Mollusk',
  mollusc: 'Shellfish - Mollusk',
  molluscs: 'Shellfish - Mollusk',
  shellfish: 'shellfish',
  soy: 'Soy',
  soya: 'Soy',
  soybean: 'Soy',
  soybeans: 'Soy',
  'tree nut': 'Tree Nuts',
  'tree nuts': 'Tree Nuts',
  treenuts: 'Tree Nuts',
  wheat: 'Wheat',
};

const SHELLFISH_KINDS: ReadonlySet<string> = new Set(['Shellfish - Crustacean', 'Shellfish - Mollusk']);

/** Lower case, '&' as 'and', anything but letters and digits as one space. */
const spelling = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What an allergen name means: a name of the list, 'shellfish' for shellfish of any kind, else its own spelling. Empty for a blank name. */
export function allergenMeaning(name: string): string {
  const key = spelling(name);
  return SYNONYMS[key] ?? key;
}

/**
 * Does a profile allergen cover a menu allergen? The same meaning does; shellfish of either kind
 * and generic shellfish cover each other, since a menu that says only 'Shellfish' may mean either.
 */
function covers(profileMeaning: string, filterMeaning: string): boolean {
  if (profileMeaning === '' || filterMeaning === '') return false;
  if (profileMeaning === filterMeaning) return true;
  const isShellfish = (m: string) => m === 'shellfish' || SHELLFISH_KINDS.has(m);
  return isShellfish(profileMeaning) && isShellfish(filterMeaning) && (profileMeaning === 'shellfish' || filterMeaning === 'shellfish');
}

export interface ProfileAllergenMatch<F extends FilterDef> {
  /** The name as the profile holds it ('Milk'). */
  name: string;
  /** The menu's allergen filters it covers (usually one). */
  filters: F[];
}

export interface ProfileAllergenFilters<F extends FilterDef> {
  /** The profile's allergens this menu can filter, in the profile's order. */
  matched: ProfileAllergenMatch<F>[];
  /** The profile's allergens no filter of this menu covers (blank names are dropped). */
  unmatched: string[];
}

/** Maps a profile's allergen names onto a menu's allergen filters (filters of other types are ignored). */
export function profileAllergenFilters<F extends FilterDef>(profile: readonly string[], filters: readonly F[]): ProfileAllergenFilters<F> {
  const allergens = filters.filter((f) => f.type === 'allergen').map((f) => ({ filter: f, meaning: allergenMeaning(f.name) }));
  const matched: ProfileAllergenMatch<F>[] = [];
  const unmatched: string[] = [];
  const seen = new Set<string>();
  for (const raw of profile) {
    const name = raw.trim();
    const meaning = allergenMeaning(name);
    if (meaning === '' || seen.has(meaning)) continue;
    seen.add(meaning);
    const covered = allergens.filter((a) => covers(meaning, a.meaning)).map((a) => a.filter);
    if (covered.length > 0) matched.push({ name, filters: covered });
    else unmatched.push(name);
  }
  return { matched, unmatched };
}

/** The ids of every filter a profile's allergens cover, without repeats. */
export function profileAllergenIds(profile: readonly string[], filters: readonly FilterDef[]): number[] {
  return [...new Set(profileAllergenFilters(profile, filters).matched.flatMap((m) => m.filters.map((f) => f.id)))];
}

export interface ProfileAllergenHits {
  /** Names (as on the menu) of the item's allergens the profile covers, sorted. */
  contains: string[];
  /** Names (as on the menu) of allergens the item may contain through cross-contact that the profile covers, sorted; none already in `contains`. */
  mayContain: string[];
}

/**
 * Which of an item's allergens, and of those it may contain (ADR 0014), are in a profile. `filtersById`
 * is the menu's filters; ids it does not know and filters that are not allergens are ignored.
 */
export function profileAllergenHits(
  profile: readonly string[],
  item: { filters: readonly number[]; may_contain?: readonly number[] | undefined },
  filtersById: ReadonlyMap<number, FilterDef>,
): ProfileAllergenHits {
  const meanings = profile.map(allergenMeaning).filter((m) => m !== '');
  const hit = (ids: readonly number[]) =>
    [
      ...new Set(
        ids
          .map((id) => filtersById.get(id))
          .filter((f): f is FilterDef => f?.type === 'allergen' && meanings.some((m) => covers(m, allergenMeaning(f.name))))
          .map((f) => f.name),
      ),
    ].sort((a, b) => a.localeCompare(b, 'en'));
  const contains = hit(item.filters);
  const mayContain = hit(item.may_contain ?? []).filter((name) => !contains.includes(name));
  return { contains, mayContain };
}
