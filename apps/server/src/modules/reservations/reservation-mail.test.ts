import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { formatSlotTime } from '@commons/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { limitsOf, openDatabase } from '../../db/client.ts';
import { locations, mailOutbox, reservations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { smtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../test-support/smtp-test-server.ts';
import { browser, customerTestApp } from '../customers/testing/customer-test-kit.ts';
import { IN_TWO_DAYS, TODAY, bookingForm, locationNamed, sessionCustomers } from './testing/reservation-test-kit.ts';
import { REMINDER_LEAD_MS } from './reservation-reminders.ts';
import { slotInstant } from './reservation-mail.ts';

const ZONE = 'America/New_York';
const BASE = 'http://dining.example.edu';
let now = TODAY;
let t: TestApp;
let smtp: SmtpTestServer;
let siteId = 0;
let grill = 0;
let interval = 0;

beforeAll(async () => {
  smtp = await smtpTestServer();
  const made = await customerTestApp(TODAY, () => now, { SMTP_URL: smtp.url, PUBLIC_BASE_URL: BASE });
  t = made.t;
  siteId = made.northfield;
  grill = await locationNamed(t, siteId, 'Westside Grill');
  interval = (await t.database.db.select({ v: locations.reservation_interval }).from(locations).where(eq(locations.id, grill)))[0]?.v ?? 0;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The free slots (minutes of the day) of the grill on `date`, as the booking page offers them. */
async function freeSlots(date: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/reservations/availability?site_id=${siteId}&location_id=${grill}&date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slots: { minute: number; problem: string | null }[] }).slots.filter((s) => s.problem === null).map((s) => s.minute);
}

let slotIndex = 0;
/** A new customer with a booking at the grill on IN_TWO_DAYS, each at the next free slot. */
async function booked(changes: Record<string, unknown> = {}) {
  const [me] = await sessionCustomers(t, siteId, 1, now);
  if (!me) throw new Error('no customer');
  const minute = (await freeSlots(IN_TWO_DAYS))[slotIndex++ % 4] ?? 0;
  const res = await me.b.post('/v1/reservations/', bookingForm(grill, IN_TWO_DAYS, Math.floor(minute / 60), minute % 60, { email: me.email, ...changes }));
  expect(res.statusCode, res.body).toBe(200);
  return { me, id: (res.json() as { reservation: { id: string } }).reservation.id, minute };
}

/** The messages the SMTP server received for `to`, waited for until there are `count` with `subject`. */
async function mailsTo(to: string, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await vi.waitFor(() => {
    found = smtp.received.filter((m) => m.to.includes(to) && subject.test(m.decoded));
    expect(found).toHaveLength(count);
  });
  return found;
}

/** The MIME parts of a message: headers and decoded body of each leaf. */
function mimeParts(raw: string): { headers: string; body: string }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1] ?? '');
  let chunks = [raw];
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`));
  return chunks
    .map((chunk) => {
      const at = chunk.search(/\r?\n\r?\n/);
      const headers = at < 0 ? chunk : chunk.slice(0, at);
      const body = at < 0 ? '' : chunk.slice(at).trim();
      if (/Content-Transfer-Encoding: base64/i.test(headers)) return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
      if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
        return { headers, body: Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8') };
      return { headers, body };
    })
    .filter((p) => /Content-Type:/i.test(p.headers) && !/multipart\//i.test(p.headers));
}

const part = (mail: ReceivedMail, type: RegExp) => mimeParts(mail.raw).find((p) => type.test(p.headers.split(/\r?\n/).find((l) => /^Content-Type:/i.test(l)) ?? ''));

describe('slotInstant', () => {
  it('reads a wall time as the database does, across both daylight-saving changes (the reminder and the calendar file agree)', async () => {
    for (const [date, minute] of [['2026-03-06', 14 * 60], ['2026-03-08', 150], ['2026-03-08', 90], ['2026-11-01', 90], ['2026-11-01', 30]] as const) {
      const local = `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const result = await t.database.db.execute<{ at: string }>(sql`select to_char((${local}::timestamp at time zone ${ZONE}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { at: string }[] }).rows) as { at: string }[];
      expect(slotInstant(date, minute, ZONE).toISOString().slice(0, 16), local).toBe(rows[0]?.at);
    }
  });
});

describe('the confirmation e-mail', () => {
  it('reaches the customer with the details, the cancellation link and a calendar file in the site zone', async () => {
    now = TODAY;
    const { me, id, minute } = await booked({ friends: 2, notes: 'Window seat, please' });
    const [mail] = await mailsTo(me.email, /Subject: Your reservation at Westside Grill/);
    if (!mail) throw new Error('no mail');
    const time = formatSlotTime(minute);
    expect(mail.decoded).toContain(`Subject: Your reservation at Westside Grill on 3/6/26 at ${time}`);
    const link = `${BASE}/northfield/cancel-reservation/${me.public_id}/${id}`;
    const text = part(mail, /text\/plain/)?.body ?? '';
    for (const line of ['Location: Westside Grill', 'Date: 3/6/26', `Time: ${time}`, 'Guests: +2', 'Name: Ada Lovelace', 'Notes: Window seat, please', link]) expect(text).toContain(line);
    expect(part(mail, /text\/html/)?.body).toContain(link);

    const ics = part(mail, /text\/calendar/);
    expect(ics?.headers).toMatch(/filename="?reservation\.ics/);
    expect(ics?.body).toMatch(new RegExp(`DTSTART;TZID=${ZONE}:20260306T${String(Math.floor(minute / 60)).padStart(2, '0')}${String(minute % 60).padStart(2, '0')}00`));
    const calendar = new ICAL.Component(ICAL.parse(ics?.body ?? ''));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${id}@commons-reservations`);
    expect(event.location).toBe('Westside Grill');
    expect(event.description).toContain(link);
    event.startDate.zone = zone;
    event.endDate.zone = zone;
    expect(event.startDate.toJSDate().toISOString()).toBe(slotInstant(IN_TWO_DAYS, minute, ZONE).toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(interval * 60_000);
  });

  it('shows HTML typed into the notes as text in the HTML part', async () => {
    now = TODAY;
    const { me } = await booked({ notes: '<img src=x onerror=alert(1)> & <b>nuts</b>' });
    const [mail] = await mailsTo(me.email, /Subject: Your reservation at/);
    const html = (mail && part(mail, /text\/html/)?.body) ?? '';
    expect(html).toContain('Notes: &lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;nuts&lt;/b&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>nuts');
  });
});

