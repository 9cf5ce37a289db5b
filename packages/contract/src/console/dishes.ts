import { z } from 'zod';
import { ALLERGENS_12, NUTRIENT_RULES, type LabelNutrient } from '@commons/domain';
import { id, siteId } from '../primitives.ts';
import { del, get, post, put } from '../route.ts';
import { consoleCall } from './console-route.ts';
import { lineOf, optionalLineOf, optionalTextOf, rowVersion, SITE_FIELD_MESSAGES } from './site-fields.ts';

/**
 * A site's catalogue of dishes as the console keeps it (docs/product/console.md#dishes): what a
 * dish is, what it contains and may contain, its labels and its nutrition facts. Every save passes
 * the food-safety rules the menu importer applies (decision 0014); a dish a menu ever served is
 * archived rather than deleted, so past menus stay true.
 */
const tag = 'console: dishes';

/** The bounds of the menu import format (docs/menu-import.md), so a dish saved here also round-trips through a menu file. */
export const DISH_LIMITS = { name: 200, description: 2_000, portion: 100, ingredients: 5_000, label: 60, labels: 30, nutrientValue: 20, search: 100 } as const;
export const DISH_PAGE_SIZE = 50;

/** The nutrients of the dish form, in the Nutrition Facts panel's order; calories are the dish's own field. */
export const DISH_NUTRIENTS = [
  'total_fat',
  'saturated_fat',
  'trans_fat',
  'cholesterol',
  'sodium',
  'total_carb',
  'dietary_fiber',
  'total_sugars',
  'added_sugars',
  'protein',
  'vitamin_d',
  'calcium',
  'iron',
  'potassium',
] as const satisfies readonly LabelNutrient[];
export type DishNutrient = (typeof DISH_NUTRIENTS)[number];

/** A nutrient's name and the unit its amount is given in, as the form labels it ('Sodium', 'mg'). */
export const dishNutrientLabel = (key: DishNutrient): { name: string; unit: string } => ({ name: NUTRIENT_RULES[key].name, unit: NUTRIENT_RULES[key].units[0] ?? '' });

export const DISH_MESSAGES = {
  nameNeeded: 'Write the dish’s name.',
  allergen: `Choose allergens from the list of 12: ${ALLERGENS_12.join(', ')}.`,
  calories: 'Calories are a whole number of kcal, 0 or more, such as 450.',
  nutrient: 'Write an amount such as 12 or 0.5 (or a bound such as <1), or leave it empty.',
  tooManyLabels: `A dish carries at most ${DISH_LIMITS.labels} labels.`,
  repeated: 'Each may appear once.',
  notFound: 'This dish is not one of this site’s. Reload to see the catalogue.',
  archived: 'This dish is archived: unarchive it to change it.',
  archivedInstead: 'Menus have served this dish, so it was archived instead of deleted: past menus still show it.',
  deleted: 'The dish was deleted.',
} as const;
const M = DISH_MESSAGES;

const allergen = z.enum(ALLERGENS_12, { error: M.allergen });
const distinct = <T>(list: readonly T[]) => new Set(list.map((entry) => (typeof entry === 'string' ? entry.toLowerCase() : entry))).size === list.length;
const allergenList = z.array(allergen, { error: M.allergen }).max(ALLERGENS_12.length, M.allergen).refine(distinct, M.repeated);

/** An amount as FDA labels write it ("12", "0.5", "<1"); the food-safety rules check the number, its bounds and its unit. Empty: not given. */
const nutrientAmount = z
  .string({ error: M.nutrient })
  .trim()
  .max(DISH_LIMITS.nutrientValue, SITE_FIELD_MESSAGES.tooLong(DISH_LIMITS.nutrientValue))
  .nullable()
  .transform((value) => (value === '' ? null : value));

export const dishNutrientsBody = z.object(Object.fromEntries(DISH_NUTRIENTS.map((key) => [key, nutrientAmount.optional()])) as Record<DishNutrient, z.ZodOptional<typeof nutrientAmount>>).strict();

export const dishFields = z
  .object({
    name: lineOf(DISH_LIMITS.name, M.nameNeeded),
    description: optionalTextOf(DISH_LIMITS.description),
    portion: optionalLineOf(DISH_LIMITS.portion),
    calories: z.number({ error: M.calories }).int(M.calories).min(0, M.calories).max(2_147_483_647, M.calories).nullable(),
    ingredients: optionalTextOf(DISH_LIMITS.ingredients),
    /** What the dish contains; null: not known, so the menus never show it as free of any allergen. */
    allergens: allergenList.nullable(),
    /** What it may contain through cross-contact (a shared fryer). */
    may_contain: allergenList,
    /** Dietary labels (Vegan, Halal, a site's own); a label its allergens contradict is refused. */
    labels: z.array(lineOf(DISH_LIMITS.label), { error: 'Choose labels from the list.' }).max(DISH_LIMITS.labels, M.tooManyLabels).refine(distinct, M.repeated),
    nutrients: dishNutrientsBody,
  })
  .strict();
export type DishFields = z.input<typeof dishFields>;

export const newDishBody = dishFields;
export const dishEditBody = dishFields.extend({ version: rowVersion });
export const dishVersionBody = z.object({ version: rowVersion }).strict();
export const dishArchiveBody = z.object({ archived: z.boolean({ error: 'Must be true or false.' }), version: rowVersion }).strict();

