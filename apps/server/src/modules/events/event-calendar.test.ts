import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { events, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Friday 2026-03-06, noon in New York: the next days cross the change to daylight time (Sunday 2026-03-08).
const today = new Date('2026-03-06T17:00:00Z');
let t: TestApp;
const site: Record<string, number> = {};
const eventId: Record<string, number> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ today });
  for (const row of await t.database.db.select().from(sites)) site[row.slug] = row.id;
  for (const row of await t.database.db.select().from(events)) eventId[row.title] = row.id;
});
afterAll(async () => t.close());

/** The calendar's events, parsed back with ical.js and its time zone registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, vevents };
}

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe('GET /v1/events/{site}/{id}.ics', () => {
  it('is one event to add to a calendar, as a download', async () => {
    const res = await get(`/v1/events/northfield/${eventId['Farmers Market on the Green']}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="farmers-market-on-the-green.ics"');
    const { calendar, vevents } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Commons//Campus Dining Events//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Northfield University Events');
    expect(vevents).toHaveLength(1);
    const market = vevents[0];
    if (!market) throw new Error('no event');
    expect(market.summary).toBe('Farmers Market on the Green');
    expect(market.location).toBe('Founders Lawn');
    expect(market.uid).toBe(`event-${eventId['Farmers Market on the Green']}@northfield.commons`);
    // Tuesday 2026-03-10 10:00 to 15:00 in New York, which is daylight time by then (UTC-4).
    expect(market.startDate.zone?.tzid).toBe('America/New_York');
    expect(market.startDate.toString()).toBe('2026-03-10T10:00:00');
    expect(market.startDate.toJSDate().toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(market.endDate.toJSDate().toISOString()).toBe('2026-03-10T19:00:00.000Z');
    expect(market.description).toBe('Meet the farms that grow our produce.\n- Seasonal fruit and vegetables\n- Cooking demos every hour\nAll are welcome. Menus may change based on availability.');
    expect(market.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/northfield/event/${eventId['Farmers Market on the Green']}`);
    expect(market.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-06T17:00:00Z');
  });

  it('escapes text and keeps every physical line within 75 octets', async () => {
    const res = await get(`/v1/events/northfield/${eventId["Chef's Table: Flavors of Thailand"]}.ics`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="chefs-table-flavors-of-thailand.ics"');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = unfold(res.body);
    expect(lines).toContain("SUMMARY:Chef's Table: Flavors of Thailand");
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Khao soi and green papaya salad');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('\\n- Mango sticky rice');
  });

  it('finds the site slug in any case and refuses unknown ones, other sites and bad input', async () => {
    expect((await get(`/v1/events/NorthField/${eventId['Taco Tuesday Fiesta']}.ics`)).statusCode).toBe(200);
    const other = await get(`/v1/events/northfield/${eventId['Sushi Rolling Class']}.ics`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'error', msg: 'We could not find that event.' });
    expect(other.headers['content-disposition']).toBeUndefined();
    expect((await get(`/v1/events/nowhere/1.ics`)).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    expect((await get(`/v1/events/oldmill/1.ics`)).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    for (const url of ['/v1/events/northfield/abc.ics', '/v1/events/%3Cscript%3E/1.ics', `/v1/events/${'a'.repeat(300)}/1.ics`, '/v1/events/northfield/0.ics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ status: string }>().status).toBe('error');
    }
  });
});

describe('GET /v1/events/{site}.ics', () => {
  it("is the site's events that have not ended, in the site's zone, with stable UIDs", async () => {
    const first = await get('/v1/events/lakeside.ics');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, vevents } = parse(first.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lakeside College Events');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles');
    expect(vevents.map((e) => e.summary)).toEqual([
      'Sushi Rolling Class',
      'Lakeside Lobster Boil',
      'Wellness Walk & Brunch',
      'Taco Truck Tuesday',
      'Plant-Forward Cooking Demo',
      'Coffee Cupping',
      'Dumpling Night',
    ]);
    // Sunday 2026-03-08 17:00 Pacific standard time is 01:00 UTC the next day; Thursday 2026-03-12 12:00 is daylight time.
    const sushi = vevents[0];
    expect(sushi?.startDate.toString()).toBe('2026-03-08T17:00:00');
    expect(sushi?.startDate.toJSDate().toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(vevents[1]?.startDate.toJSDate().toISOString()).toBe('2026-03-12T19:00:00.000Z');
    expect(vevents.every((e) => e.startDate.zone?.tzid === 'America/Los_Angeles')).toBe(true);

    const second = parse((await get('/v1/events/LAKESIDE.ics')).body);
    expect(second.vevents.map((e) => e.uid)).toEqual(vevents.map((e) => e.uid));
    expect(new Set(vevents.map((e) => e.uid)).size).toBe(vevents.length);
    expect(vevents.every((e) => /^event-\d+@lakeside\.commons$/.test(e.uid))).toBe(true);
  });

  it('is an empty but valid calendar when a site has no events to come or does not publish them', async () => {
    // Harbor has no events; Pinecrest's have all ended.
    for (const slug of ['harbor', 'pinecrest']) {
      const res = await get(`/v1/events/${slug}.ics`);
      expect(res.statusCode).toBe(200);
      const { calendar, vevents } = parse(res.body);
      expect(calendar.name).toBe('vcalendar');
      expect(vevents).toHaveLength(0);
    }
  });

  it('refuses an unknown, unpublished or malformed site', async () => {
    expect((await get('/v1/events/nowhere.ics')).statusCode).toBe(404);
    expect((await get('/v1/events/oldmill.ics')).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    const bad = await get('/v1/events/bad%20slug.ics');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors.site).toBeTruthy();
  });
});
