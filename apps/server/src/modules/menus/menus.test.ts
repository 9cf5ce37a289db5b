import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@commons/domain';
import { menuItems } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { insertMenuFixture, type MenuFixture } from '../../test-support/menu-fixture.ts';
import { MENUS_CHANGED_CHANNEL } from './menus-changed.ts';

// 16:50 UTC is 11:50 in New York, where the demo sites are.
const TODAY = '2026-11-22';
let t: TestApp;
let f: MenuFixture;

beforeAll(async () => {
  t = await createTestApp({ today: new Date(`${TODAY}T16:50:00Z`) });
  f = await insertMenuFixture(t.database.db, TODAY, addDays);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const menuUrl = (query: Record<string, string | number>) => `/v1/location/menu?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

describe('GET /v1/location/menu', () => {
  it('answers the day: its periods in order and the first period in full, categories and items in the given order', async () => {
    const res = await get(menuUrl({ site_id: f.siteId, platform: 0, location_id: f.locationId, date: TODAY }));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const { menu, closed } = res.json();
    expect(closed).toBe(false);
    expect(menu.date).toBe(TODAY);
    expect(menu.location_id).toBe(f.locationId);
    expect(menu.periods.map((p: { name: string }) => p.name)).toEqual(['Breakfast (fixture)', 'Lunch (fixture)']);
    expect(menu.period.name).toBe('Breakfast (fixture)');
    expect(menu.period.categories).toHaveLength(1);
    const oatmeal = menu.period.categories[0].items[0];
    expect(oatmeal).toMatchObject({
      id: f.items.oatmeal,
      name: 'Steel Cut Oatmeal',
      portion: '1 cup',
      calories: 150,
      filters: [f.filters.vegan],
      allergen_info_available: true,
      nutrients: [{ name: 'Sodium', uom: 'mg', value: '95', value_numeric: 95 }],
      total_fat: null,
    });
    expect(menu.filters.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Milk (fixture)', 'Vegan (fixture)', 'Wheat (fixture)']));
    expect(menu.brands).toEqual([]);
  });

  it('answers the asked period, and marks an item without allergen data', async () => {
    const { menu } = (await get(menuUrl({ site_id: f.siteId, location_id: f.locationId, date: TODAY, period_id: f.periods.lunch }))).json();
    expect(menu.period.name).toBe('Lunch (fixture)');
    expect(menu.period.categories.map((c: { name: string }) => c.name)).toEqual(['Grill (fixture)', 'Sweets (fixture)']);
    const grill = menu.period.categories[0].items;
    expect(grill.map((i: { name: string }) => i.name)).toEqual(['Classic Burger', 'Garden Salad', 'Chef Special']);
    expect(grill[2]).toMatchObject({ allergen_info_available: false, filters: [] });
  });

  it('defaults to today at the site', async () => {
    const { menu } = (await get(menuUrl({ site_id: f.siteId, location_id: f.locationId }))).json();
    expect(menu.date).toBe(TODAY);
  });

  it('answers closed with everything emptied on a closed day', async () => {
    const res = await get(menuUrl({ site_id: f.siteId, location_id: f.locationId, date: addDays(TODAY, 2) }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ closed: true, menu: { date: addDays(TODAY, 2), location_id: f.locationId, periods: [], period: null, filters: [], brands: [] } });
  });

  it('answers an empty menu, not closed, for a day without a published menu', async () => {
    const { menu, closed } = (await get(menuUrl({ site_id: f.siteId, location_id: f.locationId, date: '2031-01-01' }))).json();
    expect(closed).toBe(false);
    expect(menu.periods).toEqual([]);
    expect(menu.period).toBeNull();
  });

  it('lists a concept location’s brands with their nutrition pages', async () => {
    const { menu } = (await get(menuUrl({ site_id: f.siteId, location_id: f.conceptLocationId, date: '2031-01-01' }))).json();
    expect(menu.brands.map((b: { name: string }) => b.name)).toEqual(['Union Pizza Co.', 'Knot Just Bread']);
    expect(menu.brands[0].nutrition_url).toMatch(/^https:\/\//);
  });

  it("answers 'Invalid location.' for an unknown location, a building, a location without menus and another site's location", async () => {
    for (const locationId of [987_654, f.buildingId, f.noMenusLocationId, f.otherSiteLocationId]) {
      const res = await get(menuUrl({ site_id: f.siteId, location_id: locationId, date: TODAY }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid location.' });
    }
  });

  it("answers 'Invalid site.' for an unknown site", async () => {
    const res = await get(menuUrl({ site_id: 987_654, location_id: f.locationId, date: TODAY }));
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Invalid site.');
  });

  it('rejects missing, malformed, impossible and hostile input with field errors', async () => {
    const missing = await get('/v1/location/menu');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ site_id: expect.any(String), location_id: expect.any(String) });
    const cases: [Record<string, string | number>, string, string][] = [
      [{ site_id: f.siteId, location_id: f.locationId, date: '2026-02-30' }, 'date', 'Not a real date.'],
      [{ site_id: f.siteId, location_id: f.locationId, date: '22/11/2026' }, 'date', 'Use the date format YYYY-MM-DD.'],
      [{ site_id: f.siteId, location_id: 'abc' }, 'location_id', 'Must be a number.'],
      [{ site_id: f.siteId, location_id: '99999999999' }, 'location_id', 'Too large.'],
      [{ site_id: f.siteId, location_id: f.locationId, date: "2026-11-22' or 1=1" }, 'date', 'Use the date format YYYY-MM-DD.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(menuUrl(query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const unknown = await get(`${menuUrl({ site_id: f.siteId, location_id: f.locationId })}&extra=1`);
    expect(unknown.statusCode).toBe(400);
  });

  it('answers a repeated request from memory, with 304 for a matching ETag, until an import announces a change', async () => {
    const url = menuUrl({ site_id: f.siteId, location_id: f.locationId, date: addDays(TODAY, 1) });
    const first = await get(url);
    expect(first.json().menu.period.categories[0].items[0].name).toBe('Crêpe Suzette');
    expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);

    // A change made behind the server's back is not seen: the answer comes from memory.
    await t.database.db.update(menuItems).set({ name: 'Orange Crêpe Suzette' }).where(eq(menuItems.id, f.items.brulee));
    expect((await get(url)).json().menu.period.categories[0].items[0].name).toBe('Crêpe Suzette');

    // An import announces its change; the next answer is fresh.
    await t.database.db.execute(sql`select pg_notify(${MENUS_CHANGED_CHANNEL}, ${JSON.stringify([f.locationId])})`);
    await expect.poll(async () => (await get(url)).json().menu.period.categories[0].items[0].name).toBe('Orange Crêpe Suzette');
    await t.database.db.update(menuItems).set({ name: 'Crêpe Suzette' }).where(eq(menuItems.id, f.items.brulee));
    await t.database.db.execute(sql`select pg_notify(${MENUS_CHANGED_CHANNEL}, '[]')`);
  });
});

describe('GET /v1/location/{id}/periods and /v1/location/{id}/periods/{periodId}', () => {
  it('lists the periods of a day', async () => {
    const res = await get(`/v1/location/${f.locationId}/periods?platform=0&date=${TODAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      closed: false,
      periods: [
        { id: f.periods.breakfast, name: 'Breakfast (fixture)', sort_order: 1 },
        { id: f.periods.lunch, name: 'Lunch (fixture)', sort_order: 2 },
      ],
    });
    expect((await get(`/v1/location/${f.locationId}/periods?date=${addDays(TODAY, 2)}`)).json()).toEqual({ closed: true, periods: [] });
  });

  it('answers one period in full, or none when it is not served that day', async () => {
    const lunch = (await get(`/v1/location/${f.locationId}/periods/${f.periods.lunch}?platform=0&date=${TODAY}`)).json();
    expect(lunch.periods).toHaveLength(1);
    expect(lunch.periods[0].categories[1].items[0].name).toBe('Crêpe Suzette');
    const notServed = (await get(`/v1/location/${f.locationId}/periods/${f.periods.breakfast}?date=${addDays(TODAY, 1)}`)).json();
    expect(notServed).toEqual({ closed: false, periods: [] });
  });

  it('refuses unknown locations and bad input', async () => {
    expect((await get(`/v1/location/987654/periods?date=${TODAY}`)).statusCode).toBe(404);
    expect((await get(`/v1/location/${f.buildingId}/periods/${f.periods.lunch}?date=${TODAY}`)).statusCode).toBe(404);
    const badId = await get(`/v1/location/x/periods?date=${TODAY}`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ id: 'Must be a number.' });
    const badDate = await get(`/v1/location/${f.locationId}/periods/${f.periods.lunch}?date=2026-13-01`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ date: 'Not a real date.' });
  });
});

