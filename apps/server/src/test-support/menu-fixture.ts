import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuFilters, menuItems, menuPeriods, sites } from '../db/schema/index.ts';

export interface MenuFixture {
  siteId: number;
  otherSiteId: number;
  locationId: number;
  conceptLocationId: number;
  buildingId: number;
  /** Library Coffee: active, without menus. */
  noMenusLocationId: number;
  otherSiteLocationId: number;
  periods: { breakfast: number; lunch: number };
  filters: { milk: number; wheat: number; vegan: number };
  items: { oatmeal: number; brulee: number; burger: number; salad: number; mystery: number };
}

const idOf = async (db: Db, siteId: number, name: string) =>
  (await db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, siteId), eq(locations.name, name))))[0]!.id;

/**
 * A small, exact menu at Northfield's Founders Dining Commons: breakfast and lunch on `date`,
 * lunch only the day after, closed two days after.
 */
export async function insertMenuFixture(db: Db, date: string, addDays: (d: string, n: number) => string): Promise<MenuFixture> {
  const siteId = (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'northfield')))[0]!.id;
  const otherSiteId = (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'lakeside')))[0]!.id;
  const locationId = await idOf(db, siteId, 'Founders Dining Commons');
  const conceptLocationId = await idOf(db, siteId, 'Union Pizza Co.');
  const buildingId = await idOf(db, siteId, 'Founders Hall');
  const noMenusLocationId = await idOf(db, siteId, 'Library Coffee');
  const otherSiteLocationId = (await db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, otherSiteId), eq(locations.is_building, false))))[0]!.id;

  const [milk, wheat, vegan] = await db
    .insert(menuFilters)
    .values([
      { site_id: siteId, type: 'allergen', name: 'Milk (fixture)' },
      { site_id: siteId, type: 'allergen', name: 'Wheat (fixture)' },
      { site_id: siteId, type: 'label', name: 'Vegan (fixture)' },
    ])
    .returning({ id: menuFilters.id });
  const item = (external_id: string, name: string, filter_ids: number[], known = true, extra: Partial<typeof menuItems.$inferInsert> = {}) => ({
    site_id: siteId,
    external_id,
    name,
    allergen_info_available: known,
    filter_ids,
    search_text: ` ${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ')} `,
    ...extra,
  });
  const [oatmeal, brulee, burger, salad, mystery] = await db
    .insert(menuItems)
    .values([
      item('fx-oatmeal', 'Steel Cut Oatmeal', [vegan!.id], true, { calories: 150, portion: '1 cup', nutrients: [{ name: 'Sodium', uom: 'mg', value: '95', value_numeric: 95 }] }),
      item('fx-brulee', 'Crêpe Suzette', [milk!.id], true, { calories: 320, description: 'Orange butter sauce' }),
      item('fx-burger', 'Classic Burger', [milk!.id, wheat!.id]),
      item('fx-salad', 'Garden Salad', [vegan!.id]),
      item('fx-mystery', 'Chef Special', [], false),
    ])
    .returning({ id: menuItems.id });
  const [breakfast, lunch] = await db
    .insert(menuPeriods)
    .values([
      { location_id: locationId, name: 'Breakfast (fixture)', sort_order: 1 },
      { location_id: locationId, name: 'Lunch (fixture)', sort_order: 2 },
    ])
    .returning({ id: menuPeriods.id });
  const [hot, grill, sweets] = await db
    .insert(menuCategories)
    .values([
      { location_id: locationId, name: 'Hot Cereal (fixture)' },
      { location_id: locationId, name: 'Grill (fixture)' },
      { location_id: locationId, name: 'Sweets (fixture)' },
    ])
    .returning({ id: menuCategories.id });
  const days = await db
    .insert(dailyMenus)
    .values([
      { location_id: locationId, date, closed: false },
      { location_id: locationId, date: addDays(date, 1), closed: false },
      { location_id: locationId, date: addDays(date, 2), closed: true },
    ])
    .onConflictDoUpdate({ target: [dailyMenus.location_id, dailyMenus.date], set: { closed: false } })
    .returning({ id: dailyMenus.id, date: dailyMenus.date });
  const dayId = (d: string) => days.find((x) => x.date === d)!.id;
  await db.update(dailyMenus).set({ closed: true }).where(eq(dailyMenus.id, dayId(addDays(date, 2))));
  for (const day of days) await db.delete(dailyMenuPeriods).where(eq(dailyMenuPeriods.daily_menu_id, day.id));
  await db.insert(dailyMenuPeriods).values([
    {
      daily_menu_id: dayId(date),
      period_id: lunch!.id,
      categories: [
        { category_id: grill!.id, sort_order: 1, item_ids: [burger!.id, salad!.id, mystery!.id] },
        { category_id: sweets!.id, sort_order: 2, item_ids: [brulee!.id] },
      ],
      item_ids: [burger!.id, salad!.id, mystery!.id, brulee!.id],
    },
    {
      daily_menu_id: dayId(date),
      period_id: breakfast!.id,
      categories: [{ category_id: hot!.id, sort_order: 1, item_ids: [oatmeal!.id] }],
      item_ids: [oatmeal!.id],
    },
    {
      daily_menu_id: dayId(addDays(date, 1)),
      period_id: lunch!.id,
      categories: [{ category_id: sweets!.id, sort_order: 1, item_ids: [brulee!.id] }],
      item_ids: [brulee!.id],
    },
  ]);
  return {
    siteId,
    otherSiteId,
    locationId,
    conceptLocationId,
    buildingId,
    noMenusLocationId,
    otherSiteLocationId,
    periods: { breakfast: breakfast!.id, lunch: lunch!.id },
    filters: { milk: milk!.id, wheat: wheat!.id, vegan: vegan!.id },
    items: { oatmeal: oatmeal!.id, brulee: brulee!.id, burger: burger!.id, salad: salad!.id, mystery: mystery!.id },
  };
}