export const DISH_HELP = {
  name: `What students read on the menu, at most ${DISH_LIMITS.name} characters.`,
  description: 'A sentence or two under the name; optional.',
  portion: 'The serving the nutrition facts are for, such as “1 cup” or “6 oz”.',
  calories: 'Per serving, in kcal. Empty when not known.',
  ingredients: 'As the recipe lists them; shown in the nutrition dialog.',
  allergens: 'What the dish contains. Turn “Allergens known” off only when nobody knows yet: then no filter shows it as free of any.',
  may_contain: 'Allergens it may pick up by cross-contact, such as a shared fryer. A contained allergen goes under Contains only.',
  labels: 'A label must agree with the allergens: a Vegan dish contains no Milk, Egg, Fish or Shellfish.',
  nutrients: 'Per serving, in the unit shown; FDA rounding is applied on the label students see.',
} as const satisfies Record<keyof typeof dishFields.shape, string>;

/** A dish as the catalogue list shows it. */
export const consoleDishSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  portion: z.string().nullable(),
  calories: z.number().int().nullable(),
  labels: z.array(z.string()),
  /** null: not known. */
  allergens: z.array(z.string()).nullable(),
  archived: z.boolean(),
  version: z.number().int(),
});
export type ConsoleDishSummary = z.infer<typeof consoleDishSummary>;

/** A dish with every field the form edits, and what the console says about it. */
export const consoleDish = consoleDishSummary.extend({
  external_id: z.string(),
  description: z.string().nullable(),
  ingredients: z.string().nullable(),
  may_contain: z.array(z.string()),
  nutrients: z.record(z.string(), z.string().nullable()),
  /** Nutrients a menu file gave that the form does not edit (kept as they are). */
  other_nutrients: z.array(z.object({ name: z.string(), uom: z.string(), value: z.string() })),
  /** When it was archived (ISO 8601), or null. */
  archived_at: z.string().nullable(),
  /** Whether any menu, past or planned, serves it: then it can be archived, not deleted. */
  on_menus: z.boolean(),
  updated_at: z.string(),
});
export type ConsoleDish = z.infer<typeof consoleDish>;

/** The words a dish form offers: the 12 allergens, the site's labels. */
export const dishVocabulary = z.object({ allergens: z.array(z.string()), labels: z.array(z.string()) });
export type DishVocabulary = z.infer<typeof dishVocabulary>;

export const DISH_SHOWN = ['active', 'archived', 'all'] as const;

export const dishListQuery = z
  .object({
    /** Words of the name or description, each matched as a word's start. */
    q: z.string({ error: 'Must be text.' }).trim().max(DISH_LIMITS.search, SITE_FIELD_MESSAGES.tooLong(DISH_LIMITS.search)).optional(),
    /** Which dishes: not archived (the default), archived, or all. */
    show: z.enum(DISH_SHOWN, { error: 'Use active, archived or all.' }).optional(),
    /** The page after this dish (the previous page's `next`). */
    after_name: z.string({ error: 'Must be text.' }).max(DISH_LIMITS.name, SITE_FIELD_MESSAGES.tooLong(DISH_LIMITS.name)).optional(),
    after_id: id.optional(),
  })
  .strict();
export type DishListQuery = z.input<typeof dishListQuery>;

export const dishListAnswer = z.object({
  dishes: z.array(consoleDishSummary),
  /** What asks for the next page, or null on the last. */
  next: z.object({ after_name: z.string(), after_id: z.number().int() }).nullable(),
  vocabulary: dishVocabulary,
});
export type DishListAnswer = z.infer<typeof dishListAnswer>;

export const dishAnswer = z.object({ dish: consoleDish, vocabulary: dishVocabulary });
export type DishAnswer = z.infer<typeof dishAnswer>;

export const dishRemovedAnswer = z.object({ outcome: z.enum(['deleted', 'archived']), message: z.string(), dish: consoleDish.nullable() });
export type DishRemovedAnswer = z.infer<typeof dishRemovedAnswer>;

const dishParams = z.object({ site_id: siteId, dish_id: id }).strict();
const access = { permission: 'menus.edit' } as const;

export const getConsoleDishes = consoleCall(
  get(
    '/v1/console/sites/{site_id}/dishes',
    { summary: `A site's dishes in name order, ${DISH_PAGE_SIZE} a page, searched by \`q\`; \`show\` picks active (the default), archived or all. \`next\` asks for the next page.`, tag, params: z.object({ site_id: siteId }).strict(), query: dishListQuery },
    dishListAnswer,
  ),
  access,
);

export const getConsoleDish = consoleCall(get('/v1/console/sites/{site_id}/dishes/{dish_id}', { summary: 'One dish with every field and its `version`.', tag, params: dishParams }, dishAnswer), access);

export const postConsoleDish = consoleCall(
  post('/v1/console/sites/{site_id}/dishes', { summary: 'Adds a dish to the catalogue; refused with field errors when it breaks a food-safety rule.', tag, params: z.object({ site_id: siteId }).strict(), body: newDishBody }, dishAnswer),
  access,
);

export const putConsoleDish = consoleCall(
  put('/v1/console/sites/{site_id}/dishes/{dish_id}', { summary: 'Saves a dish over the `version` read; its menus, search and feeds show the change at once.', tag, params: dishParams, body: dishEditBody }, dishAnswer),
  access,
);

export const putConsoleDishArchived = consoleCall(
  put('/v1/console/sites/{site_id}/dishes/{dish_id}/archived', { summary: 'Archives a dish (it stays on past menus, goes on no new one) or brings it back.', tag, params: dishParams, body: dishArchiveBody }, dishAnswer),
  access,
);

export const deleteConsoleDish = consoleCall(
  del('/v1/console/sites/{site_id}/dishes/{dish_id}', { summary: 'Deletes a dish no menu ever served; one a menu served is archived instead, and the answer says so.', tag, params: dishParams, body: dishVersionBody }, dishRemovedAnswer),
  access,
);
