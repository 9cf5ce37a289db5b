import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/** Content libraries of a site (docs/product/site.md#libraries): newsletters, photo albums, staff, catering files, blog, directors meetings. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    year: integer('year').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    file_name: text('file_name').notNull(),
    imported: boolean('imported').notNull().default(false),
    original_file: text('original_file'),
  },
  (t) => [index('newsletters_site_idx').on(t.site_id)],
);

export const photoAlbums = pgTable(
  'photo_albums',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('photo_albums_site_idx').on(t.site_id)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    album_id: integer('album_id').notNull().references(() => photoAlbums.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    alt: text('alt').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('photos_album_idx').on(t.album_id)],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    bio: text('bio'),
    picture_file_name: text('picture_file_name'),
    active: boolean('active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('staff_site_idx').on(t.site_id)],
);

export const cateringFiles = pgTable(
  'catering_files',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Bytes. */
    file_size: integer('file_size').notNull(),
    file_name: text('file_name').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('catering_files_site_idx').on(t.site_id)],
);

export const diningBlogArticles = pgTable(
  'dining_blog_articles',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    published_date: date('published_date', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('dining_blog_articles_site_idx').on(t.site_id)],
);

export const directorsMeetings = pgTable(
  'directors_meetings',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('directors_meetings_site_idx').on(t.site_id)],
);
