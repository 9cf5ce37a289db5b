import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sites } from './sites.ts';

/** A customer account of one site: an e-mail address signs up once per site, case aside. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Names the customer in links that grant an action (a reservation's cancellation link): unguessable. */
    public_id: uuid('public_id').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** As typed (trimmed); unique per site by lower(email). */
    email: text('email').notNull(),
    /** Argon2id in PHC form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`); null for an account without a password yet. */
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    student_id: text('student_id').notNull(),
    /** 10 digits. */
    phone: text('phone').notNull(),
    mobile: text('mobile'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** Two-letter code. */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    notify_by_text: boolean('notify_by_text').notNull().default(false),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    contact_name: text('contact_name'),
    contact_number: text('contact_number'),
    carries_epinephrine: boolean('carries_epinephrine').notNull().default(false),
    /**
     * The allergen card's serial: 128 random bits (base64url), issued when the allergen profile is
     * first saved and kept after; it names the Apple Wallet pass, so it must not be guessable.
     */
    allergen_card_serial: text('allergen_card_serial'),
    /** A confidential opt-in to be contacted about food assistance; seen only by the customer and the site's staff. */
    food_insecurity: boolean('food_insecurity').notNull().default(false),
    /** When the customer last answered (in or out); null until they first do. */
    food_insecurity_updated_at: timestamp('food_insecurity_updated_at', { withTimezone: true }),
    /**
     * The school's sign-in (ADFS) owns this account's names, e-mail and student ID: set where the
     * campus directory provisions the account. Forms show them locked and writes keep these values.
     */
    identity_locked: boolean('identity_locked').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_site_email_idx').on(t.site_id, sql`lower(${t.email})`),
    uniqueIndex('customers_allergen_card_serial_idx').on(t.allergen_card_serial),
  ],
);

/**
 * Login sessions, kept server-side. The browser's cookie holds a random id; only its SHA-256 is
 * stored, so the table alone opens no session. A session belongs to one customer on one site.
 */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customer_id), index('sessions_expires_idx').on(t.expires_at)],
);
