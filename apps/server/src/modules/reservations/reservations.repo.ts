import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, locations, reservations, schedules, sites } from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
/** A reservation with its location's name, as its customer sees it. */
export type ListedReservation = ReservationRow & { location_name: string };

/** The schedules reservations read. */
const RESERVATION_TYPES = ['reservation', 'closed'];

const listed = {
  id: reservations.id,
  public_id: reservations.public_id,
  site_id: reservations.site_id,
  location_id: reservations.location_id,
  customer_id: reservations.customer_id,
  first_name: reservations.first_name,
  last_name: reservations.last_name,
  email: reservations.email,
  date: reservations.date,
  hour: reservations.hour,
  minute: reservations.minute,
  friends: reservations.friends,
  notes: reservations.notes,
  status: reservations.status,
  created_at: reservations.created_at,
  cancelled_at: reservations.cancelled_at,
  idempotency_key: reservations.idempotency_key,
  reminded_at: reservations.reminded_at,
  location_name: locations.name,
};

/** A transaction's query builder, or the database itself: both take the same queries. */
export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * The SQL of reservations. The reads a booking decides on (`lockLocation`, `bookedSeats`,
 * `ownBooked`) take the transaction they run in.
 */
export function reservationsRepo(db: Db) {
  const one = async (runner: Runner, where: ReturnType<typeof and>) =>
    (await runner.select(listed).from(reservations).innerJoin(locations, eq(locations.id, reservations.location_id)).where(where).limit(1))[0];

  return {
    /** The site's locations that take reservations (docs/product/reservations.md#booking: use_reservations and no building). */
    async reservableLocations(siteId: number): Promise<LocationRow[]> {
      return db
        .select()
        .from(locations)
        .where(and(eq(locations.site_id, siteId), eq(locations.use_reservations, true), eq(locations.active, true), isNull(locations.building_id), eq(locations.is_building, false)))
        .orderBy(asc(locations.sort_order), asc(locations.name), asc(locations.id));
    },

    async findLocation(id: number): Promise<LocationRow | undefined> {
      return (await db.select().from(locations).where(eq(locations.id, id)).limit(1))[0];
    },

    /** The 'reservation' and 'closed' schedules of `locationIds`. */
    async schedulesOf(locationIds: number[]): Promise<ScheduleRow[]> {
      if (locationIds.length === 0) return [];
      return db
        .select()
        .from(schedules)
        .where(and(inArray(schedules.location_id, locationIds), inArray(schedules.type, RESERVATION_TYPES)))
        .orderBy(asc(schedules.start_hour), asc(schedules.start_minutes), asc(schedules.id));
    },

    /** Seats booked per slot minute of `date` (each reservation 1 + friends): numbers only, nobody's name. */
    async bookedSeats(runner: Runner, locationId: number, date: string): Promise<{ minute: number; seats: number }[]> {
      const rows = await runner
        .select({ hour: reservations.hour, minute: reservations.minute, seats: sql<number>`sum(1 + ${reservations.friends})::int` })
        .from(reservations)
        .where(and(eq(reservations.location_id, locationId), eq(reservations.date, date), eq(reservations.status, 'booked')))
        .groupBy(reservations.hour, reservations.minute);
      return rows.map((r) => ({ minute: r.hour * 60 + r.minute, seats: Number(r.seats) }));
    },

    /** The customer's live reservations at the location. */
    async ownBooked(runner: Runner, customerId: number, locationId: number): Promise<{ date: string; minute: number }[]> {
      const rows = await runner
        .select({ date: reservations.date, hour: reservations.hour, minute: reservations.minute })
        .from(reservations)
        .where(and(eq(reservations.customer_id, customerId), eq(reservations.location_id, locationId), eq(reservations.status, 'booked')));
      return rows.map((r) => ({ date: r.date, minute: r.hour * 60 + r.minute }));
    },

    /**
     * Locks the location's row until the transaction ends: bookings of one location then decide one
     * at a time (ADR 0022), on PostgreSQL and PGlite alike.
     */
    async lockLocation(runner: Runner, locationId: number): Promise<void> {
      await runner.execute(sql`select ${locations.id} from ${locations} where ${locations.id} = ${locationId} for update`);
    },

    async byIdempotencyKey(runner: Runner, customerId: number, key: string): Promise<ListedReservation | undefined> {
      return one(runner, and(eq(reservations.customer_id, customerId), eq(reservations.idempotency_key, key)));
    },

    /** Inserts the reservation; undefined when its idempotency key was used meanwhile. */
    async insert(runner: Runner, row: NewReservation): Promise<ReservationRow | undefined> {
      const rows = await runner
        .insert(reservations)
        .values(row)
        .onConflictDoNothing({ target: [reservations.customer_id, reservations.idempotency_key] })
        .returning();
      return rows[0];
    },

    async findOwn(publicId: string, customerId: number): Promise<ListedReservation | undefined> {
      return one(db, and(eq(reservations.public_id, publicId), eq(reservations.customer_id, customerId)));
    },

    /** The reservation of the customer with public id `customerPublicId`. */
    async findByLink(publicId: string, customerPublicId: string): Promise<ListedReservation | undefined> {
      const rows = await db
        .select(listed)
        .from(reservations)
        .innerJoin(locations, eq(locations.id, reservations.location_id))
        .innerJoin(customers, eq(customers.id, reservations.customer_id))
        .where(and(eq(reservations.public_id, publicId), eq(customers.public_id, customerPublicId)))
        .limit(1);
      return rows[0];
    },

    /** Cancels a booked reservation; false when it was not booked (cancelled already, maybe just now). */
    async cancel(runner: Runner, id: number, now: Date): Promise<boolean> {
      const rows = await runner
        .update(reservations)
        .set({ status: 'cancelled', cancelled_at: now })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'booked')))
        .returning({ id: reservations.id });
      return rows.length > 0;
    },

    async listOf(customerId: number): Promise<ListedReservation[]> {
      return db
        .select(listed)
        .from(reservations)
        .innerJoin(locations, eq(locations.id, reservations.location_id))
        .where(eq(reservations.customer_id, customerId))
        .orderBy(desc(reservations.date), desc(reservations.hour), desc(reservations.minute), desc(reservations.id));
    },

    /** The customer's public id (for the cancellation link). */
    async customerPublicId(customerId: number): Promise<string | undefined> {
      return (await db.select({ public_id: customers.public_id }).from(customers).where(eq(customers.id, customerId)).limit(1))[0]?.public_id;
    },

    /**
     * Locks up to `limit` booked, not yet reminded reservations that start in (`now`, `until`],
     * judged by each one's wall time in its site's zone, skipping rows another instance holds
     * (ADR 0023). Runs in the transaction that queues their reminders and marks them.
     */
    async lockDueReminders(runner: Runner, now: Date, until: Date, limit: number) {
      const day = 86_400_000;
      const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const startsAt = sql`((${reservations.date} + make_interval(hours => ${reservations.hour}, mins => ${reservations.minute})) at time zone ${sites.time_zone})`;
      return runner
        .select({ reservation: listed, site: sites, interval: locations.reservation_interval, customerPublicId: customers.public_id })
        .from(reservations)
        .innerJoin(locations, eq(locations.id, reservations.location_id))
        .innerJoin(sites, eq(sites.id, reservations.site_id))
        .innerJoin(customers, eq(customers.id, reservations.customer_id))
        .where(
          and(
            eq(reservations.status, 'booked'),
            isNull(reservations.reminded_at),
            // Any zone's local date is within a day of UTC's: the partial index narrows by date first.
            sql`${reservations.date} between ${isoDay(now.getTime() - day)}::date and ${isoDay(until.getTime() + day)}::date`,
            sql`${startsAt} > ${now.toISOString()}::timestamptz`,
            sql`${startsAt} <= ${until.toISOString()}::timestamptz`,
            // Booked less than the lead time ahead: the confirmation has just said it all.
            sql`${reservations.created_at} < ${startsAt} - (${until.toISOString()}::timestamptz - ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(asc(reservations.date), asc(reservations.hour), asc(reservations.minute), asc(reservations.id))
        .limit(limit)
        .for('update', { of: reservations, skipLocked: true });
    },

    async markReminded(runner: Runner, ids: number[], now: Date): Promise<void> {
      if (ids.length > 0) await runner.update(reservations).set({ reminded_at: now }).where(inArray(reservations.id, ids));
    },

    /** Reads outside a transaction. */
    db: db as Runner,
    transaction: db.transaction.bind(db),
  };
}
export type ReservationsRepo = ReturnType<typeof reservationsRepo>;
