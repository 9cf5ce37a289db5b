import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { deleteReservation, getReservationAvailability, getReservationByLink, getReservationCard, postCancelReservationByLink, postReservation } from '@commons/contract';
import type { Db } from '../../db/client.ts';
import { customers, locations, reservations } from '../../db/schema/index.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';
import type { CustomerFuzz } from './customer-sessions.ts';

/** The seeded location that takes guests every day from 11:30 to 20:00 (seed-reservations.ts). */
const LOCATION = 'Westside Grill';

/**
 * Hints that let the reservation calls reach past "not found": a reservable location and a date
 * and time it offers (`today` at 13:00 and later, in the site's zone), and for the calls that
 * name a reservation, one of the fuzzed account's own (booked through the API with its session),
 * or for the e-mailed link (its read and its cancellation), the demo customer's ids.
 */
export async function reservationHints(app: FastifyInstance, db: Db, customerFuzz: CustomerFuzz, today: string): Promise<(target: FuzzTarget) => Hints> {
  const [location] = await db.select({ id: locations.id, site_id: locations.site_id }).from(locations).where(eq(locations.name, LOCATION)).limit(1);
  if (!location) throw new Error(`The fuzz database has no ${LOCATION}.`);
  const form = { location_id: [location.id], date: [today], hour: [13], minute: [0], friends: [0], notes: ['A table by the window'], ver: [2] };
  const bookAs = async (target: FuzzTarget, hour: number): Promise<string> => {
    const body = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.edu', location_id: location.id, date: today, hour, minute: 0, friends: 0 };
    const res = await app.inject({ method: 'POST', url: postReservation.path, payload: body, headers: customerFuzz.headersFor(target) });
    if (res.statusCode !== 200) throw new Error(`The fuzz reservation was not booked: ${res.body}`);
    return res.json<{ reservation: { id: string } }>().reservation.id;
  };
  const keyOf = (def: { method: string; path: string }) => `${def.method} ${def.path}`;
  const own = new Map<string, string>();
  for (const [def, hour] of [
    [deleteReservation, 14],
    [getReservationCard, 15],
  ] as const) {
    own.set(keyOf(def), await bookAs({ ...def, fastifyUrl: def.path }, hour));
  }
  const [demo] = await db
    .select({ id: customers.id, public_id: customers.public_id })
    .from(customers)
    .where(and(eq(customers.site_id, location.site_id), eq(sql`lower(${customers.email})`, 'demo@northfield.example.edu')));
  if (!demo) throw new Error('The fuzz database has no demo customer.');
  const [linked] = await db
    .insert(reservations)
    .values({ site_id: location.site_id, location_id: location.id, customer_id: demo.id, first_name: 'Demo', last_name: 'Student', email: 'demo@northfield.example.edu', date: today, hour: 16, minute: 0 })
    .returning({ public_id: reservations.public_id });
  return (target): Hints => {
    const key = keyOf(target);
    if (key === keyOf(postReservation)) return { ...form, idempotency_key: ['fuzz-booking-0001'] };
    if (key === keyOf(getReservationAvailability)) return { site_id: [location.site_id], location_id: [location.id], date: [today] };
    if (key === keyOf(postCancelReservationByLink) || key === keyOf(getReservationByLink)) return { customer_id: [demo.public_id], reservation_id: [linked?.public_id ?? ''] };
    const id = own.get(key);
    return id ? { reservation_id: [id] } : {};
  };
}
