import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES as A, CONSOLE_MESSAGES as M, SITE_FIELD_MESSAGES as F, type ConsoleAlert } from '@commons/contract/console';
import type { ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { alertsOf, AT_2_05_PM, fieldErrorsOf, lastAuditOf, publicSite, sitesKit, type SitesKit } from './testing/console-sites-kit.ts';

/** docs/product/console.md#homepage-alerts: scheduled on the site's clock, shown in their order while in force. */
let k: SitesKit;
let manager: ConsoleBrowser;
let editor: ConsoleBrowser;
/** Lakeside's alerts are changed by the platform admin (Morgan manages Northfield only). */
let admin: ConsoleBrowser;

beforeAll(async () => {
  k = await sitesKit();
  manager = await k.as('site_manager');
  editor = await k.as('editor');
  admin = await k.as('platform_admin');
});
afterAll(async () => k.t.close());
beforeEach(() => k.setNow(AT_2_05_PM));

const alert = (changes: Record<string, unknown> = {}) => ({ icon: 'info', message: 'The Commons closes at 3 pm today.', use_link: false, link: null, start: null, end: null, ...changes });
const base = (siteId: number) => `/v1/console/sites/${siteId}/alerts`;

async function create(siteId: number, body: Record<string, unknown>, by = manager): Promise<ConsoleAlert> {
  const response = await by.send('POST', base(siteId), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ alert: ConsoleAlert }>().alert;
}
const edit = (siteId: number, id: number, body: Record<string, unknown>, by = manager) => by.send('PUT', `${base(siteId)}/${id}`, body);
const remove = (siteId: number, id: number, version: number, by = manager) => by.send('DELETE', `${base(siteId)}/${id}`, { version });
const reorder = (siteId: number, alerts: { id: number; version: number }[], by = manager) => by.send('PUT', `${base(siteId)}/order`, { alerts });
/** The messages of the public header's alerts, in order. */
const shown = async (slug: string) => (await publicSite(k.t.app, slug)).site?.homepage_alerts.map((a) => a.message) ?? [];

describe('scheduling on the site clock', () => {
  it("stores local times in the site's zone, and the header shows the alert only while it is in force", async () => {
    // 3 PM to 8 AM next day in New York (Northfield): 20:00 to 13:00 UTC.
    const made = await create(k.northfield, alert({ message: 'Late night at Founders', start: '2026-11-22T15:00', end: '2026-11-23T08:00' }));
    expect(made).toMatchObject({ start: '2026-11-22T15:00', end: '2026-11-23T08:00', starts_at: '2026-11-22T20:00:00.000Z', ends_at: '2026-11-23T13:00:00.000Z', state: 'scheduled', version: 1 });
    expect(await shown('northfield')).not.toContain('Late night at Founders');

    k.setNow(new Date('2026-11-22T19:59:00Z'));
    expect(await shown('northfield')).not.toContain('Late night at Founders');
    k.setNow(new Date('2026-11-22T20:00:00Z'));
    expect(await shown('northfield')).toContain('Late night at Founders');
    expect((await alertsOf(await k.as('site_manager'), k.northfield)).alerts.find((a) => a.id === made.id)?.state).toBe('showing');
    k.setNow(new Date('2026-11-23T12:59:00Z'));
    expect(await shown('northfield')).toContain('Late night at Founders');
    k.setNow(new Date('2026-11-23T13:00:00Z'));
    expect(await shown('northfield')).not.toContain('Late night at Founders');
  });

  it("reads the same wall-clock times on Lakeside's own zone", async () => {
    // 3 PM in Los Angeles is 23:00 UTC.
    const made = await create(k.lakeside, alert({ message: 'Boathouse movie night', start: '2026-11-22T15:00', end: null }), admin);
    expect(made).toMatchObject({ starts_at: '2026-11-22T23:00:00.000Z', end: null, ends_at: null });
    k.setNow(new Date('2026-11-22T22:59:00Z'));
    expect(await shown('lakeside')).not.toContain('Boathouse movie night');
    k.setNow(new Date('2026-11-22T23:00:00Z'));
    expect(await shown('lakeside')).toContain('Boathouse movie night');
    expect((await alertsOf(await k.as('platform_admin'), k.lakeside)).time_zone).toBe('America/Los_Angeles');
  });

  it('refuses an end before the start, and a time the clock skips when it goes forward', async () => {
    expect(fieldErrorsOf(await manager.send('POST', base(k.northfield), alert({ start: '2026-12-01T08:00', end: '2026-12-01T08:00' })))).toEqual({ end: A.endBeforeStart });
    expect(fieldErrorsOf(await manager.send('POST', base(k.northfield), alert({ start: '2027-03-14T02:30' })))).toEqual({ start: A.skippedTime });
    expect(fieldErrorsOf(await manager.send('POST', base(k.northfield), alert({ start: '2026-13-01T08:00', end: '2026-12-01 08:00' })))).toEqual({ start: F.localDateTime, end: F.localDateTime });
  });
});

describe('the order', () => {
  it('shows the alerts in force in the order set, new ones last', async () => {
    const slug = 'lakeside';
    const first = await create(k.lakeside, alert({ message: 'Order one' }), admin);
    const second = await create(k.lakeside, alert({ message: 'Order two', icon: 'warning' }), admin);
    const before = (await alertsOf(admin, k.lakeside)).alerts;
    expect(before.slice(-2).map((a) => a.id)).toEqual([first.id, second.id]);
    const wanted = [before.at(-1), ...before.slice(0, -1)].map((a) => ({ id: a?.id ?? 0, version: a?.version ?? 0 }));
    const response = await reorder(k.lakeside, wanted, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ alerts: ConsoleAlert[] }>().alerts.map((a) => a.id)).toEqual(wanted.map((a) => a.id));
    const inForce = await shown(slug);
    expect(inForce[0]).toBe('Order two');
    expect(inForce.indexOf('Order one')).toBeGreaterThan(0);
    expect(await lastAuditOf(k.db, 'homepage_alert_order')).toMatchObject({ site_id: k.lakeside, entity_id: String(k.lakeside), action: 'reorder' });
  });

  it('refuses an order made before an alert was added, naming who added it', async () => {
    const read = (await alertsOf(admin, k.northfield)).alerts.map((a) => ({ id: a.id, version: a.version }));
    await create(k.northfield, alert({ message: 'Added meanwhile' }), editor);
    const stale = await reorder(k.northfield, [...read].reverse(), admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ msg: string }>().msg).toBe('Eddie Editor changed the alerts at 2:05 PM. Reload to see their changes, then make yours again.');
    const once = read[0] ?? { id: 1, version: 1 };
    expect(fieldErrorsOf(await reorder(k.northfield, [once, once], admin))).toEqual({ alerts: A.repeatedAlert });
  });
});

