/**
 * The food-safety rules of one item of a menu file (packages/domain): labels its allergens
 * contradict, may-contain allergens it already contains, and nutrition facts that are not numbers
 * in FDA units, out of bounds or at odds with each other. The rules read the item's fields entry by
 * entry, so an item with some other bad field or entry still gets every rule checked; entries that
 * cannot be read are left out (their own errors are reported with the item's shape).
 */
import type { z } from 'zod';
import { conceptNutritionProblems, labelConflictMessage, labelConflicts, mayContainProblems, nutritionProblems, type LabelExclusion } from '@commons/domain';
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

export function itemRuleErrors(raw: Record<string, unknown>, index: number, exclusions: readonly LabelExclusion[]): ImportError[] {
  const at = (...path: readonly PropertyKey[]) => jsonPath(['items', index, ...path]);
  const errors: ImportError[] = [];
  // null or absent: allergen data unknown, which contradicts nothing.
  const allergens = raw.allergens == null ? null : entries(allergenName, raw.allergens, MENU_LIMITS.allergensPerItem).map((e) => e.value);
  const labels = entries(labelName, raw.labels, MENU_LIMITS.labelsPerItem);
  const mayContain = entries(allergenName, raw.may_contain, MENU_LIMITS.allergensPerItem);

  for (const conflict of labelConflicts(labels.map((l) => l.value), allergens, exclusions)) {
    errors.push({ path: at('labels', labels[conflict.index]?.index ?? conflict.index), message: labelConflictMessage(conflict) });
  }
  for (const problem of mayContainProblems(allergens, mayContain.map((m) => m.value))) {
    errors.push({ path: at('may_contain', mayContain[problem.index]?.index ?? problem.index), message: problem.message });
  }

  const rows = Array.isArray(raw.nutrients) && raw.nutrients.length <= MENU_LIMITS.nutrientsPerItem ? raw.nutrients.map((row) => field(nutrientRowSchema, row) ?? null) : [];
  const calories = field(itemFieldSchemas.calories, raw.calories) ?? null;
  for (const problem of nutritionProblems({ calories, nutrients: rows })) errors.push({ path: at(...problem.path), message: problem.message });
  const concept = field(itemFieldSchemas.concept_nutrients, raw.concept_nutrients);
  if (concept) for (const problem of conceptNutritionProblems({ ...concept })) errors.push({ path: at(...problem.path), message: problem.message });
  return errors;
}
