/**
 * The menu import format "commons-menus/1" (docs/menu-import.md), part by part. The importer parses
 * each item, filter and location on its own, so one bad row never hides the others' errors.
 */
import { z } from 'zod';
import { caloriesOf, isValidIsoDate } from '@commons/domain';
import type { ConceptNutrients, StoredNutrient } from '../../../db/schema/index.ts';
import { nutrientNumber } from './nutrient-value.ts';
import { ALLERGENS_12, canonicalAllergen, canonicalLabel, canonicalRating, FILTER_TYPES, SUSTAINABILITY_RATINGS } from './menu-vocabulary.ts';

export const MENU_FORMAT = 'commons-menus/1';

/** Every bound the importer enforces (characters for text, entries for lists). */
export const MENU_LIMITS = {
  fileBytes: 20 * 1024 * 1024,
  items: 50_000,
  filters: 1_000,
  labelExclusions: 1_000,
  locations: 1_000,
  daysPerLocation: 400,
  periodsPerLocation: 20,
  categoriesPerPeriod: 100,
  itemsPerCategory: 500,
  allergensPerItem: 50,
  labelsPerItem: 30,
  nutrientsPerItem: 60,
  siteSlug: 100,
  itemId: 100,
  name: 200,
  description: 2_000,
  portion: 100,
  ingredients: 5_000,
  customAllergens: 1_000,
  label: 60,
  periodName: 60,
  categoryName: 100,
  nutrientName: 60,
  nutrientUom: 20,
  nutrientValue: 20,
  conceptValue: 1_000_000,
} as const;
const L = MENU_LIMITS;

/** A value as an error message quotes it: short, single-quoted. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}

const BROKEN_TEXT = 'contains a NUL character or a broken Unicode sequence';
/** PostgreSQL text cannot hold NUL, and a lone surrogate would not survive the round trip. */
const isStorable = (text: string): boolean => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

const text = (max: number) => z.string().trim().max(max).refine(isStorable, BROKEN_TEXT);
const requiredText = (max: number) => text(max).min(1);
/** Absent, null and blank all store as null. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** An operator's key (item id or site slug): kept exactly, so no surrounding spaces allowed. */
const key = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine(isStorable, BROKEN_TEXT)
    .refine((value) => value.trim() === value, 'must not begin or end with spaces');

export const allergenName = z.string().transform((name, ctx) => {
  const known = canonicalAllergen(name);
  if (known) return known;
  ctx.issues.push({ code: 'custom', input: name, message: `${quote(name)} is not one of the allergens: ${ALLERGENS_12.join(', ')}` });
  return z.NEVER;
});

const ratingName = z.string().transform((name, ctx) => {
  const known = canonicalRating(name);
  if (known) return known;
  ctx.issues.push({ code: 'custom', input: name, message: `${quote(name)} is not one of the ratings: ${SUSTAINABILITY_RATINGS.join(', ')}` });
  return z.NEVER;
});

export const labelName = requiredText(L.label).transform(canonicalLabel);

/** A nutrient value is text such as "12" or "<1"; a plain JSON number is accepted and kept as its text. */
const nutrientValue = z.unknown().transform((value, ctx) => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.length > L.nutrientValue) ctx.issues.push({ code: 'custom', input: value, message: `is longer than ${L.nutrientValue} characters` });
    else if (!isStorable(trimmed)) ctx.issues.push({ code: 'custom', input: value, message: BROKEN_TEXT });
    else return trimmed;
    return z.NEVER;
  }
  ctx.issues.push({ code: 'custom', input: value, message: value === undefined ? 'is required' : 'must be text such as "12" or "<1"' });
  return z.NEVER;
});

export const nutrientRowSchema = z
  .strictObject({ name: requiredText(L.nutrientName), uom: text(L.nutrientUom).default(''), value: nutrientValue })
  .transform((n): StoredNutrient => ({ name: n.name, uom: n.uom, value: n.value, value_numeric: nutrientNumber(n.value) }));

const conceptValue = z.number().min(0).max(L.conceptValue).nullish();
const conceptNutrients = z
  .strictObject({
    fat_calories: conceptValue,
    total_fat: conceptValue,
    saturated_fat: conceptValue,
    trans_fat: conceptValue,
    cholesterol: conceptValue,
    sodium: conceptValue,
    potassium: conceptValue,
    total_carb: conceptValue,
    dietary_fiber: conceptValue,
    sugars: conceptValue,
    protein: conceptValue,
    vitamin_a: conceptValue,
    vitamin_c: conceptValue,
    calcium: conceptValue,
    iron: conceptValue,
  })
  .transform(
    (c): ConceptNutrients => ({
      fat_calories: c.fat_calories ?? null,
      total_fat: c.total_fat ?? null,
      saturated_fat: c.saturated_fat ?? null,
      trans_fat: c.trans_fat ?? null,
      cholesterol: c.cholesterol ?? null,
      sodium: c.sodium ?? null,
      potassium: c.potassium ?? null,
      total_carb: c.total_carb ?? null,
      dietary_fiber: c.dietary_fiber ?? null,
      sugars: c.sugars ?? null,
      protein: c.protein ?? null,
      vitamin_a: c.vitamin_a ?? null,
      vitamin_c: c.vitamin_c ?? null,
      calcium: c.calcium ?? null,
      iron: c.iron ?? null,
    }),
  );

