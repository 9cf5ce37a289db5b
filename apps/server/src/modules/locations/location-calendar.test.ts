import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Friday 2026-03-06, noon in New York: the next four weeks include the spring daylight-saving change (Sunday 2026-03-08).
const today = new Date('2026-03-06T17:00:00Z');
let t: TestApp;
const ids: Record<string, number> = {};
let northfield: number;

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ today });
  const siteRows = await t.database.db.select().from(sites);
  northfield = siteRows.find((s) => s.slug === 'northfield')?.id ?? 0;
  for (const row of await t.database.db.select().from(locations)) ids[`${row.site_id}:${row.name}`] = row.id;
  // A place of the unpublished site, to check that its calendar is refused.
  const oldmill = siteRows.find((s) => s.slug === 'oldmill')?.id ?? 0;
  const [mill] = await t.database.db.insert(locations).values({ site_id: oldmill, name: 'Mill Cafe' }).returning({ id: locations.id });
  ids.mill = mill?.id ?? 0;
});
afterAll(async () => t.close());

const idOf = (name: string) => ids[`${northfield}:${name}`] ?? 0;

/** Unfolded content lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe('GET /v1/locations/{id}/hours.ics', () => {
  it('is a well-formed iCalendar with CRLF lines of at most 75 octets', async () => {
    const res = await get(`/v1/locations/${idOf('Founders Dining Commons')}/hours.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const body = res.body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = body.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    const stack: string[] = [];
    for (const line of lines) {
      if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
      if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
  });

  it('has one event per opening in the site zone, with stable UIDs and a VTIMEZONE spanning the change', async () => {
    const url = `/v1/locations/${idOf('Founders Dining Commons')}/hours.ics`;
    const lines = unfold((await get(url)).body);
    const starts = lines.filter((l) => l.startsWith('DTSTART;'));
    // 28 days from Friday 2026-03-06: every day has hours (weekdays 7a-8p, weekends 10a-7p).
    expect(starts).toHaveLength(28);
    expect(starts.every((l) => l.startsWith('DTSTART;TZID=America/New_York:'))).toBe(true);
    expect(starts[0]).toBe('DTSTART;TZID=America/New_York:20260306T070000');
    expect(starts[2]).toBe('DTSTART;TZID=America/New_York:20260308T100000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20260308T190000');
    expect(lines).toContain('SUMMARY:Founders Dining Commons open');
    expect(lines).toContain('UID:location-' + idOf('Founders Dining Commons') + '-20260308-1000@commons');
    expect(lines.filter((l) => l.startsWith('DTSTAMP:')).every((l) => l === 'DTSTAMP:20260306T170000Z')).toBe(true);
    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(tz).toContain('TZID:America/New_York');
    expect(tz.join('\n')).toContain('BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nEND:DAYLIGHT');
    expect(tz.join('\n')).toContain('BEGIN:STANDARD\nDTSTART:20251102T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nEND:STANDARD');
    const again = unfold((await get(url)).body).filter((l) => l.startsWith('UID:'));
    expect(again).toEqual(lines.filter((l) => l.startsWith('UID:')));
  });

  it('ends hours past midnight on the next day', async () => {
    const lines = unfold((await get(`/v1/locations/${idOf('Late Night at Maple')}/hours.ics`)).body);
    // Sunday 2026-03-08, 8p to Monday 2a.
    const i = lines.indexOf('DTSTART;TZID=America/New_York:20260308T200000');
    expect(i).toBeGreaterThan(0);
    expect(lines[i + 1]).toBe('DTEND;TZID=America/New_York:20260309T020000');
  });

  it('answers 404 for unknown, inactive or building ids and for unpublished sites, 400 for a bad id', async () => {
    for (const id of [999_999, idOf('Sunrise Bakery'), idOf('Founders Hall')]) {
      const res = await get(`/v1/locations/${id}/hours.ics`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Location not found.' });
    }
    const unpublished = await get(`/v1/locations/${ids.mill}/hours.ics`);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    for (const bad of ['abc', '-4', '99999999999']) {
      const res = await get(`/v1/locations/${bad}/hours.ics`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
  });
});

describe('open state on the daylight-saving change day, through the API', () => {
  it('opens at 10:00 EDT on Sunday 2026-03-08, not an hour off', async () => {
    const at = async (iso: string) =>
      (await get(`/v1/locations/status?site_id=${northfield}&timestamp=${iso}`))
        .json<{ location_schedules: { name: string; open: boolean }[] }>()
        .location_schedules.find((l) => l.name === 'Founders Dining Commons')?.open;
    expect(await at('2026-03-08T13:59:00Z')).toBe(false); // 9:59 EDT
    expect(await at('2026-03-08T14:00:00Z')).toBe(true); // 10:00 EDT
  });
});
