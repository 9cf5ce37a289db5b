import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuFilters, menuItems, menuPeriods, sites } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { importMenus, type ImportResult } from './import-menus.ts';

const today = new Date('2025-03-08T15:00:00Z');
let t: TestApp;
let db: Db;
let founders: number;
let pizza: number;
let foundersHall: number;
let lakeview: number;

const locationId = async (name: string) => (await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name)))[0]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp({ today });
  db = t.database.db;
  founders = await locationId('Founders Dining Commons');
  pizza = await locationId('Union Pizza Co.');
  foundersHall = await locationId('Founders Hall');
  lakeview = await locationId('Lakeview Dining Hall');
});
afterAll(async () => t.close());

/** Every menu row with its xmin, which changes whenever PostgreSQL rewrites the row. */
async function menuRows() {
  const rows = async (table: string) => (await db.execute(sql.raw(`select xmin::text as xmin, * from ${table} order by id`))).rows;
  return {
    filters: await rows('menu_filters'),
    items: await rows('menu_items'),
    periods: await rows('menu_periods'),
    categories: await rows('menu_categories'),
    days: await rows('daily_menus'),
    dayPeriods: await rows('daily_menu_periods'),
  };
}

const ok = (result: ImportResult) => {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors)}`);
  return result;
};

interface MenuFile {
  format: string;
  site: string;
  items: Record<string, unknown>[];
  locations: Record<string, unknown>[];
}

function file(overrides: Partial<MenuFile> = {}): MenuFile {
  return {
    format: 'commons-menus/1',
    site: 'northfield',
    items: [
      {
        id: 't-chowder',
        name: 'Corn Chowder',
        description: 'Sweet corn and potato',
        portion: '8 fl oz',
        calories: 210,
        allergens: ['Milk'],
        labels: ['Vegetarian', 'Spicy'],
        sustainability: 'Good',
        nutrients: [
          { name: 'Sodium', uom: 'mg', value: '640' },
          { name: 'Dietary Fiber', uom: 'g', value: '<1' },
        ],
      },
      { id: 't-mystery', name: 'Mystery Stew' },
      { id: 't-slice', name: 'Veggie Slice', allergens: [], concept_nutrients: { sodium: 500, protein: 9 } },
    ],
    locations: [
      {
        location_id: founders,
        periods: ['Breakfast', 'Lunch', 'Dinner'],
        days: [
          { date: '2031-05-01', periods: [{ name: 'Lunch', categories: [{ name: 'Soups', items: ['t-chowder', 't-mystery'] }, { name: 'Chef Table', items: ['t-mystery'] }] }] },
          { date: '2031-05-02', closed: true },
        ],
      },
      { location_id: pizza, periods: ['Lunch', 'Dinner'], days: [{ date: '2031-05-01', periods: [{ name: 'Dinner', categories: [{ name: 'Pizza', items: ['t-slice'] }] }] }] },
    ],
    ...overrides,
  };
}

describe('importMenus', () => {
  it('writes a valid file: items with their filters, periods, categories and days', async () => {
    const result = ok(await importMenus(db, file()));
    expect(result.counts.items).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(result.counts.days).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(result.counts.filtersCreated).toBe(1);
    expect(result.changedLocationIds).toEqual(expect.arrayContaining([founders, pizza]));

    const [site] = await db.select().from(sites).where(eq(sites.slug, 'northfield'));
    const filters = new Map((await db.select().from(menuFilters).where(eq(menuFilters.site_id, site!.id))).map((f) => [f.id, `${f.type}:${f.name}`]));
    const items = await db.select().from(menuItems).where(and(eq(menuItems.site_id, site!.id), sql`${menuItems.external_id} like 't-%'`));
    const chowder = items.find((i) => i.external_id === 't-chowder')!;
    expect(chowder).toMatchObject({ name: 'Corn Chowder', calories: 210, allergen_info_available: true, search_text: ' corn chowder sweet corn and potato ', concept_nutrients: null });
    expect(chowder.filter_ids.map((id) => filters.get(id)).sort()).toEqual(['allergen:Milk', 'label:Spicy', 'label:Vegetarian', 'sustainability:Good']);
    expect(chowder.nutrients).toEqual([
      { name: 'Sodium', uom: 'mg', value: '640', value_numeric: 640 },
      { name: 'Dietary Fiber', uom: 'g', value: '<1', value_numeric: null },
    ]);
    const mystery = items.find((i) => i.external_id === 't-mystery')!;
    expect(mystery).toMatchObject({ allergen_info_available: false, filter_ids: [] });
    expect(items.find((i) => i.external_id === 't-slice')?.concept_nutrients).toMatchObject({ sodium: 500, protein: 9, iron: null });

    const [day] = await db.select().from(dailyMenus).where(and(eq(dailyMenus.location_id, founders), eq(dailyMenus.date, '2031-05-01')));
    const [lunch] = await db.select().from(dailyMenuPeriods).where(eq(dailyMenuPeriods.daily_menu_id, day!.id));
    const categories = new Map((await db.select().from(menuCategories).where(eq(menuCategories.location_id, founders))).map((c) => [c.name, c.id]));
    expect(lunch!.categories).toEqual([
      { category_id: categories.get('Soups'), sort_order: 1, item_ids: [chowder.id, mystery.id] },
      { category_id: categories.get('Chef Table'), sort_order: 2, item_ids: [mystery.id] },
    ]);
    expect(lunch!.item_ids).toEqual([chowder.id, mystery.id]);
    const [closed] = await db.select().from(dailyMenus).where(and(eq(dailyMenus.location_id, founders), eq(dailyMenus.date, '2031-05-02')));
    expect(closed?.closed).toBe(true);
    expect(await db.select().from(dailyMenuPeriods).where(eq(dailyMenuPeriods.daily_menu_id, closed!.id))).toEqual([]);
  });

  it('changes nothing when the same file comes again: no row rewritten, updated_at untouched', async () => {
    const before = await menuRows();
    const result = ok(await importMenus(db, file()));
    expect(result.counts).toEqual({
      items: { created: 0, updated: 0, unchanged: 3 },
      days: { created: 0, updated: 0, unchanged: 3 },
      periods: { created: 0, updated: 0, unchanged: 5 },
      filtersCreated: 0,
      categoriesCreated: 0,
      labelExclusionsCreated: 0,
    });
    expect(result.changedLocationIds).toEqual([]);
    expect(await menuRows()).toEqual(before);
  });

  it('replaces a day in the file and leaves the days outside it alone', async () => {
    const other = (await db.select().from(dailyMenus).where(and(eq(dailyMenus.location_id, founders), eq(dailyMenus.date, '2031-05-02'))))[0]!;
    const next = file();
    next.locations = [{ location_id: founders, periods: ['Breakfast', 'Lunch', 'Dinner'], days: [{ date: '2031-05-01', periods: [{ name: 'Dinner', categories: [{ name: 'Soups', items: ['t-chowder'] }] }] }] }];
    const result = ok(await importMenus(db, next));
    expect(result.counts.days).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(result.changedLocationIds).toEqual([founders]);
    const [day] = await db.select().from(dailyMenus).where(and(eq(dailyMenus.location_id, founders), eq(dailyMenus.date, '2031-05-01')));
    const periods = await db.select({ name: menuPeriods.name }).from(dailyMenuPeriods).innerJoin(menuPeriods, eq(menuPeriods.id, dailyMenuPeriods.period_id)).where(eq(dailyMenuPeriods.daily_menu_id, day!.id));
    expect(periods).toEqual([{ name: 'Dinner' }]);
    expect((await db.select().from(dailyMenus).where(eq(dailyMenus.id, other.id)))[0]).toEqual(other);
  });

  it('rewrites a changed item and names every location whose menus serve it', async () => {
    const brulee = (await db.select().from(menuItems).where(eq(menuItems.external_id, 'creme-brulee')))[0]!;
    const result = ok(
      await importMenus(db, { format: 'commons-menus/1', site: 'northfield', items: [{ id: 'creme-brulee', name: 'Crème Brûlée', calories: 350, allergens: ['Milk', 'Egg'] }], locations: [] }),
    );
    expect(result.counts.items).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(result.changedLocationIds).toContain(founders);
    const after = (await db.select().from(menuItems).where(eq(menuItems.id, brulee.id)))[0]!;
    expect(after).toMatchObject({ calories: 350, description: null, nutrients: [] });
  });

  it('counts without writing on a dry run', async () => {
    const before = await menuRows();
    const changed = file();
    changed.items = changed.items.map((item) => ({ ...item, name: `${String(item.name)} (new)` }));
    const result = ok(await importMenus(db, changed, { dryRun: true }));
    expect(result.dryRun).toBe(true);
    expect(result.counts.items).toEqual({ created: 0, updated: 3, unchanged: 0 });
    expect(await menuRows()).toEqual(before);
  });

  it('writes nothing when one row among good ones is bad, and names that row', async () => {
    const before = await menuRows();
    const bad = file();
    bad.items = [...bad.items, { id: 't-new', name: 'New Dish' }, { id: 't-bad', name: 'Bad Dish', allergens: ['Milk', 'Peanut'] }];
    const result = await importMenus(db, bad);
    expect(result).toEqual({ ok: false, errors: [{ path: 'items[4].allergens[1]', message: expect.stringContaining("'Peanut' is not one of the allergens") }] });
    expect(await menuRows()).toEqual(before);
  });

  it('checks the site and that every location is one of its places', async () => {
    const before = await menuRows();
    const wrong = file({ site: 'nowhere' });
    expect(await importMenus(db, wrong)).toEqual({ ok: false, errors: [{ path: 'site', message: "no site has the slug 'nowhere'" }] });
    const foreign = file();
    foreign.locations = [
      { location_id: lakeview, periods: [], days: [] },
      { location_id: foundersHall, periods: [], days: [] },
      { location_id: 99_999, periods: [], days: [] },
    ];
    expect(await importMenus(db, foreign)).toEqual({
      ok: false,
      errors: [
        { path: 'locations[0].location_id', message: `location ${lakeview} (Lakeview Dining Hall) belongs to the site 'lakeside', not 'northfield'` },
        { path: 'locations[1].location_id', message: `location ${foundersHall} (Founders Hall) is a building; buildings have no menus` },
        { path: 'locations[2].location_id', message: 'no location has the id 99999' },
      ],
    });
    expect(await menuRows()).toEqual(before);
  });

  it('reports the database checks together with the bad rows', async () => {
    const both = file({ site: 'NORTHFIELD' });
    both.items = [...both.items, { id: 't-x', name: '' }];
    both.locations = [...both.locations, { location_id: lakeview, periods: [], days: [] }];
    const result = await importMenus(db, both);
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual(['items[3].name', 'locations[2].location_id']);
  });

  it('stores hostile text as text', async () => {
    const names = ['<script>alert("x")</script>', "Robert'); DROP TABLE menu_items;--", '<img src=x onerror=alert(1)>', '%_\\ \' " ; --'];
    const hostile = {
      format: 'commons-menus/1',
      site: 'northfield',
      filters: [{ type: 'label', name: "'; DELETE FROM menu_filters;--" }],
      items: names.map((name, i) => ({ id: `h-${i}-${name}`, name, description: name, ingredients: name, labels: [name.slice(0, 60)] })),
      locations: [{ location_id: founders, periods: [names[0]!], days: [{ date: '2031-06-01', periods: [{ name: names[0]!, categories: [{ name: names[1]!, items: [`h-0-${names[0]}`] }] }] }] }],
    };
    ok(await importMenus(db, hostile));
    const stored = await db.select({ name: menuItems.name, description: menuItems.description }).from(menuItems).where(sql`${menuItems.external_id} like 'h-%'`);
    expect(stored.map((s) => s.name).sort()).toEqual([...names].sort());
    expect(stored.every((s) => s.name === s.description)).toBe(true);
    expect((await db.select().from(menuCategories).where(eq(menuCategories.name, names[1]!))).length).toBe(1);
    expect((await db.select().from(menuFilters).where(eq(menuFilters.name, "'; DELETE FROM menu_filters;--"))).length).toBe(1);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(menuItems))[0]!.n).toBeGreaterThan(100);
  });

  it('imports the documented example into the demo data, and again without changes', async () => {
    const example = JSON.parse(readFileSync(new URL('../../../../../../docs/examples/menus.example.json', import.meta.url), 'utf8')) as unknown;
    const first = ok(await importMenus(db, example));
    expect(first.counts.items.created).toBe(5);
    const again = ok(await importMenus(db, example));
    expect(again.counts.items).toEqual({ created: 0, updated: 0, unchanged: 5 });
    expect(again.counts.days).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect(again.changedLocationIds).toEqual([]);
  });
});