describe('changing and deleting an alert', () => {
  it('changes an alert over the version read, and refuses an older one naming who changed it', async () => {
    const made = await create(k.northfield, alert({ message: 'Brunch starts at 10' }));
    const changed = await edit(k.northfield, made.id, { ...alert({ message: 'Brunch starts at 10:30', use_link: true, link: '/northfield/hours-of-operation' }), version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ alert: { message: 'Brunch starts at 10:30', link: '/northfield/hours-of-operation', version: 2 } });
    expect((await publicSite(k.t.app, 'northfield')).site?.homepage_alerts).toContainEqual(expect.objectContaining({ message: 'Brunch starts at 10:30', use_link: true, link: '/northfield/hours-of-operation' }));
    expect(await lastAuditOf(k.db, 'homepage_alert')).toMatchObject({ entity_id: String(made.id), action: 'update', before: expect.objectContaining({ message: 'Brunch starts at 10' }), after: expect.objectContaining({ message: 'Brunch starts at 10:30' }) });

    const stale = await edit(k.northfield, made.id, { ...alert({ message: 'Brunch at 11' }), version: 1 }, editor);
    expect(stale.statusCode).toBe(409);
    const message = 'Morgan Manager changed this alert at 2:05 PM. Reload to see their changes, then make yours again.';
    expect(stale.json()).toEqual({ status: 'error', msg: message, errors: { version: message } });
  });

  it('names whoever moved the alert last, when a new order is what made the edit stale', async () => {
    const made = await create(k.northfield, alert({ message: 'Moved by the editor' }));
    k.setNow(new Date('2026-11-22T19:06:00Z'));
    const later = await k.as('editor');
    const all = (await alertsOf(later, k.northfield)).alerts;
    expect((await reorder(k.northfield, [...all].reverse().map((a) => ({ id: a.id, version: a.version })), later)).statusCode).toBe(200);
    const stale = await edit(k.northfield, made.id, { ...alert(), version: made.version }, await k.as('site_manager'));
    expect(stale.json<{ msg: string }>().msg).toMatch(/^Eddie Editor changed this alert at 2:06 PM\./);
  });

  it('deletes an alert over the version read; an older version is a 409, a deleted alert a 404', async () => {
    const made = await create(k.northfield, alert({ message: 'Gone soon' }));
    expect((await remove(k.northfield, made.id, 7)).statusCode).toBe(409);
    const removed = await remove(k.northfield, made.id, made.version);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ alerts: ConsoleAlert[] }>().alerts.map((a) => a.id)).not.toContain(made.id);
    expect(await shown('northfield')).not.toContain('Gone soon');
    expect(await lastAuditOf(k.db, 'homepage_alert')).toMatchObject({ action: 'delete', before: expect.objectContaining({ message: 'Gone soon' }), after: null });
    const again = await remove(k.northfield, made.id, made.version);
    expect(again.json()).toEqual({ status: 'error', msg: A.notFound });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another site's alert, leaving it as it was", async () => {
    const lakesides = await create(k.lakeside, alert({ message: 'Lakeside only' }), admin);
    expect((await edit(k.northfield, lakesides.id, { ...alert({ message: 'Taken over' }), version: 1 })).statusCode).toBe(404);
    expect((await remove(k.northfield, lakesides.id, 1)).statusCode).toBe(404);
    expect((await alertsOf(admin, k.lakeside)).alerts.find((a) => a.id === lakesides.id)).toMatchObject({ message: 'Lakeside only', version: 1 });
  });
});

