import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Wednesday 2026-11-18, 10:00 in New York.
const today = new Date('2026-11-18T15:00:00Z');
let t: TestApp;
let northfield: number;
let oldmill: number;
const locationIds: Record<string, number> = {};

interface Summary {
  id: number;
  name: string;
  is_building: boolean;
  active: boolean;
  show_map: boolean;
  show_menus: boolean;
  building_name: string | null;
  coordinates: { lat: number; lon: number } | null;
  address?: { street: string | null };
}
interface AllAnswer {
  locations: Summary[];
  buildings: { id: number; name: string; locations: Summary[]; address?: unknown }[];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const all = async (flags: string) => {
  const res = await get(`/v1/locations/all_locations?site_id=${northfield}${flags}`);
  expect(res.statusCode).toBe(200);
  return res.json<AllAnswer>();
};

beforeAll(async () => {
  t = await createTestApp({ today });
  const rows = await t.database.db.select({ id: sites.id, slug: sites.slug }).from(sites);
  northfield = rows.find((r) => r.slug === 'northfield')?.id ?? 0;
  oldmill = rows.find((r) => r.slug === 'oldmill')?.id ?? 0;
  for (const row of await t.database.db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.site_id, northfield))) {
    locationIds[row.name] = row.id;
  }
});
afterAll(async () => t.close());

describe('GET /v1/locations/all_locations', () => {
  it('lists every location besides buildings, inactive ones marked, with addresses by default', async () => {
    const { locations: list, buildings } = await all('');
    expect(list).toHaveLength(12);
    expect(list.some((l) => l.is_building)).toBe(false);
    expect(list.find((l) => l.name === 'Sunrise Bakery')?.active).toBe(false);
    expect(list[0]?.address?.street).toBe('12 Founders Row');
    expect(buildings).toEqual([]);
  });

  it('for_map keeps only active places with an address and show_map, grouped by building', async () => {
    const { locations: list, buildings } = await all('&for_map=true&with_buildings=1&with_address=false&platform=0');
    const names = [...list, ...buildings.flatMap((b) => b.locations)].map((l) => l.name);
    expect(names).not.toContain('Sunrise Bakery');
    expect(names).not.toContain('Catering Kitchen');
    expect(names).not.toContain('Founders Hall');
    expect(list.map((l) => l.name)).toEqual(['Library Coffee', 'North Tower Dining', 'Late Night at Maple', 'Westside Grill']);
    expect(buildings.map((b) => [b.name, b.locations.length])).toEqual([
      ['Founders Hall', 2],
      ['Student Union', 4],
    ]);
    for (const l of [...list, ...buildings.flatMap((b) => b.locations)]) {
      expect(l).toMatchObject({ active: true, show_map: true, is_building: false });
      expect(l.coordinates).not.toBeNull();
      expect(l).not.toHaveProperty('address');
    }
    expect(buildings[0]).not.toHaveProperty('address');
  });

  it('for_menus keeps only active places with menus', async () => {
    const { locations: list } = await all('&for_menus=true');
    expect(list.every((l) => l.active && l.show_menus)).toBe(true);
    expect(list.map((l) => l.name)).not.toContain('Library Coffee');
    expect(list).toHaveLength(9);
  });

  it('for_profile keeps only active places', async () => {
    expect((await all('&for_profile=1')).locations).toHaveLength(11);
  });
});

