import { and, eq, sql } from 'drizzle-orm';
import { customers, locations, reservations, sessions } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test-support/test-app.ts';
import { newSessionToken, tokenHash } from '../../customers/session-cookie.ts';
import { SAME_ORIGIN, browser } from '../../customers/testing/customer-test-kit.ts';

/** A Wednesday, 9:00 in Northfield (America/New_York): the seed's today. */
export const TODAY = new Date('2026-03-04T14:00:00Z');
export const TOMORROW = '2026-03-05';
export const IN_TWO_DAYS = '2026-03-06';

/** The id of the seeded location `name` on `siteId`. */
export async function locationNamed(t: TestApp, siteId: number, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, siteId), eq(locations.name, name)));
  if (!row) throw new Error(`No location ${name}`);
  return row.id;
}

let made = 0;
/**
 * `count` customers of `siteId` with a live session each, inserted directly (no password, no
 * sign-up's rate limits): a browser per customer, with its cookie set.
 */
export async function sessionCustomers(t: TestApp, siteId: number, count: number, now: Date) {
  const rows = await t.database.db
    .insert(customers)
    .values(
      Array.from({ length: count }, () => {
        const n = ++made;
        return { site_id: siteId, email: `booker${n}@example.edu`, first_name: 'Booker', last_name: 'Student', student_id: `BK${n}`, phone: '4135550100', address: '1 Campus Way', city: 'Northfield', state: 'MA', zip: '01360' };
      }),
    )
    .returning({ id: customers.id, public_id: customers.public_id, email: customers.email });
  const tokens = rows.map(() => newSessionToken());
  await t.database.db.insert(sessions).values(
    rows.map((row, i) => ({ token_hash: tokenHash(tokens[i] ?? ''), customer_id: row.id, site_id: siteId, created_at: now, expires_at: new Date(now.getTime() + 60 * 60_000) })),
  );
  return rows.map((row, i) => {
    const b = browser(t);
    b.token = tokens[i];
    return { ...row, b };
  });
}

/** A filled reservation form. */
export const bookingForm = (locationId: number, date: string, hour: number, minute: number, changes: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.edu',
  location_id: locationId,
  date,
  hour,
  minute,
  friends: 0,
  notes: '',
  ver: 2,
  ...changes,
});

/** Seats booked at a slot, straight from the table. */
export async function seatsAt(t: TestApp, locationId: number, date: string, hour: number, minute: number): Promise<number> {
  const [row] = await t.database.db
    .select({ seats: sql<number>`coalesce(sum(1 + ${reservations.friends}), 0)::int` })
    .from(reservations)
    .where(and(eq(reservations.location_id, locationId), eq(reservations.date, date), eq(reservations.hour, hour), eq(reservations.minute, minute), eq(reservations.status, 'booked')));
  return Number(row?.seats ?? 0);
}

export const DELETE_HEADERS = SAME_ORIGIN;
