import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuFilters, menuItems, menuPeriods, sites, type StoredCategory } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// 05:30 UTC on Tuesday 2026-03-10 is still Monday 2026-03-09 (22:30) in Los Angeles, the site's zone.
const now = new Date('2026-03-10T05:30:00Z');
const TRICKY = `<script>alert("x")</script> & 'quotes'`;
const LONG = `Chef's ${'very '.repeat(60)}long special`;

let t: TestApp;
const id = { site: 0, other: 0, hidden: 0, hall: 0, otherHall: 0, hiddenHall: 0, building: 0, inactive: 0, noMenus: 0 };
const item: Record<string, number> = {};

interface Meal {
  name: string;
  note?: string[];
}
interface Category {
  '@_name': string;
  meal: Meal[];
}
interface Day {
  '@_date': string;
  closed?: string;
  category?: Category[];
}
interface Feed {
  openmensa: {
    '@_version': string;
    '@_xmlns': string;
    canteen: { name: string; address?: string; city?: string; phone?: string; location?: Record<string, string>; day?: Day[] };
  };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['day', 'category', 'meal', 'note'].includes(name) });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const feedOf = async (site: string, location: number) => {
  const res = await get(`/v1/openmensa/${site}/${location}.xml`);
  expect(res.statusCode).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return { res, feed: parser.parse(res.body) as Feed };
};