describe('GET /v1/location/map', () => {
  it("answers one location's detail", async () => {
    const res = await get(`/v1/location/map?site_id=${northfield}&location_id=${locationIds['Founders Dining Commons']}&platform=0`);
    expect(res.statusCode).toBe(200);
    const { location } = res.json();
    expect(location).toMatchObject({
      name: 'Founders Dining Commons',
      building_name: 'Founders Hall',
      open: true,
      status: { label: 'open', color: 'green', message: 'Open until 8:00p' },
      hours: ['7:00a - 8:00p'],
      occupancy: 62,
      contact_name: 'Maria Lopez',
      contact_email: 'mlopez@northfield.example.edu',
      phone_formatted: '(413) 555-0160',
      labels: ['Dine In', 'Takeout'],
      cuisines: ['American', 'Italian'],
      payment_types: ['Credit Card', 'Dining Dollars', 'Meal Swipe', 'Apple Pay'],
      image: { file_name: 'northfield-founders-dining-commons.svg' },
      address: { street: '12 Founders Row' },
    });
    expect(typeof location.lat).toBe('number');
    expect(location.weekly_schedule.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(location.weekly_schedule[3]).toMatchObject({ hours: ['7:00a - 8:00p'], opening_hours: [{ opens: '07:00', closes: '20:00' }], special: false });
    expect(location.weekly_schedule[6]).toMatchObject({ hours: ['10:00a - 2:00p'], opening_hours: [{ opens: '10:00', closes: '14:00' }], special: true });
  });

  it('gives hours past midnight as a range closing earlier than it opens', async () => {
    const res = await get(`/v1/location/map?site_id=${northfield}&location_id=${locationIds['Late Night at Maple']}`);
    expect(res.statusCode).toBe(200);
    const week = res.json<{ location: { weekly_schedule: { hours: string[]; opening_hours: { opens: string; closes: string }[] }[] } }>().location.weekly_schedule;
    expect(week.map((d) => d.opening_hours)).toEqual([
      ...Array.from({ length: 5 }, () => [{ opens: '20:00', closes: '02:00' }]),
      [],
      [],
    ]);
    expect(week[0]?.hours).toEqual(['8:00p - 2:00a']);
  });

  it('names custom labels after the predefined ones', async () => {
    const res = await get(`/v1/location/map?site_id=${northfield}&location_id=${locationIds['Blue Door Cafe']}`);
    expect(res.json().location.labels).toEqual(['Dine In', 'Mobile Ordering', 'Fair Trade Coffee']);
  });

  it("answers 'Location not found.' for unknown, inactive or other sites' locations", async () => {
    for (const id of [999_999, locationIds['Sunrise Bakery']]) {
      const res = await get(`/v1/location/map?site_id=${northfield}&location_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Location not found.' });
    }
    const lakeside = (await get('/v1/sites/lakeside/info')).json().site.id;
    const res = await get(`/v1/location/map?site_id=${lakeside}&location_id=${locationIds['Founders Dining Commons']}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('site and input checks of every locations call', () => {
  const calls = [
    '/v1/locations/status',
    '/v1/locations/open',
    '/v1/locations/weekly_schedule',
    '/v1/locations/hours_of_operation',
    '/v1/hours/with_locations',
    '/v1/locations/all_locations',
  ];

  it("answers 'Invalid site.' for an unknown or unpublished site", async () => {
    for (const call of calls) {
      for (const site of [999_999, oldmill]) {
        const res = await get(`${call}?site_id=${site}`);
        expect(res.statusCode, `${call} ${site}`).toBe(404);
        expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
      }
    }
    const res = await get(`/v1/location/map?site_id=${oldmill}&location_id=1`);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });

  it('refuses dates and instants outside 1900-01-01 to 2199-12-31 with a field error (years 0001 and 9999 were a 500)', async () => {
    const urls = [
      ...['/v1/locations/weekly_schedule', '/v1/locations/hours_of_operation', '/v1/hours/with_locations'].flatMap((call) =>
        ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'].map((date) => [`${call}?site_id=${northfield}&date=${date}`, 'date'] as const),
      ),
      ...['/v1/locations/status', '/v1/locations/open'].map((call) => [`${call}?site_id=${northfield}&timestamp=9999-12-31T00:00:00Z`, 'timestamp'] as const),
    ];
    for (const [url, field] of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 'error', msg: 'Please check the highlighted fields.', errors: { [field]: 'Use a date between 1900-01-01 and 2199-12-31.' } });
    }
    for (const date of ['1900-01-01', '2199-12-31']) expect((await get(`/v1/locations/weekly_schedule?site_id=${northfield}&date=${date}`)).statusCode, date).toBe(200);
  });

  it('answers 400 with field errors for bad input', async () => {
    const cases: [string, string][] = [
      ['/v1/locations/status?site_id=abc', 'site_id'],
      ['/v1/locations/status', 'site_id'],
      ['/v1/locations/status?site_id=99999999999', 'site_id'],
      [`/v1/locations/status?site_id=${northfield}&timestamp=garbage`, 'timestamp'],
      [`/v1/locations/open?site_id=${northfield}&timestamp=99999999999999999`, 'timestamp'],
      [`/v1/locations/open?site_id=${northfield}&timestamp=2026-11-18`, 'timestamp'],
      [`/v1/locations/weekly_schedule?site_id=${northfield}&date=2026-13-45`, 'date'],
      [`/v1/locations/hours_of_operation?site_id=${northfield}&date=2026-02-30`, 'date'],
      [`/v1/hours/with_locations?site_id=${northfield}&date=${'9'.repeat(500)}`, 'date'],
      [`/v1/locations/all_locations?site_id=${northfield}&for_map=yes`, 'for_map'],
      [`/v1/locations/all_locations?site_id=${northfield}&platform=1000`, 'platform'],
      [`/v1/locations/all_locations?site_id=${northfield}&unknown=1`, 'unknown'],
      [`/v1/location/map?site_id=${northfield}&location_id=-1`, 'location_id'],
      [`/v1/location/map?site_id=${northfield}`, 'location_id'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ status: string; errors: Record<string, string> }>();
      expect(body.status).toBe('error');
      expect(Object.keys(body.errors), url).toContain(field);
    }
  });
});