describe('the cancellation notice', () => {
  it('is sent when the customer cancels from the account', async () => {
    now = TODAY;
    const { me, id } = await booked();
    expect((await me.b.send({ method: 'DELETE', url: '/v1/reservations/', payload: { reservation_id: id } })).statusCode).toBe(200);
    const [mail] = await mailsTo(me.email, /Subject: Your reservation has been cancelled/);
    expect(part(mail!, /text\/plain/)?.body).toContain('Location: Westside Grill');
    expect(part(mail!, /text\/plain/)?.body).toContain('Date: 3/6/26');
    const ics = part(mail!, /text\/calendar/)?.body ?? '';
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${id}@commons-reservations`);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(ics).toContain('METHOD:CANCEL');
  });

  it('is sent when the e-mailed link cancels, once, even when the link is used again', async () => {
    now = TODAY;
    const { me, id } = await booked();
    const link = () => browser(t).post('/v1/reservations/cancel_by_link', { customer_id: me.public_id, reservation_id: id });
    expect((await link()).statusCode).toBe(200);
    expect((await link()).statusCode).toBe(409);
    await mailsTo(me.email, /Subject: Your reservation has been cancelled/);
    const queued = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, me.email), like(mailOutbox.subject, '%cancelled%')));
    expect(queued).toHaveLength(1);
  });
});

const reminderRows = (email: string) => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Reminder:%')));

describe('the reminder two hours before', () => {
  it('is queued once, when the clock reaches two hours before the slot, and not before', async () => {
    now = TODAY;
    const { me, id, minute } = await booked();
    const start = slotInstant(IN_TWO_DAYS, minute, ZONE);
    now = new Date(start.getTime() - REMINDER_LEAD_MS - 60_000);
    await t.app.reservationReminders.runOnce();
    expect(await reminderRows(me.email)).toHaveLength(0);
    now = new Date(start.getTime() - REMINDER_LEAD_MS);
    await t.app.reservationReminders.runOnce();
    await t.app.reservationReminders.runOnce();
    expect(await reminderRows(me.email)).toHaveLength(1);
    const [mail] = await mailsTo(me.email, /Subject: Reminder: your reservation at Westside Grill/);
    expect(part(mail!, /text\/plain/)?.body).toContain(`/cancel-reservation/${me.public_id}/${id}`);
    const [row] = await t.database.db.select({ reminded_at: reservations.reminded_at }).from(reservations).where(eq(reservations.public_id, id));
    expect(row?.reminded_at?.toISOString()).toBe(now.toISOString());
  });

  it('is not sent for a reservation made less than two hours before its start: the confirmation was just sent', async () => {
    now = TODAY;
    const { me, id, minute } = await booked();
    const start = slotInstant(IN_TWO_DAYS, minute, ZONE);
    await t.database.db
      .update(reservations)
      .set({ created_at: new Date(start.getTime() - REMINDER_LEAD_MS + 60_000) })
      .where(eq(reservations.public_id, id));
    now = new Date(start.getTime() - 60 * 60_000);
    await t.app.reservationReminders.runOnce();
    expect(await reminderRows(me.email)).toHaveLength(0);
  });

  it('is not sent for a cancelled reservation', async () => {
    now = TODAY;
    const { me, id, minute } = await booked();
    expect((await me.b.send({ method: 'DELETE', url: '/v1/reservations/', payload: { reservation_id: id } })).statusCode).toBe(200);
    now = new Date(slotInstant(IN_TWO_DAYS, minute, ZONE).getTime() - 60 * 60_000);
    await t.app.reservationReminders.runOnce();
    expect(await reminderRows(me.email)).toHaveLength(0);
  });

  it('is queued by the job an instance starts with it when RESERVATION_REMINDERS is on, and the job stops when it closes', async () => {
    now = TODAY;
    const { me, minute } = await booked();
    now = new Date(slotInstant(IN_TWO_DAYS, minute, ZONE).getTime() - 30 * 60_000);
    const running = await buildApp({ config: { ...readConfig(), LOG_LEVEL: 'silent', RESERVATION_REMINDERS: 'on', RESERVATION_REMINDER_EVERY_MS: 1000, PUBLIC_BASE_URL: BASE }, database: t.database, clock: () => now });
    try {
      await running.ready();
      await vi.waitFor(async () => expect(await reminderRows(me.email)).toHaveLength(1));
    } finally {
      await running.close();
    }
  });

  it('is queued once per reservation when two instances run the pass at the same moment', async () => {
    now = TODAY;
    const bookings = [await booked(), await booked(), await booked()];
    const latest = Math.max(...bookings.map((b) => b.minute));
    // A second instance with its own connection pool on PostgreSQL (one shared PGlite otherwise).
    const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, dataDir: 'memory://', limits: limitsOf(readConfig()) }) : t.database;
    const second: FastifyInstance = await buildApp({ config: { ...readConfig(), LOG_LEVEL: 'silent', RESERVATION_REMINDERS: 'off', SUBSCRIPTION_BILLING: 'off', PUBLIC_BASE_URL: BASE }, database, clock: () => now });
    try {
      now = new Date(slotInstant(IN_TWO_DAYS, latest, ZONE).getTime() - REMINDER_LEAD_MS + 60_000);
      const counts = await Promise.all([t.app.reservationReminders.runOnce(), second.reservationReminders.runOnce(), t.app.reservationReminders.runOnce(), second.reservationReminders.runOnce()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(bookings.length);
      for (const b of bookings) expect(await reminderRows(b.me.email)).toHaveLength(1);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});
