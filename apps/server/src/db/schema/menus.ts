import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALLERGENS_12 } from '@commons/domain';
import { sites } from './sites.ts';
import { locations } from './locations.ts';

/** A filter an item can carry: an allergen, a dietary label (Vegan, Pork, Balanced U...) or a sustainability rating. */
export const menuFilters = pgTable(
  'menu_filters',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('menu_filters_site_type_name_idx').on(t.site_id, t.type, t.name)],
);

/**
 * Which allergens a dietary label excludes ('Vegan' excludes Milk): rows without a site are the
 * defaults every site follows; a site adds its own labels (or more allergens to a label) with its
 * id. The importer rejects a dish whose allergens contradict its labels, and menus never show such
 * a label on a dish. Labels match ignoring case; allergens are spelled as on the list of 12.
 */
export const menuLabelExclusions = pgTable(
  'menu_label_exclusions',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    allergen: text('allergen').notNull(),
  },
  (t) => [
    uniqueIndex('menu_label_exclusions_site_label_allergen_idx').on(sql`coalesce(${t.site_id}, 0)`, sql`lower(${t.label})`, t.allergen),
    check('menu_label_exclusions_allergen_check', sql.raw(`allergen in (${ALLERGENS_12.map((a) => `'${a}'`).join(', ')})`)),
    check('menu_label_exclusions_label_check', sql`length(trim(${t.label})) between 1 and 60`),
  ],
);

export interface StoredNutrient {
  name: string;
  uom: string;
  value: string;
  value_numeric: number | null;
}

/** The fixed nutrient list of concept locations (grams unless named otherwise; vitamins and minerals in %DV). */
export interface ConceptNutrients {
  fat_calories: number | null;
  total_fat: number | null;
  saturated_fat: number | null;
  trans_fat: number | null;
  cholesterol: number | null;
  sodium: number | null;
  potassium: number | null;
  total_carb: number | null;
  dietary_fiber: number | null;
  sugars: number | null;
  protein: number | null;
  vitamin_a: number | null;
  vitamin_c: number | null;
  calcium: number | null;
  iron: number | null;
}

/** A dish in a site's catalogue; daily menus point at items, so one dish served often is stored once. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    /** The operator's own key for the dish; imports match on it. */
    external_id: text('external_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    portion: text('portion'),
    calories: integer('calories'),
    ingredients: text('ingredients'),
    custom_allergens: text('custom_allergens'),
    /** False when the operator sent no allergen data: the item is never shown as free of any allergen. */
    allergen_info_available: boolean('allergen_info_available').notNull(),
    filter_ids: integer('filter_ids').array().notNull().default([]),
    /** Allergen filters the dish may contain through cross-contact (shared fryer, shared facility). */
    may_contain_ids: integer('may_contain_ids').array().notNull().default([]),
    nutrients: jsonb('nutrients').$type<StoredNutrient[]>().notNull().default([]),
    concept_nutrients: jsonb('concept_nutrients').$type<ConceptNutrients | null>(),
    /** Lower-case, accent-free words of the name and description, space-led, for prefix search. */
    search_text: text('search_text').notNull(),
    /** Moves on with each console save; a save over an older version is refused (docs/product/console.md#dishes). */
    version: integer('version').notNull().default(1),
    /** Set when the dish is archived: it stays on past menus, but leaves the catalogue list and goes on no new menu. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menu_items_site_external_idx').on(t.site_id, t.external_id), index('menu_items_site_name_idx').on(t.site_id, t.name, t.id)],
);

/** A location's meal periods (Breakfast, Lunch, ...), in tab order. */
export const menuPeriods = pgTable(
  'menu_periods',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('menu_periods_location_name_idx').on(t.location_id, t.name)],
);

/** A location's stations or categories (Grill, Salad Bar, ...). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('menu_categories_location_name_idx').on(t.location_id, t.name)],
);

/** One location's menu for one date; `closed` marks a day without service. */
export const dailyMenus = pgTable(
  'daily_menus',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_menus_location_date_idx').on(t.location_id, t.date)],
);

export interface StoredCategory {
  category_id: number;
  sort_order: number;
  item_ids: number[];
}

/** What one period of one daily menu serves, category by category. */
export const dailyMenuPeriods = pgTable(
  'daily_menu_periods',
  {
    id: serial('id').primaryKey(),
    daily_menu_id: integer('daily_menu_id').notNull().references(() => dailyMenus.id, { onDelete: 'cascade' }),
    period_id: integer('period_id').notNull().references(() => menuPeriods.id, { onDelete: 'cascade' }),
    categories: jsonb('categories').$type<StoredCategory[]>().notNull(),
    /** Every item of the period, for search. */
    item_ids: integer('item_ids').array().notNull(),
  },
  (t) => [uniqueIndex('daily_menu_periods_menu_period_idx').on(t.daily_menu_id, t.period_id), index('daily_menu_periods_period_idx').on(t.period_id)],
);
