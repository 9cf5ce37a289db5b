import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESERVATION_TEXTS } from '@commons/domain';
import { locations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { customerTestApp } from '../customers/customer-test-kit.ts';
import { IN_TWO_DAYS, TODAY, bookingForm, locationNamed, seatsAt, sessionCustomers } from './reservation-test-kit.ts';

const CAPACITY = 10;
const BOOKERS = 200;
let t: TestApp;
let siteId = 0;
let locationId = 0;

beforeAll(async () => {
  const made = await customerTestApp(TODAY, () => TODAY);
  t = made.t;
  siteId = made.northfield;
  locationId = await locationNamed(t, siteId, 'Westside Grill');
  await t.database.db.update(locations).set({ reservation_capacity: CAPACITY }).where(eq(locations.id, locationId));
}, 60_000);
afterAll(async () => t.close());

describe('booking one slot concurrently', () => {
  it(`${BOOKERS} customers at once, with guests: seats never exceed capacity, the rest get 409, no 5xx`, async () => {
    const bookers = await sessionCustomers(t, siteId, BOOKERS, TODAY);
    const answers = await Promise.all(bookers.map((c, i) => c.b.post('/v1/reservations/', bookingForm(locationId, IN_TWO_DAYS, 14, 0, { friends: i % 4, idempotency_key: `race-${i}-key` }))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().msg).toBe(RESERVATION_TEXTS.noLongerAvailable);
    const seats = await seatsAt(t, locationId, IN_TWO_DAYS, 14, 0);
    expect(seats).toBeLessThanOrEqual(CAPACITY);
    const booked = answers.filter((a) => a.statusCode === 200).reduce((sum, a) => sum + 1 + (a.json() as { reservation: { friends: number } }).reservation.friends, 0);
    expect(booked).toBe(seats);
    expect(seats).toBeGreaterThan(CAPACITY - 4);
  }, 120_000);
});
