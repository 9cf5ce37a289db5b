import type { Db } from '../../apps/server/src/db/client.ts';
import { locations, schedules } from '../../apps/server/src/db/schema/index.ts';
import { addDays } from '@commons/domain';

/** Issue 13's bench slot: ten seats, no guests, no visit limit. */
export const BENCH_CAPACITY = 10;

/**
 * A location of `siteId` that takes reservations every day from 11:00 to 14:00 every 30 minutes,
 * `BENCH_CAPACITY` seats a slot, from yesterday to 40 days on (`today` in the site's zone); its id.
 */
export async function addReservableLocation(db: Db, siteId: number, today: string): Promise<number> {
  const [row] = await db
    .insert(locations)
    .values({ site_id: siteId, name: 'Bench Reservation Hall', use_reservations: true, reservation_interval: 30, reservation_capacity: BENCH_CAPACITY })
    .returning({ id: locations.id });
  if (!row) throw new Error('location not created');
  await db.insert(schedules).values({
    site_id: siteId,
    location_id: row.id,
    type: 'reservation',
    name: null,
    start: addDays(today, -1),
    end: addDays(today, 40),
    days: [0, 1, 2, 3, 4, 5, 6],
    start_hour: 11,
    end_hour: 14,
  });
  return row.id;
}
