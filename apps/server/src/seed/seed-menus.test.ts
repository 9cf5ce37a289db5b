import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, MAJOR_US_ALLERGENS } from '@commons/domain';
import { openDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { importMenus } from '../modules/menus/import/index.ts';
import { siteClock } from './local-time.ts';
import { MENU_DAY_OFFSETS } from './menu-plans.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { demoMenuFile, menuLocationsOf, menuPlans } from './seed-menus.ts';
import { siteDefinitions } from './seed-sites.ts';

// Saturday before the US switch to daylight time, as in seed-demo-data.test.ts.
const today = new Date('2025-03-08T15:00:00Z');
const TODAY = '2025-03-08';
const DAYS = MENU_DAY_OFFSETS.to - MENU_DAY_OFFSETS.from + 1;

let database: Database;
let filesDir: string;
let rows: Awaited<ReturnType<typeof load>>;

async function load() {
  const { db } = database;
  return {
    sites: await db.select().from(t.sites),
    locations: await db.select().from(t.locations),
    filters: await db.select().from(t.menuFilters),
    items: await db.select().from(t.menuItems),
    periods: await db.select().from(t.menuPeriods),
    categories: await db.select().from(t.menuCategories),
    days: await db.select().from(t.dailyMenus),
    dayPeriods: await db.select().from(t.dailyMenuPeriods),
  };
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  filesDir = mkdtempSync(join(tmpdir(), 'commons-seed-menus-'));
  await seedDemoData(database.db, { filesDir, today });
  rows = await load();
}, 120_000);

afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const siteId = (slug: string) => rows.sites.find((s) => s.slug === slug)!.id;
const location = (name: string) => rows.locations.find((l) => l.name === name)!;
const item = (name: string) => rows.items.find((i) => i.name === name && i.site_id === siteId('northfield'))!;
const periodsOf = (locationId: number) =>
  rows.periods
    .filter((p) => p.location_id === locationId)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((p) => p.name);
/** Day offsets (from today) on which `itemName` is on `locationName`'s `periodName` menu. */
function servedOn(locationName: string, periodName: string, itemName: string): number[] {
  const { id } = location(locationName);
  const period = rows.periods.find((p) => p.location_id === id && p.name === periodName)!;
  const dishId = item(itemName).id;
  return rows.days
    .filter((d) => d.location_id === id && rows.dayPeriods.some((p) => p.daily_menu_id === d.id && p.period_id === period.id && p.item_ids.includes(dishId)))
    .map((d) => Math.round((Date.parse(d.date) - Date.parse(TODAY)) / 86_400_000))
    .sort((a, b) => a - b);
}

