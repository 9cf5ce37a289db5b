import { boolean, integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';
import { locations } from './locations.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    picture_file_name: text('picture_file_name'),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    custom_location: boolean('custom_location').notNull().default(false),
    custom_location_name: text('custom_location_name'),
    brief: text('brief'),
    description: text('description'),
    balanced_u: boolean('balanced_u').notNull().default(false),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('events_site_start_idx').on(t.site_id, t.start)],
);

export const specialOffers = pgTable('special_offers', {
  id: serial('id').primaryKey(),
  site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  brief: text('brief'),
  description: text('description'),
  picture_file_name: text('picture_file_name'),
  start: timestamp('start', { withTimezone: true }).notNull(),
  end: timestamp('end', { withTimezone: true }).notNull(),
});

export const microsites = pgTable('microsites', {
  site_id: integer('site_id').primaryKey().references(() => sites.id, { onDelete: 'cascade' }),
  image_file_name: text('image_file_name'),
  image_default: boolean('image_default').notNull().default(false),
  tagline: text('tagline'),
  stats: jsonb('stats').$type<{ id: number; type: string; date: string | null; value: string | null; title: string }[]>().notNull().default([]),
  section_flags: jsonb('section_flags').$type<Record<string, boolean>>().notNull().default({}),
});

export const legacyMenus = pgTable('legacy_menus', {
  id: serial('id').primaryKey(),
  site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  period_name: text('period_name').notNull(),
  menu_html: text('menu_html').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
});
