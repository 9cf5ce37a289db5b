import type { Db } from '../../apps/server/src/db/client.ts';
import { eq } from 'drizzle-orm';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuItems, menuPeriods, schedules, sites } from '../../apps/server/src/db/schema/index.ts';

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

/**
 * Today's menus at every location of a site: three periods of four stations with eight dishes
 * each, drawn from a catalogue of 120 dishes.
 */
export async function addTodaysMenus(db: Db, siteId: number, date: string): Promise<void> {
  const places = await db.select({ id: locations.id }).from(locations).where(eq(locations.site_id, siteId));
  const items = await db
    .insert(menuItems)
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        site_id: siteId,
        external_id: `dish-${i}`,
        name: `Dish number ${i}`,
        calories: 100 + ((i * 37) % 700),
        allergen_info_available: true,
        search_text: ` dish number ${i} `,
      })),
    )
    .returning({ id: menuItems.id });
  for (const [index, place] of places.entries()) {
    const periods = await db
      .insert(menuPeriods)
      .values(['Breakfast', 'Lunch', 'Dinner'].map((name, sort_order) => ({ location_id: place.id, name, sort_order })))
      .returning({ id: menuPeriods.id });
    const stations = await db
      .insert(menuCategories)
      .values(['Grill', 'Entrées', 'Salad Bar', 'Desserts'].map((name) => ({ location_id: place.id, name })))
      .returning({ id: menuCategories.id });
    const [day] = await db.insert(dailyMenus).values({ location_id: place.id, date }).returning({ id: dailyMenus.id });
    await db.insert(dailyMenuPeriods).values(
      periods.map((period, p) => {
        const categories = stations.map((station, s) => ({
          category_id: station.id,
          sort_order: s,
          item_ids: Array.from({ length: 8 }, (_, k) => items[(index * 7 + p * 32 + s * 8 + k) % items.length]!.id),
        }));
        return { daily_menu_id: day!.id, period_id: period.id, categories, item_ids: categories.flatMap((c) => c.item_ids) };
      }),
    );
  }
}