/**
 * The item fields the food-safety rules read (item-rules.ts), each parsed on its own so the rules
 * run even when another field of the item is bad. Lists keep their entries in file order (with
 * repeats) so errors can point at an entry; the item schema removes repeats.
 */
export const itemFieldSchemas = {
  /** Bounded per serving by the nutrient rules (packages/domain nutrient-rules.ts). */
  calories: z
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .nullish()
    .transform((value) => value ?? null),
  /** null or absent: allergen data unknown; []: known to carry none of the 12. */
  allergens: z
    .array(allergenName)
    .max(L.allergensPerItem)
    .nullish()
    .transform((names) => names ?? null),
  /** Allergens the dish may contain through cross-contact (shared fryer, shared facility). */
  may_contain: z
    .array(allergenName)
    .max(L.allergensPerItem)
    .nullish()
    .transform((names) => names ?? []),
  labels: z
    .array(labelName)
    .max(L.labelsPerItem)
    .nullish()
    .transform((names) => names ?? []),
  nutrients: z
    .array(nutrientRowSchema)
    .max(L.nutrientsPerItem)
    .nullish()
    .transform((list) => list ?? []),
  concept_nutrients: conceptNutrients.nullish().transform((values) => values ?? null),
};
const F = itemFieldSchemas;

export const importItemSchema = z
  .strictObject({
    id: key(L.itemId),
    name: requiredText(L.name),
    description: optionalText(L.description),
    portion: optionalText(L.portion),
    calories: F.calories,
    ingredients: optionalText(L.ingredients),
    custom_allergens: optionalText(L.customAllergens),
    allergens: F.allergens,
    may_contain: F.may_contain,
    labels: F.labels,
    sustainability: ratingName.nullish().transform((name) => name ?? null),
    nutrients: F.nutrients,
    concept_nutrients: F.concept_nutrients,
  })
  .transform((item) => ({
    ...item,
    // Without its own calories, an item shows those of its 'Calories' nutrient.
    calories: caloriesOf(item.calories, item.nutrients),
    allergens: item.allergens === null ? null : unique(item.allergens),
    may_contain: unique(item.may_contain),
    labels: unique(item.labels),
  }));
export type ImportItem = z.output<typeof importItemSchema>;

export const importFilterSchema = z
  .strictObject({ type: z.enum([FILTER_TYPES.allergen, FILTER_TYPES.label, FILTER_TYPES.sustainability]), name: requiredText(L.label) })
  .transform((filter, ctx) => {
    const name =
      filter.type === FILTER_TYPES.allergen ? canonicalAllergen(filter.name) : filter.type === FILTER_TYPES.sustainability ? canonicalRating(filter.name) : canonicalLabel(filter.name);
    if (name) return { type: filter.type, name };
    const list = filter.type === FILTER_TYPES.allergen ? `allergens: ${ALLERGENS_12.join(', ')}` : `ratings: ${SUSTAINABILITY_RATINGS.join(', ')}`;
    ctx.issues.push({ code: 'custom', input: filter.name, path: ['name'], message: `${quote(filter.name)} is not one of the ${list}` });
    return z.NEVER;
  });
export type ImportFilter = z.output<typeof importFilterSchema>;

/** A label of the site's own (or a default one) and the allergens a dish with it never contains. */
export const importLabelExclusionSchema = z.strictObject({
  label: labelName,
  allergens: z
    .array(allergenName)
    .min(1)
    .max(L.allergensPerItem)
    .transform((names) => unique(names)),
});
export type ImportLabelExclusion = z.output<typeof importLabelExclusionSchema>;

const isoDate = z.string().refine(isValidIsoDate, { error: (issue) => `${quote(issue.input)} is not a real date written YYYY-MM-DD` });

const category = z.strictObject({
  name: requiredText(L.categoryName),
  items: z.array(key(L.itemId)).min(1).max(L.itemsPerCategory),
});

const dayPeriod = z.strictObject({
  name: requiredText(L.periodName),
  categories: z.array(category).max(L.categoriesPerPeriod),
});

export const importDaySchema = z.strictObject({
  date: isoDate,
  closed: z.boolean().default(false),
  periods: z.array(dayPeriod).max(L.periodsPerLocation).default([]),
});
export type ImportDay = z.output<typeof importDaySchema>;

/** A location entry's fields; its days are parsed one by one (importDaySchema). */
export const LOCATION_FIELDS = ['location_id', 'periods', 'days'] as const;
export const locationIdSchema = z.number().int().min(1).max(2_147_483_647);
/** The location's meal periods in tab order. */
export const locationPeriodsSchema = z.array(requiredText(L.periodName)).max(L.periodsPerLocation);

export interface ImportLocation {
  location_id: number;
  periods: string[];
  days: ImportDay[];
}

export const siteSlugSchema = key(L.siteSlug);

/** A file that passed every check that needs no database. */
export interface MenuDocument {
  site: string;
  filters: ImportFilter[];
  /** Exclusions the file adds for its site (never removes). */
  labelExclusions: ImportLabelExclusion[];
  items: ImportItem[];
  locations: ImportLocation[];
}
