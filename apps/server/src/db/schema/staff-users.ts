import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/** The staff tools' users (docs/product/accounts.md#password-reset): only their password reset lives here. One address, case aside, is one user. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Argon2id in PHC form; null until a first password is set through a reset link. */
    password_hash: text('password_hash'),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Password reset keys, single use and short-lived. The link carries 32 random bytes; only their
 * SHA-256 is kept, so the table alone resets no password.
 */
export const passwordResetKeys = pgTable('password_reset_keys', {
  key_hash: text('key_hash').primaryKey(),
  kind: text('kind', { enum: ['customer', 'staff'] }).notNull(),
  /** A customers.id or a staff_users.id, as `kind` says. */
  account_id: integer('account_id').notNull(),
  site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});
