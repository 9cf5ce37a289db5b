import { boolean, index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => sections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    master_slug: text('master_slug'),
    body: text('body'),
    show_header: boolean('show_header').notNull().default(true),
    use_banner: boolean('use_banner').notNull().default(false),
    banner_file_name: text('banner_file_name'),
    banner_text_align: text('banner_text_align').notNull().default('left'),
    banner_text_font: text('banner_text_font'),
    use_script: boolean('use_script').notNull().default(false),
    script_url: text('script_url'),
    microsite_landing: boolean('microsite_landing').notNull().default(false),
    is_url: boolean('is_url').notNull().default(false),
    url: text('url'),
    global_section_id: integer('global_section_id'),
    published: boolean('published').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    no_robots: boolean('no_robots').notNull().default(false),
  },
  (t) => [index('sections_site_idx').on(t.site_id)],
);
