import { inflateSync } from 'node:zlib';
import { darkRuns, qrMatrix } from './qr-matrix.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESERVATION_TEXTS } from '@commons/domain';
import { reservations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { browser, customerTestApp } from '../customers/testing/customer-test-kit.ts';
import { CROSS_SITE_REFUSED } from '../../platform/cross-site.ts';
import { DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from '../../seed/seed-customers.ts';
import { NO_RESERVATIONS, RESERVATION_NOT_FOUND } from './reservations.service.ts';
import { pdfLines } from '../../test-support/pdf-reading.ts';
import { IN_TWO_DAYS, TODAY, TOMORROW, bookingForm, locationNamed, seatsAt, sessionCustomers } from './testing/reservation-test-kit.ts';

let t: TestApp;
const ids = { northfield: 0, lakeside: 0, blocks: 0, guests: 0, limited: 0, notSameDay: 0, plain: 0, lakesideGuests: 0 };

beforeAll(async () => {
  const made = await customerTestApp(TODAY, () => TODAY);
  t = made.t;
  ids.northfield = made.northfield;
  ids.lakeside = made.lakeside;
  ids.blocks = await locationNamed(t, made.northfield, 'North Tower Dining');
  ids.guests = await locationNamed(t, made.northfield, 'Westside Grill');
  ids.limited = await locationNamed(t, made.northfield, 'Library Coffee');
  ids.notSameDay = await locationNamed(t, made.northfield, 'Late Night at Maple');
  ids.plain = await locationNamed(t, made.northfield, 'Sunrise Bakery');
  ids.lakesideGuests = await locationNamed(t, made.lakeside, 'Pier Pizza');
});
afterAll(async () => t.close());

const customer = async () => {
  const [one] = await sessionCustomers(t, ids.northfield, 1, TODAY);
  if (!one) throw new Error('no customer');
  return one;
};
const book = (b: ReturnType<typeof browser>, form: Record<string, unknown>) => b.post('/v1/reservations/', form);
const cancel = (b: ReturnType<typeof browser>, payload: unknown) => b.send({ method: 'DELETE', url: '/v1/reservations/', payload: payload as object });

describe('GET /v1/locations/all_locations_reservations', () => {
  it("lists the site's reservable locations with their settings and schedules", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/locations/all_locations_reservations?site_id=${ids.northfield}` });
    expect(res.statusCode).toBe(200);
    const { locations } = res.json() as { locations: { id: number; name: string; use_reservation_hours: boolean; guest_friend_limit: number; schedules: { name: string | null; type: string }[] }[] };
    expect(locations.map((l) => l.name).sort()).toEqual(['Late Night at Maple', 'Library Coffee', 'North Tower Dining', 'Westside Grill']);
    const blocks = locations.find((l) => l.id === ids.blocks);
    expect(blocks?.use_reservation_hours).toBe(true);
    expect(blocks?.schedules.map((s) => [s.name, s.type])).toEqual([
      ['Lunch', 'reservation'],
      ['Dinner', 'reservation'],
    ]);
    expect(locations.find((l) => l.id === ids.guests)?.guest_friend_limit).toBe(3);
  });

  it('is a 404 for an unknown site and a 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/locations/all_locations_reservations?site_id=999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/locations/all_locations_reservations?site_id=abc' })).statusCode).toBe(400);
  });
});

describe('the demo data', () => {
  it('offers bookable dates at every reservable location of both full sites, and the demo customer has two reservations', async () => {
    for (const siteId of [ids.northfield, ids.lakeside]) {
      const { locations } = (await t.app.inject({ method: 'GET', url: `/v1/locations/all_locations_reservations?site_id=${siteId}` })).json() as { locations: { id: number }[] };
      expect(locations).toHaveLength(4);
      for (const location of locations) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/reservations/availability?site_id=${siteId}&location_id=${location.id}&date=${IN_TWO_DAYS}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().slots.length).toBeGreaterThan(0);
      }
    }
    const demo = browser(t);
    expect((await demo.login(ids.northfield, demoCustomerEmail('northfield'), DEMO_CUSTOMER_PASSWORD)).statusCode).toBe(200);
    const list = (await demo.get(`/v1/customer/reservations?site_id=${ids.northfield}`)).json() as { reservations: { location_name: string; status: string }[] };
    expect(list.reservations.map((r) => [r.location_name, r.status])).toEqual([
      ['North Tower Dining', 'booked'],
      ['Westside Grill', 'booked'],
    ]);
  });
});

describe('GET /v1/reservations/availability', () => {
  const url = (locationId: number, date: string, siteId = ids.northfield) => `/v1/reservations/availability?site_id=${siteId}&location_id=${locationId}&date=${date}`;

  it('answers seats per slot, never who booked them (before the slot fills up below)', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(ids.guests, TOMORROW) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { slots: { hour: number; minutes: number; remaining: number; badge: string | null }[] };
    // Seeded: 4 + 3 + 4 seats of 12 at noon tomorrow.
    expect(body.slots.find((s) => s.hour === 12 && s.minutes === 0)).toMatchObject({ remaining: 1, badge: 'low' });
    expect(res.body).not.toMatch(/Riley|Morgan|Taylor|high chair|example\.edu/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows time blocks, and marks the logged-in customer\u2019s own slot', async () => {
    const me = await customer();
    expect((await book(me.b, bookingForm(ids.blocks, IN_TWO_DAYS, 18, 0))).statusCode).toBe(200);
    const res = await me.b.get(url(ids.blocks, IN_TWO_DAYS));
    const body = res.json() as { blocks: { name: string; state: string }[]; slots: { hour: number; minutes: number; mine: boolean }[] };
    expect(body.blocks.map((b) => [b.name, b.state])).toEqual([
      ['Lunch', 'open'],
      ['Dinner', 'limit-reached'],
    ]);
    expect(body.slots.filter((s) => s.mine).map((s) => [s.hour, s.minutes])).toEqual([[18, 0]]);
  });

  it('refuses a date outside the window, and a location without reservations or of another site', async () => {
    for (const date of ['2026-03-03', '2026-05-01']) expect((await t.app.inject({ method: 'GET', url: url(ids.guests, date) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: url(ids.notSameDay, '2026-03-04') })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: url(ids.guests, '2026-02-30') })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: url(ids.plain, TOMORROW) })).json().msg).toBe(NO_RESERVATIONS);
    expect((await t.app.inject({ method: 'GET', url: url(ids.lakesideGuests, TOMORROW) })).statusCode).toBe(404);
  });
});

describe('POST /v1/reservations/', () => {
  it('books a slot, answers it and lists it; notes are kept verbatim as text', async () => {
    const me = await customer();
    const notes = '<script>alert("x")</script> & <b>window</b> seat';
    const res = await book(me.b, bookingForm(ids.guests, IN_TWO_DAYS, 13, 30, { friends: 2, notes, customer_id: me.id }));
    expect(res.statusCode, res.body).toBe(200);
    const { reservation, msg } = res.json() as { reservation: { id: string; notes: string; friends: number; location_name: string }; msg: string };
    expect(msg).toBe(RESERVATION_TEXTS.created);
    expect(reservation).toMatchObject({ notes, friends: 2, location_name: 'Westside Grill', date: IN_TWO_DAYS, hour: 13, minute: 30, status: 'booked' });
    expect(reservation.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.public_id, reservation.id));
    expect(row?.notes).toBe(notes);
    const list = (await me.b.get(`/v1/customer/reservations?site_id=${ids.northfield}`)).json() as { reservations: { id: string }[] };
    expect(list.reservations.map((r) => r.id)).toEqual([reservation.id]);
  });

  it('needs a session (401), refuses another customer id (403) and cross-site writes (403)', async () => {
    const res = await browser(t).post('/v1/reservations/', bookingForm(ids.guests, IN_TWO_DAYS, 14, 0));
    expect(res.statusCode).toBe(401);
    const me = await customer();
    expect((await book(me.b, bookingForm(ids.guests, IN_TWO_DAYS, 14, 0, { customer_id: me.id + 1000 }))).statusCode).toBe(403);
    const cross = await me.b.post('/v1/reservations/', bookingForm(ids.guests, IN_TWO_DAYS, 14, 0), { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().msg).toBe(CROSS_SITE_REFUSED);
  });

  it.each([
    ['a past date', { date: '2026-03-03' }, 'date-outside-window'],
    ['a date beyond 30 days', { date: '2026-04-10' }, 'date-outside-window'],
    ['today where same-day bookings are off', { location_id: 'notSameDay', date: '2026-03-04', hour: 18 }, 'date-outside-window'],
    ['a time that is not a slot', { minute: 10 }, 'not-a-slot'],
    ['a time outside every block', { hour: 23 }, 'not-a-slot'],
    ['more guests than the location allows', { friends: 4 }, 'too-many-guests'],
    ['guests where none are allowed', { location_id: 'blocks', hour: 12, friends: 1 }, 'too-many-guests'],
  ])('refuses %s with a 409 and the problem code', async (_name, changes, code) => {
    const me = await customer();
    const { location_id: named, ...rest } = changes as Record<string, unknown>;
    const location = named ? ids[named as keyof typeof ids] : ids.guests;
    const res = await book(me.b, bookingForm(location, IN_TWO_DAYS, 15, 0, rest));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ status: 'error', msg: RESERVATION_TEXTS.noLongerAvailable, errors: { code } });
  });

  it('refuses a slot taken meanwhile with a 409', async () => {
    const [me, last] = await sessionCustomers(t, ids.northfield, 2, TODAY);
    if (!me || !last) throw new Error('no customers');
    // Tomorrow at noon has 1 seat left: a party of 2 does not fit; the last seat goes, then it is full.
    const party = await book(me.b, bookingForm(ids.guests, TOMORROW, 12, 0, { friends: 1 }));
    expect(party.json().errors).toEqual({ code: 'too-many-guests' });
    expect((await book(last.b, bookingForm(ids.guests, TOMORROW, 12, 0))).statusCode).toBe(200);
    const res = await book(me.b, bookingForm(ids.guests, TOMORROW, 12, 0));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: 'full' });
    expect(await seatsAt(t, ids.guests, TOMORROW, 12, 0)).toBe(12);
  });

  it.each([
    ['negative friends', { friends: -1 }, 'friends'],
    ['huge friends', { friends: 1e9 }, 'friends'],
    ['fractional friends', { friends: 1.5 }, 'friends'],
    ['friends as text', { friends: '2' }, 'friends'],
    ['oversized notes', { notes: 'x'.repeat(501) }, 'notes'],
    ['notes with NUL', { notes: 'a\u0000b' }, 'notes'],
    ['a missing first name', { first_name: '' }, 'first_name'],
    ['digits in the last name', { last_name: 'R2D2' }, 'last_name'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['an unreal date', { date: '2026-02-30' }, 'date'],
    ['a date in another format', { date: '03/06/2026' }, 'date'],
    ['an hour of 24', { hour: 24 }, 'hour'],
    ['a minute as text', { minute: '30' }, 'minute'],
    ['a bad location id', { location_id: -3 }, 'location_id'],
    ['an unknown field', { admin: true }, ''],
    ['a bad idempotency key', { idempotency_key: 'a b' }, 'idempotency_key'],
    ['ver 3', { ver: 3 }, 'ver'],
  ])('refuses %s with a 400', async (_name, changes, field) => {
    const me = await customer();
    const res = await book(me.b, bookingForm(ids.guests, IN_TWO_DAYS, 15, 0, changes));
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it('refuses a missing or malformed body with a 400', async () => {
    const me = await customer();
    expect((await me.b.send({ method: 'POST', url: '/v1/reservations/' })).statusCode).toBe(400);
    expect((await me.b.send({ method: 'POST', url: '/v1/reservations/', payload: '{"first_name":', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await me.b.send({ method: 'POST', url: '/v1/reservations/', payload: '[]', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });

  it('is a 404 for a location of another site, without reservations, or unknown', async () => {
    const me = await customer();
    for (const location of [ids.lakesideGuests, ids.plain, 999_999]) {
      const res = await book(me.b, bookingForm(location, IN_TWO_DAYS, 15, 0));
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(NO_RESERVATIONS);
    }
  });

  it('answers the first reservation for the same idempotency key, sequentially and concurrently', async () => {
    const me = await customer();
    const form = bookingForm(ids.guests, IN_TWO_DAYS, 16, 0, { idempotency_key: 'first-try-0001' });
    const first = await book(me.b, form);
    const again = await book(me.b, form);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().reservation.id).toBe(first.json().reservation.id);
    const raced = await Promise.all([1, 2, 3].map(() => book(me.b, bookingForm(ids.guests, IN_TWO_DAYS, 16, 30, { idempotency_key: 'raced-key-0001' }))));
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(raced.map((r) => r.json().reservation.id)).size).toBe(1);
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.customer_id, me.id));
    expect(rows).toHaveLength(2);
  });

  it('keeps a visit limit: a second time in the same block is refused', async () => {
    const me = await customer();
    expect((await book(me.b, bookingForm(ids.blocks, TOMORROW, 11, 0))).statusCode).toBe(200);
    const res = await book(me.b, bookingForm(ids.blocks, TOMORROW, 12, 0));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.code).toBe('visit-limit');
    expect((await book(me.b, bookingForm(ids.blocks, TOMORROW, 17, 0))).statusCode).toBe(200);
  });
});

describe('cancelling, listing and printing', () => {
  async function booked() {
    const me = await customer();
    const res = await book(me.b, bookingForm(ids.limited, TOMORROW, 9, 15));
    expect(res.statusCode, res.body).toBe(200);
    return { me, id: (res.json() as { reservation: { id: string } }).reservation.id };
  }

  it('DELETE cancels the own reservation once; twice is a 409', async () => {
    const { me, id } = await booked();
    const res = await cancel(me.b, { reservation_id: id, ver: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: RESERVATION_TEXTS.cancelled, reservation: { id, status: 'cancelled' } });
    const again = await cancel(me.b, { reservation_id: id, ver: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(RESERVATION_TEXTS.cancelFailed);
    expect(await seatsAt(t, ids.limited, TOMORROW, 9, 15)).toBe(0);
  });

  it("another customer can't cancel, print or list it (404, as for an unknown id)", async () => {
    const { id } = await booked();
    const other = await customer();
    const res = await cancel(other.b, { reservation_id: id });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(RESERVATION_NOT_FOUND);
    expect((await cancel(other.b, { reservation_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await other.b.get(`/v1/customer/reservation_card?site_id=${ids.northfield}&reservation_id=${id}`)).statusCode).toBe(404);
    expect((await other.b.get(`/v1/customer/reservations?site_id=${ids.northfield}`)).json()).toEqual({ reservations: [] });
    expect((await browser(t).send({ method: 'DELETE', url: '/v1/reservations/', payload: { reservation_id: id } })).statusCode).toBe(401);
    expect((await cancel(other.b, { reservation_id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('lists upcoming first, then cancelled', async () => {
    const me = await customer();
    const first = (await book(me.b, bookingForm(ids.limited, IN_TWO_DAYS, 10, 0))).json().reservation.id as string;
    const second = (await book(me.b, bookingForm(ids.limited, TOMORROW, 10, 0))).json().reservation.id as string;
    await cancel(me.b, { reservation_id: first });
    const list = (await me.b.get(`/v1/customer/reservations?site_id=${ids.northfield}&customer_id=${me.id}`)).json() as { reservations: { id: string; status: string }[] };
    expect(list.reservations.map((r) => [r.id, r.status])).toEqual([
      [second, 'booked'],
      [first, 'cancelled'],
    ]);
  });

  it('prints a PDF card of the own reservation with its cancellation link', async () => {
    const { me, id } = await booked();
    const res = await me.b.get(`/v1/customer/reservation_card?site_id=${ids.northfield}&reservation_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfLines(res.rawPayload);
    expect(lines.slice(0, 5)).toEqual(['Northfield University', 'Library Coffee', '3/5/26 at 9:15 AM', 'Guests: just me', 'Name: Ada Lovelace']);
    const text = lines.join('');
    // The QR code's caption shares its baseline with the link's label.
    expect(text).toContain('Scan to cancelTo cancel, open:');
    expect(text).toContain(`/northfield/cancel-reservation/${me.public_id}/${id}`);
    // The page's content streams, inflated.
    const raw = res.rawPayload.toString('latin1');
    const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
      const bytes = Buffer.from(m[1] ?? '', 'latin1');
      try {
        return inflateSync(bytes).toString('latin1');
      } catch {
        return bytes.toString('latin1');
      }
    });
    // The QR code: one filled rectangle (a closed path, then fill) per run of dark modules of the link's code.
    const link = /https?:\/\/\S+?\/northfield\/cancel-reservation\/[0-9a-f-]{36}\/[0-9a-f-]{36}/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
    expect([...streams.join('\n').matchAll(/\nh\nf\n/g)]).toHaveLength(darkRuns(qrMatrix(link)).length);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('prints the name on the reservation card in the script it is written in', async () => {
    const me = await customer();
    const made = await book(me.b, bookingForm(ids.limited, TOMORROW, 9, 30, { first_name: 'Ελένη', last_name: 'כהן' }));
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { reservation: { id: string } }).reservation.id;
    const res = await me.b.get(`/v1/customer/reservation_card?site_id=${ids.northfield}&reservation_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(await pdfLines(res.rawPayload)).toContain('Name: Ελένη כהן');
  });

  /** Links that name no reservation of theirs: another customer's id, no id, or a reservation that does not exist. */
  async function linksThatMiss(customerId: string, reservationId: string): Promise<[string, string][]> {
    const other = await customer();
    return [
      [other.public_id, reservationId],
      ['nonsense', reservationId],
      [customerId, '00000000-0000-4000-8000-000000000000'],
    ];
  }

  it('the e-mailed link cancels without a login; every failure says the same', async () => {
    const { me, id } = await booked();
    const link = (customerId: string, reservationId: string) => browser(t).post('/v1/reservations/cancel_by_link', { customer_id: customerId, reservation_id: reservationId });
    for (const [c, r] of await linksThatMiss(me.public_id, id)) {
      const res = await link(c, r);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(RESERVATION_TEXTS.cancelFailed);
    }
    const res = await link(me.public_id, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: RESERVATION_TEXTS.cancelled });
    const again = await link(me.public_id, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(RESERVATION_TEXTS.cancelFailed);
  });

  it("the link's page reads what it cancels without changing it, and says when the link is unknown or the reservation cancelled", async () => {
    const { me, id } = await booked();
    const read = (customerId: string, reservationId: string) => browser(t).get(`/v1/reservations/by_link?customer_id=${customerId}&reservation_id=${reservationId}`);
    const first = await read(me.public_id, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reservation: { location_name: 'Library Coffee', date: '2026-03-05', hour: 9, minute: 15, friends: 0, status: 'booked' } });
    expect(first.headers['cache-control']).toBe('private, no-store');
    // Reading twice (a mail scanner, then the student) leaves it booked.
    expect((await read(me.public_id, id)).json().reservation.status).toBe('booked');
    for (const [c, r] of await linksThatMiss(me.public_id, id)) {
      const res = await read(c, r);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('We could not find this reservation. Check that the link is the whole one from your email.');
    }
    expect((await browser(t).post('/v1/reservations/cancel_by_link', { customer_id: me.public_id, reservation_id: id })).statusCode).toBe(200);
    expect((await read(me.public_id, id)).json()).toEqual({ reservation: { location_name: 'Library Coffee', date: '2026-03-05', hour: 9, minute: 15, friends: 0, status: 'cancelled' } });
    // Missing, oversized and unknown fields are field errors.
    const missing = await browser(t).get('/v1/reservations/by_link?customer_id=x');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['reservation_id']);
    expect((await read('x'.repeat(101), id)).json().errors).toEqual({ customer_id: 'Too long.' });
    expect((await browser(t).get(`/v1/reservations/by_link?customer_id=${me.public_id}&reservation_id=${id}&extra=1`)).statusCode).toBe(400);
  });

  it('rate-limits the cancellation link per address', async () => {
    const b = browser(t);
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push((await b.post('/v1/reservations/cancel_by_link', { customer_id: 'x', reservation_id: 'y' })).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
  });
});
