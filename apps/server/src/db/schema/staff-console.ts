import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@commons/domain';
import { sites } from './sites.ts';
import { staffUsers } from './staff-users.ts';

/** One role given to one staff user (docs/product/console.md#roles): on every site (platform admin), one site, or some of its locations. */
export const staffGrants = pgTable(
  'staff_grants',
  {
    id: serial('id').primaryKey(),
    staff_user_id: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    /** Null only for a platform admin. */
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** A location manager's locations; null for every other role. */
    location_ids: jsonb('location_ids').$type<number[]>(),
    health_data: boolean('health_data').notNull().default(false),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_grants_user_idx').on(t.staff_user_id), index('staff_grants_site_idx').on(t.site_id)],
);

/**
 * A console session (docs/product/console.md#sessions). The cookie carries 32 random bytes; only
 * their SHA-256 is kept. A session ends 30 minutes after its last use and 12 hours after its login,
 * whichever comes first: `expires_at` is the earlier of the two, moved on as it is used.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    staff_user_id: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** `enrolment`: the account must set up a second factor before anything else. */
    stage: text('stage', { enum: ['full', 'enrolment'] }).notNull(),
    /** A TOTP secret shown for setup and not yet confirmed by a code (base32). */
    pending_totp_secret: text('pending_totp_secret'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.staff_user_id), index('staff_sessions_expires_idx').on(t.expires_at)],
);

/** Single-use recovery codes of a staff user's second factor, as SHA-256 hashes (the codes are 50 random bits each). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staff_user_id: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staff_user_id, t.code_hash] })],
);

/**
 * The audit trail (docs/product/console.md#activity): one row per staff write, written in the
 * write's transaction. The database refuses to update or delete a row (a trigger), so the
 * application can only add to it. No foreign keys: the trail outlives what it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staff_user_id: integer('staff_user_id'),
    site_id: integer('site_id'),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
  },
  (t) => [index('audit_events_site_idx').on(t.site_id, t.id), index('audit_events_entity_idx').on(t.entity, t.entity_id, t.id)],
);