describe('what an alert may say', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ message: '' }, { message: A.messageNeeded }],
    [{ message: '   ' }, { message: A.messageNeeded }],
    [{ message: 'x'.repeat(301) }, { message: F.tooLong(300) }],
    [{ message: 'Two\nlines' }, { message: 'Must be one line of text, without line breaks or control characters.' }],
    [{ message: 'Bidi \u202e trick' }, { message: 'Must be one line of text, without line breaks or control characters.' }],
    [{ icon: 'skull' }, { icon: A.icon }],
    [{ use_link: true, link: null }, { link: A.linkNeeded }],
    [{ use_link: true, link: 'http://example.com/more' }, { link: F.sitePathOrHttps }],
    [{ use_link: true, link: '//evil.example.com/x' }, { link: F.sitePathOrHttps }],
    [{ use_link: true, link: 'javascript:alert(1)' }, { link: F.sitePathOrHttps }],
    [{ use_link: 'yes' }, { use_link: 'Must be true or false.' }],
    [{ owner: 'me' }, { owner: 'This field is not allowed.' }],
  ])('refuses %j', async (changes, errors) => {
    const response = await manager.send('POST', base(k.northfield), alert(changes));
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toEqual(errors);
  });

  it('takes an https link or a path of the site', async () => {
    expect((await create(k.northfield, alert({ use_link: true, link: 'https://www.northfield.example.edu/news' }))).link).toBe('https://www.northfield.example.edu/news');
    expect((await create(k.northfield, alert({ use_link: true, link: '/northfield/events' }))).link).toBe('/northfield/events');
  });
});

describe('who may change the alerts', () => {
  it("lets Northfield's editor and site manager change Northfield's alerts only", async () => {
    await create(k.northfield, alert({ message: 'By the editor' }), editor);
    for (const response of [await manager.get(base(k.lakeside)), await manager.send('POST', base(k.lakeside), alert()), await editor.send('POST', base(k.lakeside), alert())]) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { status: 'error', msg: M.notAllowed } });
    }
    const kitchen = await k.as('location_manager');
    expect((await kitchen.get(base(k.northfield))).statusCode).toBe(403);
  });
});