async function addSite(slug: string, published = true) {
  const [row] = await t.database.db.insert(sites).values({ slug, name: slug, published, time_zone: 'America/Los_Angeles', flags: {} }).returning({ id: sites.id });
  return row!.id;
}
async function addLocation(siteId: number, name: string, extra: Partial<typeof locations.$inferInsert> = {}) {
  const [row] = await t.database.db.insert(locations).values({ site_id: siteId, name, ...extra }).returning({ id: locations.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ today: now, seed: true });
  const db = t.database.db;
  id.site = await addSite('Mensa-Test');
  id.other = await addSite('other-mensa');
  id.hidden = await addSite('hidden-mensa', false);
  id.hall = await addLocation(id.site, 'Founders Hall', { street: '1 Elm St', city: 'Springfield', state: 'MA', zip_code: '01101', phone: '4135550100', lat: '42.1', lon: '-72.5' });
  id.otherHall = await addLocation(id.other, 'Other Hall');
  id.hiddenHall = await addLocation(id.hidden, 'Hidden Hall');
  id.building = await addLocation(id.site, 'Campus Center', { is_building: true });
  id.inactive = await addLocation(id.site, 'Closed Cafe', { active: false });
  id.noMenus = await addLocation(id.site, 'Coffee Cart', { show_menus: false });

  const filters = await db
    .insert(menuFilters)
    .values([
      { site_id: id.site, type: 'allergen', name: 'Wheat' },
      { site_id: id.site, type: 'allergen', name: 'Milk' },
      { site_id: id.site, type: 'label', name: 'Vegetarian' },
      { site_id: id.site, type: 'label', name: 'Vegan' },
      { site_id: id.site, type: 'sustainability', name: 'Great' },
    ])
    .returning({ id: menuFilters.id, name: menuFilters.name });
  const filter = Object.fromEntries(filters.map((f) => [f.name, f.id]));
  const dish = (external_id: string, name: string, extra: Partial<typeof menuItems.$inferInsert> = {}) => ({
    site_id: id.site,
    external_id,
    name,
    allergen_info_available: true,
    search_text: ` ${name.toLowerCase()} `,
    ...extra,
  });
  const items = await db
    .insert(menuItems)
    .values([
      dish('pancakes', 'Pancakes', { filter_ids: [filter.Wheat!, filter.Vegetarian!, filter.Milk!] }),
      dish('tricky', TRICKY),
      dish('stew', 'Mystery Stew', { allergen_info_available: false, filter_ids: [filter.Milk!] }),
      dish('salad', 'Garden Salad', { filter_ids: [filter.Great!, filter.Vegan!], custom_allergens: 'May contain sesame' }),
      dish('long', LONG),
      dish('blank', ' \n '),
      dish('soup', 'Soup\nof the\u0001 day'),
      dish('toast', 'Toast', { filter_ids: [filter.Wheat!] }),
      { ...dish('foreign', 'Other Site Pie'), site_id: id.other },
    ])
    .returning({ id: menuItems.id, external_id: menuItems.external_id });
  for (const row of items) item[row.external_id] = row.id;

  const periods = await db
    .insert(menuPeriods)
    .values([
      { location_id: id.hall, name: 'Lunch', sort_order: 2 },
      { location_id: id.hall, name: 'Breakfast', sort_order: 1 },
    ])
    .returning({ id: menuPeriods.id, name: menuPeriods.name });
  const period = Object.fromEntries(periods.map((p) => [p.name, p.id]));
  const categories = await db
    .insert(menuCategories)
    .values(['Grill', 'Bakery', 'Salad Bar'].map((name) => ({ location_id: id.hall, name })))
    .returning({ id: menuCategories.id, name: menuCategories.name });
  const category = Object.fromEntries(categories.map((c) => [c.name, c.id]));

  const serve = async (date: string, closed: boolean, byPeriod: Record<string, StoredCategory[]> = {}) => {
    const [menu] = await db.insert(dailyMenus).values({ location_id: id.hall, date, closed }).returning({ id: dailyMenus.id });
    for (const [name, stored] of Object.entries(byPeriod)) {
      await db.insert(dailyMenuPeriods).values({ daily_menu_id: menu!.id, period_id: period[name]!, categories: stored, item_ids: stored.flatMap((c) => c.item_ids) });
    }
  };
  const station = (name: string, sort_order: number, ...keys: string[]): StoredCategory => ({ category_id: category[name]!, sort_order, item_ids: keys.map((k) => item[k]!) });

  await serve('2026-03-08', false, { Lunch: [station('Grill', 0, 'toast')] }); // yesterday at the site
  await serve('2026-03-09', false, {
    Lunch: [station('Salad Bar', 1, 'salad', 'long'), station('Grill', 0, 'soup', 'blank')],
    Breakfast: [station('Bakery', 0, 'pancakes', 'tricky', 'stew')],
  });
  await serve('2026-03-10', true);
  await serve('2026-03-11', false); // published without periods
  await serve('2026-03-12', false, { Lunch: [station('Grill', 0, 'foreign', 'blank')] }); // nothing servable
  await serve('2026-03-22', false, { Breakfast: [station('Bakery', 0, 'toast')] }); // the 14th day
  await serve('2026-03-23', false, { Breakfast: [station('Bakery', 0, 'toast')] }); // the 15th day
  await db.insert(dailyMenus).values({ location_id: id.otherHall, date: '2026-03-09', closed: true });
});
afterAll(async () => t.close());

