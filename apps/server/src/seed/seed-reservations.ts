/**
 * Reservable locations on each full demo site (docs/product/reservations.md#locations, #slots): one with time blocks ('Lunch' and
 * 'Dinner'), one that takes guests (up to 3), one with a visit limit, one without same-day
 * bookings; their schedules run from a week before the seed's today to two months after, so the
 * calendar stays bookable whatever day the seed is run. Some slots are partly booked by other
 * students, and the demo customer has two upcoming reservations.
 */
import { and, eq, sql } from 'drizzle-orm';
import { customers, locations, reservations, schedules } from '../db/schema/index.ts';
import type { SeedContext, SeededSite } from './seed-context.ts';
import { fullSiteKeys } from './seed-sites.ts';
import { demoCustomerEmail } from './seed-customers.ts';
import type { SiteKey } from './site-definition.ts';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
/** The schedules' dates, relative to the seed's today. */
const FROM = -7;
const TO = 60;

type Settings = Partial<typeof locations.$inferInsert>;
interface Block {
  name: string | null;
  days: number[];
  from: [number, number];
  to: [number, number];
}
interface Reservable {
  name: string;
  settings: Settings;
  blocks: Block[];
}

const timeBlocks = (name: string): Reservable => ({
  name,
  settings: { use_reservation_hours: true, reservation_interval: 30, reservation_capacity: 24, limit_reservation_visits: true, reservation_max_visits: 1 },
  blocks: [
    { name: 'Lunch', days: EVERY_DAY, from: [11, 0], to: [13, 30] },
    { name: 'Dinner', days: EVERY_DAY, from: [17, 0], to: [19, 30] },
  ],
});
const withGuests = (name: string): Reservable => ({
  name,
  settings: { reservation_interval: 30, reservation_capacity: 12, allow_guest_friends: true, guest_friend_limit: 3 },
  blocks: [{ name: null, days: EVERY_DAY, from: [11, 30], to: [20, 0] }],
});
const visitLimited = (name: string): Reservable => ({
  name,
  settings: {
    reservation_interval: 15,
    reservation_capacity: 6,
    limit_reservation_visits: true,
    reservation_max_visits: 2,
    // A cleaning hour every weekday afternoon.
    reservation_closed_hours: [{ days: WEEKDAYS, start_hour: 14, start_minutes: 0, end_hour: 15, end_minutes: 0 }],
  },
  blocks: [{ name: null, days: WEEKDAYS, from: [8, 0], to: [17, 0] }],
});
const notSameDay = (name: string): Reservable => ({
  name,
  settings: { same_day_reservations: false, reservation_interval: 60, reservation_capacity: 8 },
  blocks: [{ name: null, days: EVERY_DAY, from: [18, 0], to: [22, 0] }],
});

/** Which locations take reservations, by site. */
export const reservableSpecs: Partial<Record<SiteKey, Reservable[]>> = {
  northfield: [timeBlocks('North Tower Dining'), withGuests('Westside Grill'), visitLimited('Library Coffee'), notSameDay('Late Night at Maple')],
  lakeside: [timeBlocks('Boathouse Grill'), withGuests('Pier Pizza'), visitLimited('Library Bistro'), notSameDay('Night Owl Kitchen')],
};

async function locationId(ctx: SeedContext, site: SeededSite, name: string): Promise<number> {
  const [row] = await ctx.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, site.id), eq(locations.name, name)));
  if (!row) throw new Error(`No location ${name} to take reservations`);
  return row.id;
}

/** Other students' bookings: seats taken at a few slots in the coming days. */
const OTHERS = [
  { first: 'Riley', last: 'Chen' },
  { first: 'Morgan', last: 'Diaz' },
  { first: 'Taylor', last: 'Brooks' },
];

export async function seedReservations(ctx: SeedContext): Promise<void> {
  for (const key of fullSiteKeys) {
    const site = ctx.sites[key];
    const specs = reservableSpecs[key] ?? [];
    const ids: number[] = [];
    for (const spec of specs) {
      const id = await locationId(ctx, site, spec.name);
      ids.push(id);
      await ctx.db
        .update(locations)
        .set({ use_reservations: true, ...spec.settings })
        .where(eq(locations.id, id));
      await ctx.db.insert(schedules).values(
        spec.blocks.map((b) => ({
          site_id: site.id,
          location_id: id,
          type: 'reservation',
          name: b.name,
          start: site.clock.iso(FROM),
          end: site.clock.iso(TO),
          days: b.days,
          start_hour: b.from[0],
          start_minutes: b.from[1],
          end_hour: b.to[0],
          end_minutes: b.to[1],
        })),
      );
    }
    const [blocksId, guestsId] = ids;
    const [demo] = await ctx.db
      .select({ id: customers.id, first_name: customers.first_name, last_name: customers.last_name, email: customers.email })
      .from(customers)
      .where(and(eq(customers.site_id, site.id), eq(sql`lower(${customers.email})`, demoCustomerEmail(site.def.row.slug))));
    if (!demo || blocksId === undefined || guestsId === undefined) continue;
    const at = site.clock.at(-1, 9);
    // The other students are customers without a password (they never log in to the demo).
    const others = await ctx.db
      .insert(customers)
      .values(
        OTHERS.map((o, i) => ({
          site_id: site.id,
          email: `${o.first.toLowerCase()}.${o.last.toLowerCase()}@${site.def.row.slug}.example.edu`,
          password_hash: null,
          first_name: o.first,
          last_name: o.last,
          student_id: `${site.def.row.slug.slice(0, 2).toUpperCase()}000010${i}`,
          phone: `413555020${i}`,
          address: '1 Campus Way',
          city: 'Springfield',
          state: 'MA',
          zip: '01101',
        })),
      )
      .returning({ id: customers.id, first_name: customers.first_name, last_name: customers.last_name, email: customers.email });
    const booking = (who: { id: number; first_name: string; last_name: string; email: string }, location: number, offset: number, hour: number, minute: number, friends: number, notes = '') => ({
      site_id: site.id,
      location_id: location,
      customer_id: who.id,
      first_name: who.first_name,
      last_name: who.last_name,
      email: who.email,
      date: site.clock.iso(offset),
      hour,
      minute,
      friends,
      notes,
      status: 'booked' as const,
      created_at: at,
    });
    const [a, b, c] = others;
    if (!a || !b || !c) continue;
    await ctx.db.insert(reservations).values([
      booking(a, guestsId, 1, 12, 0, 3),
      booking(b, guestsId, 1, 12, 0, 2, 'A high chair, please.'),
      booking(c, guestsId, 1, 12, 0, 3),
      booking(a, blocksId, 2, 12, 0, 0),
      booking(b, blocksId, 2, 17, 30, 0),
      booking(c, guestsId, 3, 18, 0, 1),
      // The demo customer's own: lunch in two days, and dinner with guests next week.
      booking(demo, blocksId, 2, 11, 30, 0),
      booking(demo, guestsId, 7, 18, 30, 2, 'Celebrating a birthday.'),
    ]);
  }
}
