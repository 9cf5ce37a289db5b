import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/**
 * What visitors send through the public forms, kept before anything is mailed: a mail server that
 * is down loses nothing (the outbox retries). Each kind is deleted after the site's retention days.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    public_id: uuid('public_id').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** feedback, help, health_form or on_the_go. */
    kind: text('kind').notNull(),
    /** The fields as validated, by their API names. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_site_kind_created_idx').on(t.site_id, t.kind, t.created_at)],
);

/** Captcha answers already accepted, until their challenge expires: each is good once. */
export const captchaUses = pgTable('captcha_uses', {
  id: text('id').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