describe('GET /v1/openmensa/{site}/{location}.xml', () => {
  it('answers an OpenMensa v2.1 feed as XML with an ETag, and 304 when it is unchanged', async () => {
    const { res, feed } = await feedOf('Mensa-Test', id.hall);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(feed.openmensa['@_version']).toBe('2.1');
    expect(feed.openmensa['@_xmlns']).toBe('http://openmensa.org/open-mensa-v2');
    expect(res.body).toContain('xsi:schemaLocation="http://openmensa.org/open-mensa-v2 http://openmensa.org/open-mensa-v2.xsd"');
    const again = await get(`/v1/openmensa/Mensa-Test/${id.hall}.xml`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('names the canteen after the location, with its address, city, phone and coordinates', async () => {
    const { canteen } = (await feedOf('Mensa-Test', id.hall)).feed.openmensa;
    expect(canteen.name).toBe('Founders Hall');
    expect(canteen.address).toBe('1 Elm St, Springfield, MA 01101');
    expect(canteen.city).toBe('Springfield');
    expect(canteen.phone).toBe('(413) 555-0100');
    expect(canteen.location).toEqual({ '@_latitude': '42.1', '@_longitude': '-72.5' });
  });

  it("lists the days from today in the site's zone over 14 days, a closed day as <closed/>, leaving out days with nothing to serve", async () => {
    const days = (await feedOf('mensa-TEST', id.hall)).feed.openmensa.canteen.day ?? [];
    expect(days.map((d) => d['@_date'])).toEqual(['2026-03-09', '2026-03-10', '2026-03-22']);
    expect(days[1]).toEqual({ '@_date': '2026-03-10', closed: '' });
    expect(days[2]?.category?.map((c) => c['@_name'])).toEqual(['Breakfast – Bakery']);
  });

  it('names categories "{Period} – {Category}" in period then category order, with meals in the given order', async () => {
    const today = (await feedOf('Mensa-Test', id.hall)).feed.openmensa.canteen.day?.[0];
    expect(today?.category?.map((c) => c['@_name'])).toEqual(['Breakfast – Bakery', 'Lunch – Grill', 'Lunch – Salad Bar']);
    expect(today?.category?.map((c) => c.meal.map((m) => m.name))).toEqual([
      ['Pancakes', TRICKY, 'Mystery Stew'],
      ['Soup of the day'],
      ['Garden Salad', `${Array.from(LONG).slice(0, 249).join('')}…`],
    ]);
  });

  it('gives allergens, labels and ratings as notes, and says when allergen information is unavailable', async () => {
    const meals = (await feedOf('Mensa-Test', id.hall)).feed.openmensa.canteen.day?.[0]?.category?.flatMap((c) => c.meal) ?? [];
    const notesOf = (name: string) => meals.find((m) => m.name === name)?.note;
    expect(notesOf('Pancakes')).toEqual(['Contains: Milk, Wheat', 'Vegetarian']);
    expect(notesOf('Mystery Stew')).toEqual(['Allergen information unavailable']);
    expect(notesOf('Garden Salad')).toEqual(['May contain sesame', 'Vegan', 'Sustainability: Great']);
    expect(notesOf(TRICKY)).toBeUndefined();
    expect(meals.every((m) => m.name.length <= 250)).toBe(true);
  });

  it('escapes every text and carries no price', async () => {
    const { res } = await feedOf('Mensa-Test', id.hall);
    expect(res.body).toContain('<name>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;</name>');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('\u0001');
    expect(res.body).not.toContain('<price');
    expect(res.body).not.toContain('Other Site Pie');
  });

  it("answers 'Invalid site.' for an unknown or unpublished site", async () => {
    for (const url of [`/v1/openmensa/no-such-site/${id.hall}.xml`, `/v1/openmensa/hidden-mensa/${id.hiddenHall}.xml`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    }
  });

  it("answers 'Invalid location.' for an unknown location, another site's, a building, an inactive one or one hiding its menus", async () => {
    for (const location of [987_654, id.otherHall, id.building, id.inactive, id.noMenus]) {
      const res = await get(`/v1/openmensa/Mensa-Test/${location}.xml`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid location.' });
    }
  });

  it('rejects malformed ids with field errors', async () => {
    const errorsOf = async (site: string, location: string) => {
      const res = await get(`/v1/openmensa/${site}/${location}.xml`);
      expect(res.statusCode).toBe(400);
      return res.json<{ status: string; errors: Record<string, string> }>().errors;
    };
    expect(await errorsOf('Mensa-Test', 'abc')).toEqual({ location: 'Must be a number.' });
    expect(await errorsOf('Mensa-Test', '1.5')).toEqual({ location: 'Must be a whole number.' });
    expect(await errorsOf('Mensa-Test', '0')).toEqual({ location: 'Must be a positive number.' });
    expect(await errorsOf('Mensa-Test', '99999999999')).toEqual({ location: 'Too large.' });
    expect(await errorsOf('bad$slug', String(id.hall))).toEqual({ site: 'Slug may contain only letters, digits, - and _.' });
  });
});
