/**
 * The food-safety rules of one item of a menu file (packages/domain dish-rules.ts, which the
 * console's dish form applies too): labels its allergens
 * contradict, may-contain allergens it already contains, and nutrition facts that are not numbers
 * in FDA units, out of bounds or at odds with each other. The rules read the item's fields entry by
 * entry, so an item with some other bad field or entry still gets every rule checked; entries that
 * cannot be read are left out (their own errors are reported with the item's shape).
 */
import type { z } from 'zod';
import { dishProblems, type LabelExclusion } from '@commons/domain';
import { jsonPath, type ImportError } from './import-errors.ts';
import { allergenName, itemFieldSchemas, labelName, MENU_LIMITS, nutrientRowSchema } from './menu-document.ts';

/** The value when it parses, else undefined. */
function field<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** A list's readable entries with their places in the file; none when it is absent, not a list or too long. */
function entries<T>(schema: z.ZodType<T>, value: unknown, max: number): { index: number; value: T }[] {
  if (!Array.isArray(value) || value.length > max) return [];
  return value.flatMap((entry, index) => {
    const parsed = field(schema, entry);
    return parsed === undefined ? [] : [{ index, value: parsed }];
  });
}

/** Each problem's list index is the readable entry's; the file's place of that entry replaces it. */
function inFile(path: readonly (string | number)[], places: Record<string, readonly { index: number }[]>): readonly PropertyKey[] {
  const [list, index, ...rest] = path;
  if (typeof list !== 'string' || typeof index !== 'number') return path;
  const entriesOfList = places[list];
  return entriesOfList === undefined ? path : [list, entriesOfList[index]?.index ?? index, ...rest];
}

export function itemRuleErrors(raw: Record<string, unknown>, index: number, exclusions: readonly LabelExclusion[]): ImportError[] {
  // null or absent: allergen data unknown, which contradicts nothing.
  const allergens = raw.allergens == null ? null : entries(allergenName, raw.allergens, MENU_LIMITS.allergensPerItem).map((e) => e.value);
  const labels = entries(labelName, raw.labels, MENU_LIMITS.labelsPerItem);
  const mayContain = entries(allergenName, raw.may_contain, MENU_LIMITS.allergensPerItem);
  const rows = Array.isArray(raw.nutrients) && raw.nutrients.length <= MENU_LIMITS.nutrientsPerItem ? raw.nutrients.map((row) => field(nutrientRowSchema, row) ?? null) : [];
  const calories = field(itemFieldSchemas.calories, raw.calories) ?? null;
  const concept = field(itemFieldSchemas.concept_nutrients, raw.concept_nutrients);
  const problems = dishProblems(
    { labels: labels.map((l) => l.value), allergens, mayContain: mayContain.map((m) => m.value), calories, nutrients: rows, conceptNutrients: concept ? { ...concept } : null },
    exclusions,
  );
  return problems.map((problem) => ({ path: jsonPath(['items', index, ...inFile(problem.path, { labels, may_contain: mayContain })]), message: problem.message }));
}
