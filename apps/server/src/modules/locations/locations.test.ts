import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Wednesday 2026-11-18, 10:00 in New York (Northfield), 7:00 in Los Angeles (Lakeside).
const today = new Date('2026-11-18T15:00:00Z');
let t: TestApp;
const ids: Record<string, number> = {};

interface Schedule {
  id: number;
  name: string;
  building_id: number | null;
  building_name: string | null;
  open: boolean;
  status: { label: string; color: string; message: string };
  hours: string[];
  schedules: Record<string, unknown>[];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const schedulesOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json<{ location_schedules: Schedule[] }>().location_schedules;
};
const named = (list: Schedule[], name: string) => {
  const found = list.find((l) => l.name === name);
  if (!found) throw new Error(`${name} not listed`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp({ today });
  for (const slug of ['northfield', 'lakeside']) ids[slug] = (await get(`/v1/sites/${slug}/info`)).json<{ site: { id: number } }>().site.id;
});
afterAll(async () => t.close());

describe('GET /v1/locations/status', () => {
  it("carries the site's zone and each location's schedule rows, so clients re-run the same rule", async () => {
    const res = await get(`/v1/locations/status?site_id=${ids.northfield}`);
    const body = res.json<{ time_zone: string; location_schedules: Schedule[] }>();
    expect(body.time_zone).toBe('America/New_York');
    const late = named(body.location_schedules, 'Late Night at Maple');
    expect(late.schedules.length).toBeGreaterThan(0);
    expect(late.schedules[0]).toMatchObject({ type: 'location', start_hour: 20, end_hour: 2, open_late: true });
    expect(late.schedules[0]).not.toHaveProperty('site_id');
  });

  it('lists every active location (no buildings) in sort order with its state now', async () => {
    const list = await schedulesOf(`/v1/locations/status?site_id=${ids.northfield}`);
    expect(list.map((l) => l.name)).toEqual([
      'Founders Dining Commons',
      'Founders Grab & Go',
      'Union Market',
      'Union Pizza Co.',
      'Union Sushi Bar',
      'Blue Door Cafe',
      'Library Coffee',
      'North Tower Dining',
      'Late Night at Maple',
      'Westside Grill',
      'Catering Kitchen',
    ]);
    expect(named(list, 'Founders Dining Commons')).toMatchObject({
      building_name: 'Founders Hall',
      open: true,
      status: { label: 'open', color: 'green', message: 'Open until 8:00p' },
      hours: ['7:00a - 8:00p'],
    });
    expect(named(list, 'Westside Grill')).toMatchObject({ open: false, status: { label: 'closed', color: 'orange', message: 'Opens at 11:00a' }, hours: ['11:00a - 12:00a'] });
    expect(named(list, 'Late Night at Maple')).toMatchObject({ open: false, building_id: null, building_name: null, hours: ['8:00p - 2:00a'] });
  });

  it('keeps Late Night at Maple open past midnight and closed after 2:00a', async () => {
    const at1am = await schedulesOf(`/v1/locations/status?site_id=${ids.northfield}&timestamp=2026-11-19T06:00:00Z`);
    expect(named(at1am, 'Late Night at Maple')).toMatchObject({ open: true, status: { message: 'Open until 2:00a' } });
    const at3am = await schedulesOf(`/v1/locations/status?site_id=${ids.northfield}&timestamp=${Date.parse('2026-11-19T08:00:00Z')}`);
    expect(named(at3am, 'Late Night at Maple')).toMatchObject({ open: false, status: { message: 'Opens at 8:00p' } });
  });

  it("judges each site by its own time zone", async () => {
    // 14:30Z: 9:30 in New York, 6:30 in Los Angeles.
    const ny = await schedulesOf(`/v1/locations/status?site_id=${ids.northfield}&timestamp=2026-11-18T14:30:00Z`);
    const la = await schedulesOf(`/v1/locations/status?site_id=${ids.lakeside}&timestamp=2026-11-18T14:30:00Z`);
    expect(named(ny, 'Founders Dining Commons').open).toBe(true);
    expect(named(la, 'Lakeview Dining Hall')).toMatchObject({ open: false, status: { message: 'Opens at 7:00a' } });
  });

  it('shows special hours of the day (early close three days from today)', async () => {
    // Saturday 2026-11-21 at 3 pm in New York: regular weekend hours end at 7 pm, special hours at 2 pm.
    const list = await schedulesOf(`/v1/locations/status?site_id=${ids.northfield}&timestamp=2026-11-21T20:00:00Z`);
    expect(named(list, 'Founders Dining Commons')).toMatchObject({ open: false, hours: ['10:00a - 2:00p'], status: { message: 'Closed for the day' } });
    expect(named(list, 'North Tower Dining')).toMatchObject({ open: true, hours: ['10:00a - 7:00p'] });
  });

  it('is cacheable', async () => {
    const res = await get(`/v1/locations/status?site_id=${ids.northfield}`);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('GET /v1/locations/open', () => {
  it('lists only the open locations', async () => {
    const list = await schedulesOf(`/v1/locations/open?site_id=${ids.northfield}&timestamp=2026-11-19T06:00:00Z`);
    expect(list.map((l) => l.name)).toEqual(['Late Night at Maple']);
    const now = await schedulesOf(`/v1/locations/open?site_id=${ids.northfield}`);
    expect(now.length).toBeGreaterThan(3);
    expect(now.every((l) => l.open && l.status.label === 'open')).toBe(true);
    expect(now.map((l) => l.name)).not.toContain('Westside Grill');
  });
});

interface Weekly {
  id: number;
  name: string;
  building_name: string | null;
  weekly_schedule: { date: string; status: string; hours: string[]; opening_hours: { opens: string; closes: string }[]; special: boolean }[];
}

describe('GET /v1/locations/weekly_schedule', () => {
  it('answers the Sunday-start week containing the date for every active location', async () => {
    const res = await get(`/v1/locations/weekly_schedule?site_id=${ids.northfield}&date=2026-11-18`);
    expect(res.statusCode).toBe(200);
    const { the_locations } = res.json<{ the_locations: Weekly[] }>();
    expect(the_locations).toHaveLength(11);
    const commons = the_locations.find((l) => l.name === 'Founders Dining Commons');
    expect(commons?.weekly_schedule.map((d) => d.date)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(commons?.weekly_schedule[0]).toEqual({ date: '2026-11-15', status: 'open', hours: ['10:00a - 7:00p'], opening_hours: [{ opens: '10:00', closes: '19:00' }], special: false });
    expect(commons?.weekly_schedule[6]).toEqual({ date: '2026-11-21', status: 'open', hours: ['10:00a - 2:00p'], opening_hours: [{ opens: '10:00', closes: '14:00' }], special: true });
    const coffee = the_locations.find((l) => l.name === 'Library Coffee');
    expect(coffee?.weekly_schedule[0]).toEqual({ date: '2026-11-15', status: 'closed', hours: [], opening_hours: [], special: false });
  });

  it('gives each day its ranges as 24-hour opening and closing times, closing earlier than opening past midnight', async () => {
    const res = await get(`/v1/locations/weekly_schedule?site_id=${ids.northfield}&date=2026-11-18`);
    const { the_locations } = res.json<{ the_locations: Weekly[] }>();
    const weekOf = (name: string) => the_locations.find((l) => l.name === name)?.weekly_schedule ?? [];
    expect(weekOf('Founders Dining Commons')[3]).toMatchObject({ date: '2026-11-18', hours: ['7:00a - 8:00p'], opening_hours: [{ opens: '07:00', closes: '20:00' }], special: false });
    expect(weekOf('Late Night at Maple')[3]).toMatchObject({ date: '2026-11-18', hours: ['8:00p - 2:00a'], opening_hours: [{ opens: '20:00', closes: '02:00' }] });
    expect(weekOf('Late Night at Maple')[5]).toMatchObject({ date: '2026-11-20', status: 'closed', hours: [], opening_hours: [] });
    expect(weekOf('Westside Grill')[3]).toMatchObject({ hours: ['11:00a - 12:00a'], opening_hours: [{ opens: '11:00', closes: '00:00' }] });
    expect(weekOf('Founders Dining Commons')[6]).toMatchObject({ date: '2026-11-21', opening_hours: [{ opens: '10:00', closes: '14:00' }], special: true });
  });

  it('defaults to this week at the site', async () => {
    const res = await get(`/v1/locations/weekly_schedule?site_id=${ids.northfield}`);
    expect(res.json<{ the_locations: Weekly[] }>().the_locations[0]?.weekly_schedule[0]?.date).toBe('2026-11-15');
  });
});

interface HoursAnswer {
  hours_with_locations: { week_of: string; is_current_week: boolean; buildings: { id: number; name: string; locations: Weekly[] }[]; additional_locations: Weekly[] };
}

describe('GET /v1/locations/hours_of_operation and /v1/hours/with_locations', () => {
  it('groups the week by building, with the other places under Additional Locations', async () => {
    const res = await get(`/v1/locations/hours_of_operation?site_id=${ids.northfield}`);
    expect(res.statusCode).toBe(200);
    const { hours_with_locations: h } = res.json<HoursAnswer>();
    expect(h.week_of).toBe('2026-11-15');
    expect(h.is_current_week).toBe(true);
    expect(h.buildings.map((b) => [b.name, b.locations.map((l) => l.name)])).toEqual([
      ['Founders Hall', ['Founders Dining Commons', 'Founders Grab & Go']],
      ['Student Union', ['Union Market', 'Union Pizza Co.', 'Union Sushi Bar', 'Blue Door Cafe']],
    ]);
    // Places outside any building have no building to name (not their street, docs/product/site.md#locations).
    expect(h.additional_locations.map((l) => [l.name, l.building_name])).toEqual([
      ['Library Coffee', null],
      ['North Tower Dining', null],
      ['Late Night at Maple', null],
      ['Westside Grill', null],
      ['Catering Kitchen', null],
    ]);
    expect(h.additional_locations.every((l) => l.weekly_schedule.length === 7)).toBe(true);
    const maple = h.additional_locations.find((l) => l.name === 'Late Night at Maple');
    expect(maple?.weekly_schedule[0]?.opening_hours).toEqual([{ opens: '20:00', closes: '02:00' }]);
    const commons = h.buildings[0]?.locations.find((l) => l.name === 'Founders Dining Commons');
    expect(commons?.weekly_schedule.map((d) => d.opening_hours)).toEqual([
      [{ opens: '10:00', closes: '19:00' }],
      ...Array.from({ length: 5 }, () => [{ opens: '07:00', closes: '20:00' }]),
      [{ opens: '10:00', closes: '14:00' }],
    ]);
  });

  it('names the building each additional location sits in when that building has no table of its own', async () => {
    const studentUnion = and(eq(locations.site_id, Number(ids.northfield)), eq(locations.name, 'Student Union'));
    await t.database.db.update(locations).set({ active: false }).where(studentUnion);
    try {
      // Another week than the tests above ask for, so no cached answer is reused.
      const res = await get(`/v1/locations/hours_of_operation?site_id=${ids.northfield}&date=2026-12-02`);
      const { hours_with_locations: h } = res.json<HoursAnswer>();
      expect(h.buildings.map((b) => b.name)).toEqual(['Founders Hall']);
      const named = new Map(h.additional_locations.map((l) => [l.name, l.building_name]));
      expect(named.get('Union Market')).toBe('Student Union');
      expect(named.get('Blue Door Cafe')).toBe('Student Union');
      expect(named.get('Late Night at Maple')).toBeNull();
    } finally {
      await t.database.db.update(locations).set({ active: true }).where(studentUnion);
    }
  });

  it('shows another week when asked, and says it is not the current one', async () => {
    const res = await get(`/v1/hours/with_locations?site_id=${ids.northfield}&date=2026-11-25`);
    expect(res.statusCode).toBe(200);
    const { hours_with_locations: h } = res.json<HoursAnswer>();
    expect(h).toMatchObject({ week_of: '2026-11-22', is_current_week: false });
    const previous = (await get(`/v1/locations/hours_of_operation?site_id=${ids.northfield}&date=2026-11-14`)).json<HoursAnswer>();
    expect(previous.hours_with_locations).toMatchObject({ week_of: '2026-11-08', is_current_week: false });
  });
});
