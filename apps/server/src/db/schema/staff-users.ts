import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/** The console's users (docs/product/console.md): one address, case aside, is one person. Their roles are staff_grants. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Argon2id in PHC form; null until a first password is set through a reset link. */
    password_hash: text('password_hash'),
    name: text('name').notNull(),
    /** The TOTP secret of the account's authenticator app (base32), once confirmed; null without a second factor. */
    totp_secret: text('totp_secret'),
    /** The last TOTP time step a login used: a code works once. */
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    /** Set when the account is deactivated: it can no longer log in and its sessions are gone. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
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
