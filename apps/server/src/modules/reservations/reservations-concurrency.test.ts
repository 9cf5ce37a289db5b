import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RESERVATION_TEXTS } from '@commons/domain';
import { locations, reservations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances.ts';
import { browser } from '../customers/testing/customer-test-kit.ts';
import { IN_TWO_DAYS, TODAY, TOMORROW, bookingForm, locationNamed, seatsAt, sessionCustomers } from './testing/reservation-test-kit.ts';

/**
 * Bookings race from two app instances on one PostgreSQL database (ADR 0022): each instance queues
 * its own bookings of a location, so only the row lock taken in the database keeps the two from
 * both selling the last seats, or one customer's two slots in one time block from both passing
 * the visit limit; and the idempotency key's lookup under that lock keeps a retried request from
 * booking twice.
 */
const CAPACITY = 10;
const BOOKERS = 40;
let apps: TwoInstances;
let siteId = 0;
let locationId = 0;
/** North Tower Dining: 'Lunch' and 'Dinner' blocks, one visit per block. */
let blocksId = 0;

beforeAll(async () => {
  apps = await twoInstances({ today: TODAY, clock: () => TODAY });
  siteId = (await apps.first.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
  locationId = await locationNamed(apps.first, siteId, 'Westside Grill');
  await apps.first.database.db.update(locations).set({ reservation_capacity: CAPACITY }).where(eq(locations.id, locationId));
  blocksId = await locationNamed(apps.first, siteId, 'North Tower Dining');
  // Seats to spare, so that only the visit limit can refuse there.
  await apps.first.database.db.update(locations).set({ reservation_capacity: 100 }).where(eq(locations.id, blocksId));
}, 60_000);
afterAll(async () => apps.close());

/** Every other request goes to the other instance. */
const instanceFor = (n: number): TestApp => (n % 2 === 0 ? apps.first : apps.second);

/** `count` signed-in customers, customer n sending through instanceFor(n). */
async function bookers(count: number) {
  const made = await sessionCustomers(apps.first, siteId, count, TODAY);
  return made.map((customer, n) => {
    const b = browser(instanceFor(n));
    b.token = customer.b.token;
    return { ...customer, b };
  });
}

describe('booking one slot from two instances at once', () => {
  it(`${BOOKERS} customers of two, half through each instance: exactly the ${CAPACITY} seats are sold, the rest get 409, no 5xx`, async () => {
    const rush = await bookers(BOOKERS);
    const answers = await Promise.all(rush.map((c, n) => c.b.post('/v1/reservations/', bookingForm(locationId, IN_TWO_DAYS, 14, 0, { friends: 1, idempotency_key: `rush-${n}-key` }))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BOOKERS - 5);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().msg).toBe(RESERVATION_TEXTS.noLongerAvailable);
    expect(await seatsAt(apps.first, locationId, IN_TWO_DAYS, 14, 0)).toBe(10);
    // Both instances sold some: the race was between them, not within one.
    const sold = new Set(answers.flatMap((a, n) => (a.statusCode === 200 ? [n % 2] : [])));
    expect(sold.size).toBe(2);
  }, 30_000);

  it('12 customers each sending two lunch slots at once, one to each instance, get one each: the visit limit holds across instances', async () => {
    const lunchSeats = async () => (await seatsAt(apps.first, blocksId, TOMORROW, 11, 0)) + (await seatsAt(apps.first, blocksId, TOMORROW, 12, 0));
    const before = await lunchSeats();
    const customers = await bookers(12);
    const pairs = await Promise.all(
      customers.map((c, n) => {
        const throughTheOther = browser(instanceFor(n + 1));
        throughTheOther.token = c.b.token;
        return Promise.all([c.b.post('/v1/reservations/', bookingForm(blocksId, TOMORROW, 11, 0)), throughTheOther.post('/v1/reservations/', bookingForm(blocksId, TOMORROW, 12, 0))]);
      }),
    );
    for (const pair of pairs) {
      expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(pair.find((a) => a.statusCode === 409)?.json().errors.code).toBe('visit-limit');
    }
    expect(await lunchSeats()).toBe(before + 12);
  }, 30_000);

  it('one customer sending the same booking to both instances at once books once, and both answers name that reservation', async () => {
    const [me] = await bookers(1);
    if (!me) throw new Error('no customer');
    const form = bookingForm(locationId, IN_TWO_DAYS, 15, 0, { friends: 0, idempotency_key: 'retried-key' });
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, n) => {
        const b = browser(instanceFor(n));
        b.token = me.b.token;
        return b.post('/v1/reservations/', form);
      }),
    );
    expect(sent.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set(sent.map((a) => (a.json() as { reservation: { id: string } }).reservation.id));
    expect(ids.size).toBe(1);
    const rows = await apps.first.database.db.select({ id: reservations.id }).from(reservations).where(and(eq(reservations.customer_id, me.id), eq(reservations.idempotency_key, 'retried-key')));
    expect(rows).toHaveLength(1);
    expect(await seatsAt(apps.first, locationId, IN_TWO_DAYS, 15, 0)).toBe(1);
  }, 30_000);
});
