import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';
import { locations } from './locations.ts';
import { customers } from './customers.ts';

/**
 * Dining reservations (docs/product/reservations.md#reservation). A reservation takes 1 + `friends` seats of its
 * slot (location, date, minute of the day). `public_id` names it in the cancellation link and in
 * the API; the serial id stays inside. A cancelled one is kept with its `cancelled_at`.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    public_id: uuid('public_id').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    /** The site's local date, 'YYYY-MM-DD'. */
    date: date('date', { mode: 'string' }).notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    friends: integer('friends').notNull().default(0),
    /** Plain text as typed; never rendered as HTML. */
    notes: text('notes').notNull().default(''),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** The client's key for one booking attempt: a retried request answers the first reservation. */
    idempotency_key: text('idempotency_key'),
    /** When the reminder before the visit was queued (ADR 0023); null until then. */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('reservations_slot_idx').on(t.location_id, t.date, t.status),
    index('reservations_customer_idx').on(t.customer_id),
    uniqueIndex('reservations_idempotency_idx').on(t.customer_id, t.idempotency_key),
    /** The reminder job's search: booked, not yet reminded, by date. */
    index('reservations_unreminded_idx').on(t.date).where(sql`${t.status} = 'booked' and ${t.reminded_at} is null`),
  ],
);
