import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES as M, LIVE_MESSAGES as L, SITE_FIELD_MESSAGES as F, type ConsoleLiveLocation, type LiveLocationsAnswer } from '@commons/contract/console';
import type { LocationDetail, LocationSchedule } from '@commons/contract';
import { auditEvents, locations } from '../../db/schema/index.ts';
import type { ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { AT_2_05_PM, fieldErrorsOf, lastAuditOf, sitesKit, type SitesKit } from '../console-sites/testing/console-sites-kit.ts';

/** docs/product/console.md#live-status: closed now with a message, reopened, how busy; audited and on the public pages at once. */
let k: SitesKit;
let kitchen: ConsoleBrowser;
let editor: ConsoleBrowser;
let desk: ConsoleBrowser;
let admin: ConsoleBrowser;
/** Kim Kitchen's two Northfield locations, another Northfield location, and a Lakeside one. */
let founders = 0;
let market = 0;
let other = 0;
let lakesidePlace = 0;

beforeAll(async () => {
  k = await sitesKit();
  [kitchen, editor, desk, admin] = await Promise.all([k.as('location_manager'), k.as('editor'), k.as('service_desk'), k.as('platform_admin')]);
  const named = await k.db.select({ id: locations.id, name: locations.name }).from(locations).where(and(eq(locations.site_id, k.northfield), inArray(locations.name, ['Founders Dining Commons', 'Union Market'])));
  founders = named.find((row) => row.name === 'Founders Dining Commons')?.id ?? 0;
  market = named.find((row) => row.name === 'Union Market')?.id ?? 0;
  const places = await k.db.select({ id: locations.id, site_id: locations.site_id }).from(locations).where(and(eq(locations.is_building, false), eq(locations.active, true)));
  other = places.find((row) => row.site_id === k.northfield && row.id !== founders && row.id !== market)?.id ?? 0;
  lakesidePlace = places.find((row) => row.site_id === k.lakeside)?.id ?? 0;
  expect([founders, market, other, lakesidePlace].every((id) => id > 0)).toBe(true);
});
afterAll(async () => k.t.close());
beforeEach(() => k.setNow(AT_2_05_PM));

/** Moves the clock to `at` with fresh sessions (an idle one ends after 30 minutes). */
async function moveTo(at: Date): Promise<void> {
  k.setNow(at);
  [kitchen, editor, admin] = await Promise.all([k.as('location_manager'), k.as('editor'), k.as('platform_admin')]);
}

const url = (siteId: number, locationId: number) => `/v1/console/sites/${siteId}/locations/${locationId}/live`;
const listOf = async (by: ConsoleBrowser, siteId = k.northfield): Promise<LiveLocationsAnswer> => {
  const response = await by.get(`/v1/console/sites/${siteId}/live`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LiveLocationsAnswer>();
};
const current = async (id: number): Promise<ConsoleLiveLocation> => {
  const found = (await listOf(admin)).locations.find((location) => location.id === id);
  if (!found) throw new Error(`no location ${id}`);
  return found;
};
const save = async (id: number, changes: Record<string, unknown>, by = kitchen, siteId = k.northfield) =>
  by.send('PUT', url(siteId, id), { closure: null, busy_level: null, version: (await current(id)).version, ...changes });
const saved = async (id: number, changes: Record<string, unknown>, by = kitchen): Promise<ConsoleLiveLocation> => {
  const response = await save(id, changes, by);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ location: ConsoleLiveLocation }>().location;
};
/** The What's Open tile's answer for one location, as a visitor's browser gets it. */
async function publicStatus(id: number): Promise<{ location: LocationSchedule | undefined; cacheControl: string | undefined }> {
  const response = await k.t.app.inject({ method: 'GET', url: `/v1/locations/status?site_id=${k.northfield}` });
  expect(response.statusCode).toBe(200);
  return { location: response.json<{ location_schedules: LocationSchedule[] }>().location_schedules.find((l) => l.id === id), cacheControl: response.headers['cache-control'] as string | undefined };
}
async function publicMap(id: number): Promise<LocationDetail> {
  const response = await k.t.app.inject({ method: 'GET', url: `/v1/location/map?site_id=${k.northfield}&location_id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ location: LocationDetail }>().location;
}
const auditCount = async () => (await k.db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0;

describe('who sees which locations', () => {
  it('a location manager lists their own locations, an editor every place, the service desk none', async () => {
    expect((await listOf(kitchen)).locations.map((l) => l.id).sort()).toEqual([founders, market].sort());
    expect((await listOf(editor)).locations.map((l) => l.id)).toContain(other);
    expect((await listOf(desk)).locations).toEqual([]);
    expect((await listOf(kitchen, k.lakeside)).locations).toEqual([]);
    expect((await listOf(kitchen)).time_zone).toBe('America/New_York');
  });

  it('a location manager is refused on a location not theirs, and on another site', async () => {
    const before = await auditCount();
    for (const [siteId, id] of [[k.northfield, other], [k.lakeside, lakesidePlace]] as const) {
      const response = await kitchen.send('PUT', url(siteId, id), { closure: null, busy_level: 'busy', version: 1 });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { status: 'error', msg: M.notAllowed } });
    }
    expect(await auditCount()).toBe(before);
  });

  it('a location of another site is a 404, even for a platform admin', async () => {
    const response = await admin.send('PUT', url(k.northfield, lakesidePlace), { closure: null, busy_level: null, version: 1 });
    expect(response.statusCode).toBe(404);
  });
});

describe('closing now and reopening', () => {
  it('closes with a message until a time on the site clock: the public pages show it at once, with one audit event', async () => {
    await publicStatus(founders); // the answer is kept for this minute: the save must drop it
    const before = await auditCount();
    const location = await saved(founders, { closure: { message: 'Closed early today: water outage', until: '2026-11-22T17:30' } });
    // 5:30 PM in New York is 22:30 UTC.
    expect(location).toMatchObject({ closure: { message: 'Closed early today: water outage', until: '2026-11-22T17:30', until_at: '2026-11-22T22:30:00.000Z' }, status: { label: 'closed', message: 'Closed early today: water outage' } });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAuditOf(k.db, 'location_live')).toMatchObject({ entity_id: String(founders), action: 'close', site_id: k.northfield });

    const shown = await publicStatus(founders);
    expect(shown.location).toMatchObject({ open: false, status: { label: 'closed', message: 'Closed early today: water outage' }, closed_now: { message: 'Closed early today: water outage', until: '2026-11-22T22:30:00.000Z' } });
    // Browsers ask again each time (a 304 when unchanged), so a refetch sees a change at once.
    expect(shown.cacheControl).toBe('public, max-age=0');
    expect(await publicMap(founders)).toMatchObject({ open: false, status: { message: 'Closed early today: water outage' } });
    const open = await k.t.app.inject({ method: 'GET', url: `/v1/locations/open?site_id=${k.northfield}` });
    expect(open.json<{ location_schedules: LocationSchedule[] }>().location_schedules.map((l) => l.id)).not.toContain(founders);
  });

  it('a closure whose time has passed is over, with nothing to run', async () => {
    await moveTo(new Date('2026-11-22T22:31:00Z'));
    expect((await publicStatus(founders)).location).toMatchObject({ closed_now: null });
    expect((await current(founders)).closure).toBeNull();
  });

  it('closes until the end of the site’s day when no time is given, and reopens', async () => {
    const closed = await saved(market, { closure: { message: 'Closed early today', until: null } });
    expect(closed.closure).toMatchObject({ until: '2026-11-23T00:00', until_at: '2026-11-23T05:00:00.000Z' });
    const reopened = await saved(market, { closure: null });
    expect(reopened.closure).toBeNull();
    expect(await lastAuditOf(k.db, 'location_live')).toMatchObject({ entity_id: String(market), action: 'reopen' });
    expect((await publicStatus(market)).location?.closed_now).toBeNull();
  });
});

describe('how busy', () => {
  it('carries the busy level and its words on the public answers while the location is open', async () => {
    // Late on a weekday morning: every demo location keeps hours then.
    await moveTo(new Date('2026-11-23T16:00:00Z'));
    const location = await saved(founders, { busy_level: 'very_busy' }, editor);
    expect(location.busy_level).toBe('very_busy');
    const shown = (await publicStatus(founders)).location;
    if (shown?.open) expect(shown).toMatchObject({ busy_level: 'very_busy', busy_words: 'Very busy' });
    else expect(shown).toMatchObject({ busy_level: null, busy_words: null });
    expect((await publicMap(founders)).busy_level).toBe(shown?.busy_level);
    await saved(founders, { busy_level: null }, editor);
  });
});

describe('refused input', () => {
  const refused = async (body: unknown) => {
    const before = await auditCount();
    const response = await kitchen.send('PUT', url(k.northfield, founders), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(await auditCount()).toBe(before);
    return fieldErrorsOf(response);
  };
  const version = async () => (await current(founders)).version;

  it('missing fields', async () => {
    expect(Object.keys(await refused({}))).toEqual(expect.arrayContaining(['closure', 'busy_level', 'version']));
    expect(await refused({ closure: {}, busy_level: null, version: await version() })).toMatchObject({ 'closure.message': L.messageNeeded });
  });

  it('malformed values', async () => {
    const v = await version();
    expect(await refused({ closure: { message: 'Closed', until: 'tomorrow' }, busy_level: null, version: v })).toMatchObject({ 'closure.until': F.localDateTime });
    expect(await refused({ closure: null, busy_level: 'heaving', version: v })).toMatchObject({ busy_level: L.busyLevel });
    expect(await refused({ closure: null, busy_level: null, version: 'one' })).toMatchObject({ version: F.version });
    expect(await refused({ closure: { message: 'Closed', until: '2026-11-22T13:00' }, busy_level: null, version: v })).toMatchObject({ 'closure.until': L.untilPast });
    expect(await refused({ closure: { message: 'Closed', until: '2026-12-05T13:00' }, busy_level: null, version: v })).toMatchObject({ 'closure.until': L.untilTooFar });
  });

  it('oversized and hostile input', async () => {
    const v = await version();
    expect(await refused({ closure: { message: 'x'.repeat(121), until: null }, busy_level: null, version: v })).toMatchObject({ 'closure.message': F.tooLong(120) });
    await refused({ closure: { message: 'Closed\nearly', until: null }, busy_level: null, version: v });
    await refused({ closure: { message: 'Closed\u0000', until: null }, busy_level: null, version: v });
    await refused({ closure: null, busy_level: null, version: v, site_id: k.lakeside });
    await refused({ closure: { message: 'Closed', until: null, color: 'red' }, busy_level: null, version: v });
    await refused([]);
  });

  it('a save over a newer one is a 409 that names who made it', async () => {
    const { version: read } = await current(market);
    await saved(market, { busy_level: 'quiet' }, editor);
    const response = await kitchen.send('PUT', url(k.northfield, market), { closure: null, busy_level: 'busy', version: read });
    expect(response.statusCode).toBe(409);
    expect(fieldErrorsOf(response).version).toMatch(/changed this location’s live status at/);
    await saved(market, { busy_level: null });
  });
});
