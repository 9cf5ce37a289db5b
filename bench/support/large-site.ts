import type { Db } from '../../apps/server/src/db/client.ts';
import { locations, schedules, sites } from '../../apps/server/src/db/schema/index.ts';

/** A published site with `count` active locations, each with weekday and weekend hours; returns its id. */
export async function addLargeSite(db: Db, count: number, today: Date): Promise<number> {
  const [site] = await db
    .insert(sites)
    .values({ slug: `bench${count}`, name: `Bench University ${count}`, time_zone: 'America/New_York', flags: {} })
    .returning({ id: sites.id });
  if (!site) throw new Error('site not created');
  const from = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(today.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) {
    const [row] = await db
      .insert(locations)
      .values({ site_id: site.id, name: `Location ${i + 1}`, sort_order: i, street: `${i + 1} Main St`, lat: '42.0', lon: '-72.0' })
      .returning({ id: locations.id });
    if (!row) throw new Error('location not created');
    await db.insert(schedules).values([
      { site_id: site.id, location_id: row.id, start: from, end: to, days: [1, 2, 3, 4, 5], start_hour: 7, end_hour: 20 + (i % 4) },
      { site_id: site.id, location_id: row.id, start: from, end: to, days: [0, 6], start_hour: 10, end_hour: i % 5 === 0 ? 2 : 19, open_late: i % 5 === 0 },
    ]);
  }
  return site.id;
}