describe('demo menus', () => {
  it('gives every active location with menus of the two full sites a menu for each day from today-3 to today+13', () => {
    const withMenus = rows.locations.filter((l) => [siteId('northfield'), siteId('lakeside')].includes(l.site_id) && l.active && l.show_menus && !l.is_building);
    expect(withMenus).toHaveLength(18);
    const dates = Array.from({ length: DAYS }, (_, i) => addDays(TODAY, MENU_DAY_OFFSETS.from + i));
    for (const l of withMenus) {
      expect(rows.days.filter((d) => d.location_id === l.id).map((d) => d.date).sort(), l.name).toEqual(dates);
    }
    const served = new Set(rows.days.map((d) => d.location_id));
    expect(rows.locations.filter((l) => served.has(l.id) && !withMenus.includes(l))).toEqual([]);
  });

  it('serves three periods at the dining halls and one or two at smaller places', () => {
    expect(periodsOf(location('Founders Dining Commons').id)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(periodsOf(location('North Tower Dining').id)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(periodsOf(location('Lakeview Dining Hall').id)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(periodsOf(location('Union Pizza Co.').id)).toEqual(['Lunch', 'Dinner']);
    expect(periodsOf(location('Blue Door Cafe').id)).toEqual(['All Day']);
    expect(periodsOf(location('Late Night at Maple').id)).toEqual(['Late Night']);
    expect(periodsOf(location('Taqueria del Lago').id)).toEqual(['Lunch', 'Dinner']);
  });

  it('closes North Tower Dining two days from today, and only then', () => {
    const closed = rows.days.filter((d) => d.closed);
    expect(closed.map((d) => [d.location_id, d.date])).toEqual([[location('North Tower Dining').id, addDays(TODAY, 2)]]);
    expect(rows.dayPeriods.filter((p) => p.daily_menu_id === closed[0]!.id)).toEqual([]);
    for (const day of rows.days.filter((d) => !d.closed)) {
      expect(rows.dayPeriods.filter((p) => p.daily_menu_id === day.id).length).toBe(periodsOf(day.location_id).length);
    }
  });

  it('lists 6 to 15 dishes per station, and changes them from day to day', () => {
    const sizes = rows.dayPeriods.flatMap((p) => p.categories.map((c) => c.item_ids.length));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(15);
    const founders = location('Founders Dining Commons').id;
    const lunches = rows.days
      .filter((d) => d.location_id === founders)
      .map((d) => rows.dayPeriods.filter((p) => p.daily_menu_id === d.id).map((p) => p.item_ids.join()).join('|'));
    expect(new Set(lunches).size).toBeGreaterThan(DAYS / 2);
  });

  it('stamps the days with a fixed instant, so reruns are identical', () => {
    const stamp = siteClock('America/New_York', today).at(0, 0, 0).getTime();
    const northfield = new Set(rows.locations.filter((l) => l.site_id === siteId('northfield')).map((l) => l.id));
    expect(new Set(rows.days.filter((d) => northfield.has(d.location_id)).map((d) => d.updated_at.getTime()))).toEqual(new Set([stamp]));
  });

  it('has a full catalogue: allergens, labels, ratings, unknown allergen data and nutrients', () => {
    for (const slug of ['northfield', 'lakeside']) {
      const own = rows.items.filter((i) => i.site_id === siteId(slug));
      const filterName = new Map(rows.filters.filter((f) => f.site_id === siteId(slug)).map((f) => [f.id, `${f.type}:${f.name}`]));
      const carried = new Set(own.flatMap((i) => i.filter_ids.map((id) => filterName.get(id))));
      expect(own.length, slug).toBeGreaterThanOrEqual(80);
      for (const name of [...MAJOR_US_ALLERGENS.map((a) => a.name), 'Gluten', 'MSG', 'Shellfish - Mollusk']) expect(carried, `${slug} ${name}`).toContain(`allergen:${name}`);
      for (const label of ['Vegan', 'Vegetarian', 'Avoiding Gluten', 'Pork', 'Balanced U', 'Halal']) expect(carried).toContain(`label:${label}`);
      for (const rating of ['Best', 'Great', 'Good', 'Climate Friendly']) expect(carried).toContain(`sustainability:${rating}`);
      expect(own.filter((i) => !i.allergen_info_available).length).toBeGreaterThanOrEqual(2);
      expect(own.filter((i) => i.custom_allergens).length).toBeGreaterThanOrEqual(5);
      expect(own.every((i) => i.search_text.startsWith(' ') && i.ingredients && i.portion && i.calories !== null)).toBe(true);
      const sodium = (i: (typeof own)[number]) => i.concept_nutrients?.sodium ?? i.nutrients.find((n) => n.name === 'Sodium')?.value_numeric ?? 0;
      expect(own.some((i) => sodium(i) > 2300)).toBe(true);
    }
  });

  it('gives webtrition dishes a nutrient list and concept dishes the concept nutrients', () => {
    const brulee = item('Crème Brûlée');
    expect(brulee.nutrients.map((n) => n.name)).toEqual([
      'Calories',
      'Total Fat',
      'Saturated Fat',
      'Trans Fat',
      'Cholesterol',
      'Sodium',
      'Total Carbohydrates',
      'Dietary Fiber',
      'Total Sugars',
      'Added Sugars',
      'Protein',
      'Vitamin D',
      'Calcium',
      'Iron',
      'Potassium',
    ]);
    // Fats under a gram keep their decimal; "less than 1 g" is how labels declare carbohydrates, fiber, sugars and protein.
    expect(brulee.nutrients.find((n) => n.name === 'Trans Fat')).toEqual({ name: 'Trans Fat', uom: 'g', value: '0.8', value_numeric: 0.8 });
    expect(item('Hash Brown Patties').nutrients.find((n) => n.name === 'Total Sugars')).toEqual({ name: 'Total Sugars', uom: 'g', value: '<1', value_numeric: null });
    expect(brulee.concept_nutrients).toBeNull();
    expect(item('Pho Gà').nutrients.find((n) => n.name === 'Sodium')).toEqual({ name: 'Sodium', uom: 'mg', value: '2480', value_numeric: 2480 });
    const calzone = item('Buffalo Chicken Calzone');
    expect(calzone.nutrients).toEqual([]);
    expect(calzone.concept_nutrients).toMatchObject({ sodium: 2380, total_fat: 30, fat_calories: 270, vitamin_a: 15 });
    expect(item("Chef's Soup of the Day")).toMatchObject({ allergen_info_available: false, filter_ids: [] });
  });

  it('serves the accented dishes on known days', () => {
    expect(servedOn('Founders Dining Commons', 'Dinner', 'Crème Brûlée')).toEqual([-3, -2, 1, 2, 5, 6, 9, 10, 13]);
    expect(servedOn('Founders Dining Commons', 'Lunch', 'Crème Brûlée')).toEqual([-2, -1, 2, 3, 6, 7, 10, 11]);
    expect(servedOn('Founders Dining Commons', 'Dinner', 'Pho Gà')).toEqual([-2, -1, 2, 3, 6, 7, 10, 11]);
    expect(servedOn('Founders Dining Commons', 'Lunch', 'Jalapeño Poppers')).toContain(0);
  });

  it('imports again without a change', async () => {
    for (const slug of ['northfield', 'lakeside'] as const) {
      const def = siteDefinitions.find((d) => d.row.slug === slug)!;
      const site = { id: siteId(slug), def, clock: siteClock(def.row.time_zone ?? 'America/New_York', today) };
      const file = demoMenuFile(site, menuPlans[slug]!, await menuLocationsOf(database.db, site.id));
      const result = await importMenus(database.db, file);
      expect(result.ok && result.counts).toMatchObject({ items: { created: 0, updated: 0 }, days: { created: 0, updated: 0, unchanged: 9 * DAYS } });
      expect(result.ok && result.changedLocationIds).toEqual([]);
    }
  });
});
