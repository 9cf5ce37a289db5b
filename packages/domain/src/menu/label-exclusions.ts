/**
 * Dietary labels that promise the absence of allergens: a dish labelled 'Vegan' never contains
 * milk. The table of which label excludes which allergens is data (each site follows the defaults
 * and may add its own labels); this module holds the rule that applies it, for the importer (which
 * rejects a contradiction) and for the menu answers (which never show a contradicted label).
 *
 * Labels and allergens are matched as the menu vocabulary matches them: trimmed, ignoring case.
 * Only what a dish contains contradicts a label; what it may contain through cross-contact does not.
 */
import type { AllergenName } from './allergens.ts';

export interface LabelExclusion {
  /** The label's name, e.g. 'Vegan'. */
  readonly label: string;
  /** The allergens a dish carrying the label never contains. */
  readonly allergens: readonly string[];
}

/** The exclusions every site starts with (the database is seeded with these). */
export const DEFAULT_LABEL_EXCLUSIONS: readonly { readonly label: string; readonly allergens: readonly AllergenName[] }[] = [
  { label: 'Vegan', allergens: ['Milk', 'Egg', 'Fish', 'Shellfish - Crustacean', 'Shellfish - Mollusk'] },
  { label: 'Vegetarian', allergens: ['Fish', 'Shellfish - Crustacean', 'Shellfish - Mollusk'] },
  { label: 'Avoiding Gluten', allergens: ['Gluten', 'Wheat'] },
];

/** A label and the allergens it excludes that the dish carries. */
export interface LabelConflict {
  /** Position of the label in the list given. */
  readonly index: number;
  readonly label: string;
  /** The label as the exclusions table spells it. */
  readonly rule: string;
  /** The carried allergens the label excludes, as the dish names them, in its order. */
  readonly allergens: readonly string[];
  /** Everything the label excludes, in the table's order (one label may have several rows). */
  readonly excluded: readonly string[];
}

export const nameKey = (name: string): string => name.trim().toLowerCase();

/** Rows of (label, allergen) as a table stores them, gathered per label (first spelling kept). */
export function groupLabelExclusions(rows: readonly { label: string; allergen: string }[]): LabelExclusion[] {
  const byLabel = new Map<string, { label: string; allergens: string[] }>();
  for (const row of rows) {
    const key = nameKey(row.label);
    const entry = byLabel.get(key) ?? { label: row.label.trim(), allergens: [] };
    if (!entry.allergens.some((a) => nameKey(a) === nameKey(row.allergen))) entry.allergens.push(row.allergen.trim());
    byLabel.set(key, entry);
  }
  return [...byLabel.values()];
}

/** The allergens each label excludes, by label key; several entries for one label add up. */
function excludedByLabel(exclusions: readonly LabelExclusion[]): Map<string, { rule: string; excluded: string[] }> {
  const table = new Map<string, { rule: string; excluded: string[] }>();
  for (const exclusion of exclusions) {
    const entry = table.get(nameKey(exclusion.label)) ?? { rule: exclusion.label.trim(), excluded: [] };
    for (const allergen of exclusion.allergens) if (!entry.excluded.some((a) => nameKey(a) === nameKey(allergen))) entry.excluded.push(allergen);
    table.set(nameKey(exclusion.label), entry);
  }
  return table;
}

/**
 * The labels a dish carries that its allergens contradict: 'Vegan' on a dish with milk. A label
 * listed twice is reported once, at its first place. Unknown allergen data (null) contradicts nothing.
 */
export function labelConflicts(labels: readonly string[], allergens: readonly string[] | null, exclusions: readonly LabelExclusion[]): LabelConflict[] {
  if (allergens === null || allergens.length === 0) return [];
  const table = excludedByLabel(exclusions);
  const seen = new Set<string>();
  const conflicts: LabelConflict[] = [];
  labels.forEach((label, index) => {
    const key = nameKey(label);
    if (seen.has(key)) return;
    seen.add(key);
    const entry = table.get(key);
    if (!entry) return;
    const keys = new Set(entry.excluded.map(nameKey));
    const carried = allergens.filter((a, i) => keys.has(nameKey(a)) && allergens.findIndex((b) => nameKey(b) === nameKey(a)) === i);
    if (carried.length > 0) conflicts.push({ index, label, rule: entry.rule, allergens: carried, excluded: entry.excluded });
  });
  return conflicts;
}

/** The import error for a conflict: "'Vegan' excludes Milk, Egg, ... but the dish contains Milk". */
export function labelConflictMessage(conflict: LabelConflict): string {
  return `'${conflict.label}' cannot go with the allergen${conflict.allergens.length === 1 ? '' : 's'} ${conflict.allergens.join(', ')}: this site's '${conflict.rule}' excludes ${conflict.excluded.join(', ')}`;
}

interface NamedFilter {
  readonly name: string;
  readonly type: string;
}

/**
 * The label filters among `filterIds` that the item's allergen filters contradict. `filters`
 * names each id; ids it does not know are neither labels nor allergens here.
 */
export function contradictedLabelIds(filterIds: readonly number[], filters: ReadonlyMap<number, NamedFilter>, exclusions: readonly LabelExclusion[]): number[] {
  const labels: { id: number; name: string }[] = [];
  const allergens: string[] = [];
  for (const id of filterIds) {
    const filter = filters.get(id);
    if (filter?.type === 'label') labels.push({ id, name: filter.name });
    else if (filter?.type === 'allergen') allergens.push(filter.name);
  }
  const conflicted = new Set(labelConflicts(labels.map((l) => l.name), allergens, exclusions).map((c) => nameKey(c.label)));
  return labels.filter((l) => conflicted.has(nameKey(l.name))).map((l) => l.id);
}
