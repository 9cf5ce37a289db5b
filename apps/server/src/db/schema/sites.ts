import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The dining map: its picture (the large file and the tile's thumbnail, none until one is
 * uploaded) and its text and link, which the console keeps even before a picture comes.
 */
export interface DiningMapColumn {
  file_name: string | null;
  alt_text: string | null;
  thumb_name: string | null;
  url: string | null;
}

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    unit_id: integer('unit_id'),
    published: boolean('published').notNull().default(true),
    url: text('url'),
    email: text('email'),
    display_email: boolean('display_email').notNull().default(false),
    brand_color: text('brand_color').notNull().default('#1f4e79'),
    text_color: text('text_color').notNull().default('#ffffff'),
    logo_file_name: text('logo_file_name'),
    logo_alt_text: text('logo_alt_text'),
    link_to_school: boolean('link_to_school').notNull().default(false),
    landing_modal_copy: text('landing_modal_copy'),
    landing_modal_filename: text('landing_modal_filename'),
    tiles: jsonb('tiles').$type<string[]>().notNull().default([]),
    /** Handles keyed by network: youtube, facebook, x, pinterest, instagram, flickr, vimeo, tiktok, snapchat. */
    social_media: jsonb('social_media').$type<Record<string, string | null>>().notNull().default({}),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    phone: text('phone'),
    phone_ext: text('phone_ext'),
    lat: text('lat'),
    lon: text('lon'),
    time_zone: text('time_zone').notNull().default('America/New_York'),
    shop_link: text('shop_link'),
    mobile_ios_url: text('mobile_ios_url'),
    mobile_android_url: text('mobile_android_url'),
    mobile_app_link: text('mobile_app_link'),
    script_url: text('script_url'),
    wcag: text('wcag').notNull().default('AA'),
    dining_map: jsonb('dining_map').$type<DiningMapColumn | null>(),
    customer_login_text: text('customer_login_text'),
    /**
     * The Food Insecurity tab's resource text (plain text, paragraphs split by blank lines): where
     * to get food help on campus (pantry, emergency meals, SNAP help) and what opting in means.
     */
    food_insecurity_text: text('food_insecurity_text'),
    /** HTML of the news home tile; relative image paths are rewritten by the web app. */
    news_html: text('news_html'),
    youtube_video_id: text('youtube_video_id'),
    vimeo_video_id: text('vimeo_video_id'),
    active_promo_code: text('active_promo_code'),
    /** When set, the site lives on another host: visitors are sent there. */
    redirect_url: text('redirect_url'),
    /** Accessibility link settings of docs/product/site.md#footer. */
    accessibility: jsonb('accessibility').$type<Record<string, string | boolean | null>>().notNull().default({}),
    /** Boolean feature switches named as in docs/product/site.md#site-settings (interim_ui, display_cal, prelaunch, ...). */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    /** Where the public forms (feedback, help, dietary, on-the-go) are sent; `email` when unset. */
    forms_email: text('forms_email'),
    /** Days each kind of form submission is kept, by kind (feedback, help, health_form, on_the_go). */
    form_retention_days: jsonb('form_retention_days').$type<Partial<Record<string, number>>>().notNull().default({}),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every console save: a save made over an older version is refused (docs/product/console.md#saving). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('sites_slug_lower_idx').on(sql`lower(${t.slug})`)],
);

export const homepageAlerts = pgTable('homepage_alerts', {
  id: serial('id').primaryKey(),
  site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  icon: text('icon').notNull().default('info'),
  message: text('message').notNull(),
  use_link: boolean('use_link').notNull().default(false),
  link: text('link'),
  start: timestamp('start', { withTimezone: true }),
  end: timestamp('end', { withTimezone: true }),
  /** The header shows alerts in this order, lowest first. */
  sort_order: integer('sort_order').notNull().default(0),
  version: integer('version').notNull().default(1),
});

export const homepageImages = pgTable('homepage_images', {
  id: serial('id').primaryKey(),
  site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  caption: text('caption'),
  caption_color: text('caption_color'),
  link: text('link'),
  alt: text('alt').notNull(),
  event_id: integer('event_id'),
  special_offer_id: integer('special_offer_id'),
  location_id: integer('location_id'),
  sort_order: integer('sort_order').notNull().default(0),
});

/** Host-level settings: which landing a host name shows (e.g. a multi-campus picker). */
export const hostSettings = pgTable('host_settings', {
  host: text('host').primaryKey(),
  campuses: jsonb('campuses').$type<{ name: string; logo: string; href: string }[]>(),
});

export const userAgents = pgTable('user_agents', {
  id: serial('id').primaryKey(),
  site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  navigator: jsonb('navigator').$type<Record<string, unknown>>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