describe('GET /v1/location/menu_search', () => {
  const search = (phrase: string, extra: Record<string, string | number> = {}) =>
    get(`/v1/location/menu_search?${new URLSearchParams({ site_id: String(f.siteId), location_id: String(f.locationId), date: TODAY, phrase, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) })}`);

  it('finds items by word prefix, ignoring case and accents, grouped by date and period', async () => {
    const res = await search('CREPE suz');
    expect(res.statusCode).toBe(200);
    expect(res.json().search_results).toEqual([
      { date: TODAY, location_id: f.locationId, period_id: f.periods.lunch, period_name: 'Lunch (fixture)', items: [{ id: f.items.brulee, name: 'Crêpe Suzette' }] },
      { date: addDays(TODAY, 1), location_id: f.locationId, period_id: f.periods.lunch, period_name: 'Lunch (fixture)', items: [{ id: f.items.brulee, name: 'Crêpe Suzette' }] },
    ]);
  });

  it('matches the start of words only, and every word', async () => {
    expect((await search('uzette')).json().search_results).toEqual([]);
    expect((await search('oat steel')).json().search_results.map((r: { period_name: string }) => r.period_name)).toEqual(['Breakfast (fixture)']);
    expect((await search('oat salad')).json().search_results).toEqual([]);
  });

  it('covers only the days asked, from the date', async () => {
    expect((await search('suzette', { days: 1 })).json().search_results).toHaveLength(1);
    expect((await search('suzette', { date: addDays(TODAY, 1) })).json().search_results).toHaveLength(1);
  });

  it("treats LIKE wildcards as text", async () => {
    expect((await search('%')).json().search_results).toEqual([]);
    expect((await search('_')).json().search_results).toEqual([]);
  });

  it('rejects blank, oversized and malformed input with field errors', async () => {
    const blank = await search('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.phrase).toBe('Enter something to search for.');
    expect((await search('x'.repeat(101))).json().errors.phrase).toBe('At most 100 characters.');
    expect((await search('oat', { days: 11 })).json().errors.days).toBe('At most 10 days.');
    expect((await search('oat', { days: 0 })).json().errors.days).toBe('Must be 1 or more.');
    expect((await get('/v1/location/menu_search')).json().errors).toMatchObject({ site_id: expect.any(String), location_id: expect.any(String), phrase: expect.any(String) });
  });
});

describe('GET /v1/sites/todays_menu', () => {
  it("answers today's locations with periods, stations and items", async () => {
    const res = await get(`/v1/sites/todays_menu?site_id=${f.siteId}`);
    expect(res.statusCode).toBe(200);
    const founders = res.json().locations.find((l: { id: number }) => l.id === f.locationId);
    expect(founders.name).toBe('Founders Dining Commons');
    const lunch = founders.periods.find((p: { name: string }) => p.name === 'Lunch (fixture)');
    expect(lunch.stations[0]).toEqual({
      id: expect.any(Number),
      name: 'Grill (fixture)',
      items: [
        { id: f.items.burger, name: 'Classic Burger', calories: null },
        { id: f.items.salad, name: 'Garden Salad', calories: null },
        { id: f.items.mystery, name: 'Chef Special', calories: null },
      ],
    });
  });

  it('answers an empty list for a site without menus, and refuses unknown sites and bad ids', async () => {
    const harbor = await get('/v1/sites/harbor/info');
    expect((await get(`/v1/sites/todays_menu?site_id=${harbor.json().site.id}`)).json()).toEqual({ locations: [] });
    expect((await get('/v1/sites/todays_menu?site_id=987654')).statusCode).toBe(404);
    expect((await get('/v1/sites/todays_menu?site_id=-1')).json().errors.site_id).toBe('Must be a positive number.');
  });
});

describe('GET /v1/legacy_menus/menu', () => {
  it("answers a legacy-menu site's periods with their HTML", async () => {
    const pinecrest = (await get('/v1/sites/pinecrest/info')).json().site;
    const res = await get(`/v1/legacy_menus/menu?site_id=${pinecrest.id}`);
    expect(res.statusCode).toBe(200);
    const periods = res.json().legacy_menu.periods;
    expect(periods.length).toBeGreaterThan(0);
    expect(periods[0]).toEqual({ name: expect.any(String), menu: expect.stringContaining('<table') });
  });

  it('answers no periods for a site without legacy menus, and refuses unknown sites', async () => {
    expect((await get(`/v1/legacy_menus/menu?site_id=${f.siteId}`)).json()).toEqual({ legacy_menu: { periods: [] } });
    expect((await get('/v1/legacy_menus/menu?site_id=987654')).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });
});
