/**
 * The menu answers and the OpenMensa feed guard what the database holds: a dish whose stored
 * labels its allergens contradict never shows that label (so a label filter never lists it), its
 * may-contain allergens travel with it, and 'Avoiding Gluten' shows only on sites that enable it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { Menu, MenuItem } from '@commons/contract';
import { addDays, filterCategories } from '@commons/domain';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuFilters, menuItems, menuLabelExclusions, menuPeriods, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// 16:50 UTC is 11:50 in New York, where the demo sites are.
const TODAY = '2026-11-22';
const DAY = addDays(TODAY, 1);
let t: TestApp;
const id = { northfield: 0, lakeside: 0, founders: 0, lakeview: 0, period: 0 };
const filter: Record<string, number> = {};
const item: Record<string, number> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url });
const menuOf = async (siteId: number, locationId: number, date: string): Promise<Menu> => {
  const res = await get(`/v1/location/menu?site_id=${siteId}&location_id=${locationId}&date=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ menu: Menu }>().menu;
};
const itemsOf = (menu: Menu): MenuItem[] => menu.period?.categories.flatMap((c) => c.items) ?? [];

beforeAll(async () => {
  t = await createTestApp({ today: new Date(`${TODAY}T16:50:00Z`) });
  const db = t.database.db;
  const siteId = async (slug: string) => (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)))[0]!.id;
  const locationId = async (name: string) => (await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name)))[0]!.id;
  id.northfield = await siteId('northfield');
  id.lakeside = await siteId('lakeside');
  id.founders = await locationId('Founders Dining Commons');
  id.lakeview = await locationId('Lakeview Dining Hall');

  const [dairyFree] = await db.insert(menuFilters).values({ site_id: id.northfield, type: 'label', name: 'Dairy Free' }).returning({ id: menuFilters.id });
  filter['Dairy Free'] = dairyFree!.id;
  for (const row of await db.select().from(menuFilters).where(eq(menuFilters.site_id, id.northfield))) filter[`${row.type}:${row.name}`] = row.id;
  const f = (key: string) => filter[key]!;
  // Each site follows the defaults; Northfield adds its own label.
  await db.insert(menuLabelExclusions).values({ site_id: id.northfield, label: 'dairy free', allergen: 'Milk' });

  // Rows written past the importer, as old data or a later exclusion leaves them.
  const dish = (external_id: string, name: string, filter_ids: number[], may_contain_ids: number[] = []) => ({
    site_id: id.northfield,
    external_id,
    name,
    allergen_info_available: true,
    filter_ids,
    may_contain_ids,
    search_text: ` ${name.toLowerCase()} `,
  });
  const rows = await db
    .insert(menuItems)
    .values([
      dish('fs-latte', 'FS Latte', [f('allergen:Milk'), f('label:Vegan'), f('label:Vegetarian')]),
      dish('fs-fries', 'FS Fries', [f('label:Vegan'), f('label:Avoiding Gluten')], [f('allergen:Wheat'), f('allergen:Gluten')]),
      dish('fs-pie', 'FS Cream Pie', [f('allergen:Milk'), f('allergen:Wheat'), f('label:Dairy Free'), f('label:Avoiding Gluten'), f('label:Halal')]),
      dish('fs-salad', 'FS Salad', [f('label:Vegan')], [f('allergen:Sesame')]),
    ])
    .returning({ id: menuItems.id, external_id: menuItems.external_id });
  for (const row of rows) item[row.external_id] = row.id;
  const [period] = await db.insert(menuPeriods).values({ location_id: id.founders, name: 'Late Night (fs)', sort_order: 9 }).returning({ id: menuPeriods.id });
  id.period = period!.id;
  const [category] = await db.insert(menuCategories).values({ location_id: id.founders, name: 'Grill (fs)' }).returning({ id: menuCategories.id });
  const [day] = await db
    .insert(dailyMenus)
    .values({ location_id: id.founders, date: DAY, closed: false })
    .onConflictDoUpdate({ target: [dailyMenus.location_id, dailyMenus.date], set: { closed: false } })
    .returning({ id: dailyMenus.id });
  await db.delete(dailyMenuPeriods).where(and(eq(dailyMenuPeriods.daily_menu_id, day!.id)));
  const ids = rows.map((r) => r.id);
  await db.insert(dailyMenuPeriods).values({ daily_menu_id: day!.id, period_id: id.period, categories: [{ category_id: category!.id, sort_order: 1, item_ids: ids }], item_ids: ids });
});
afterAll(async () => t.close());

describe('the menu answer guards labels', () => {
  it('leaves out each label the dish’s own allergens contradict, by the defaults and the site’s own rows', async () => {
    const menu = await menuOf(id.northfield, id.founders, DAY);
    const byName = new Map(itemsOf(menu).map((i) => [i.name, i]));
    expect(byName.get('FS Latte')?.filters).toEqual([filter['allergen:Milk'], filter['label:Vegetarian']]);
    expect(byName.get('FS Cream Pie')?.filters).toEqual([filter['allergen:Milk'], filter['allergen:Wheat'], filter['label:Halal']]);
    expect(byName.get('FS Fries')?.filters).toEqual([filter['label:Vegan'], filter['label:Avoiding Gluten']]);
  });

  it('so a label filter never lists such a dish', async () => {
    const menu = await menuOf(id.northfield, id.founders, DAY);
    const shown = (labelIds: number[]) => filterCategories(menu.period?.categories ?? [], { allergenIds: [], labelIds }).flatMap((c) => c.items.map((i) => i.name));
    expect(shown([filter['label:Vegan']!])).toEqual(['FS Fries', 'FS Salad']);
    expect(shown([filter['label:Avoiding Gluten']!])).toEqual(['FS Fries']);
    expect(shown([filter['label:Dairy Free']!])).toEqual([]);
  });

  it('guards the period call the same way', async () => {
    const res = await get(`/v1/location/${id.founders}/periods/${id.period}?date=${DAY}`);
    const items = res.json<{ periods: Menu['period'][] }>().periods[0]?.categories.flatMap((c) => c.items) ?? [];
    expect(items.find((i) => i.name === 'FS Latte')?.filters).toEqual([filter['allergen:Milk'], filter['label:Vegetarian']]);
  });
});

describe('may_contain in the menu answer', () => {
  it('lists the allergen filter ids a dish may contain, and none for the others', async () => {
    const byName = new Map(itemsOf(await menuOf(id.northfield, id.founders, DAY)).map((i) => [i.name, i]));
    expect(byName.get('FS Fries')?.may_contain).toEqual([filter['allergen:Wheat'], filter['allergen:Gluten']]);
    expect(byName.get('FS Latte')?.may_contain).toEqual([]);
  });

  it('hides such a dish under an allergen filter by default, and shows it when asked not to', async () => {
    const categories = (await menuOf(id.northfield, id.founders, DAY)).period?.categories ?? [];
    const shown = (hideMayContain?: boolean) =>
      filterCategories(categories, { allergenIds: [filter['allergen:Sesame']!], labelIds: [], hideMayContain }).flatMap((c) => c.items.map((i) => i.name));
    expect(shown()).toEqual(['FS Latte', 'FS Fries', 'FS Cream Pie']);
    expect(shown(false)).toEqual(['FS Latte', 'FS Fries', 'FS Cream Pie', 'FS Salad']);
  });

  it('carries the demo dishes’ cross-contact', async () => {
    const fries = (await t.database.db.select().from(menuItems).where(and(eq(menuItems.site_id, id.northfield), eq(menuItems.external_id, 'hand-cut-fries'))))[0];
    expect(fries?.may_contain_ids).toEqual([filter['allergen:Gluten'], filter['allergen:Wheat']].sort((a = 0, b = 0) => a - b));
    expect(fries?.custom_allergens).toBeNull();
  });
});

describe("'Avoiding Gluten'", () => {
  it('is listed and shown on dishes of a site with avoiding_gluten', async () => {
    const menu = await menuOf(id.northfield, id.founders, TODAY);
    const avoiding = menu.filters.find((f) => f.name === 'Avoiding Gluten');
    expect(avoiding).toBeDefined();
    expect(itemsOf(menu).some((i) => avoiding && i.filters.includes(avoiding.id))).toBe(true);
  });

  it('is neither listed nor on any dish of a site without it', async () => {
    const db = t.database.db;
    const [hidden] = await db.select().from(menuFilters).where(and(eq(menuFilters.site_id, id.lakeside), eq(menuFilters.name, 'Avoiding Gluten')));
    expect(hidden).toBeDefined();
    const menus = await Promise.all([0, 1, 2].map((n) => menuOf(id.lakeside, id.lakeview, addDays(TODAY, n))));
    expect(menus.flatMap(itemsOf).length).toBeGreaterThan(0);
    for (const menu of menus) {
      expect(menu.filters.map((f) => f.name)).not.toContain('Avoiding Gluten');
      expect(itemsOf(menu).filter((i) => i.filters.includes(hidden!.id))).toEqual([]);
    }
  });
});

describe('the OpenMensa feed', () => {
  interface Meal {
    name: string;
    note?: string[];
  }
  const parser = new XMLParser({ isArray: (name) => ['day', 'category', 'meal', 'note'].includes(name) });
  const mealsOf = async (site: string, location: number): Promise<Meal[]> => {
    const res = await get(`/v1/openmensa/${site}/${location}.xml`);
    expect(res.statusCode).toBe(200);
    const feed = parser.parse(res.body) as { openmensa: { canteen: { day?: { category?: { meal: Meal[] }[] }[] } } };
    return (feed.openmensa.canteen.day ?? []).flatMap((d) => (d.category ?? []).flatMap((c) => c.meal));
  };

  it('notes what a dish may contain, and never a label its allergens contradict', async () => {
    const meals = await mealsOf('northfield', id.founders);
    const notesOf = (name: string) => meals.find((m) => m.name === name)?.note;
    expect(notesOf('FS Latte')).toEqual(['Contains: Milk', 'Vegetarian']);
    expect(notesOf('FS Fries')).toEqual(['May contain: Gluten, Wheat', 'Avoiding Gluten', 'Vegan']);
    expect(notesOf('FS Cream Pie')).toEqual(['Contains: Milk, Wheat', 'Halal']);
    expect(notesOf('Hand-Cut Fries')).toEqual(expect.arrayContaining(['May contain: Gluten, Wheat']));
  });

  it("never notes 'Avoiding Gluten' on a site without it", async () => {
    const meals = await mealsOf('lakeside', id.lakeview);
    expect(meals.length).toBeGreaterThan(0);
    expect(meals.filter((m) => m.note?.includes('Avoiding Gluten'))).toEqual([]);
  });
});
