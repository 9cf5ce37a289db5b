import { describe, expect, it } from 'vitest';
import { cancelByLinkBody, cancelReservationBody, reservationBody } from './reservations.ts';

const form = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.edu', location_id: 3, date: '2026-03-06', hour: 12, minute: 30 };

describe('reservationBody (docs/product/reservations.md#reservation)', () => {
  it('takes a filled form; friends default to 0, notes to empty text, kept verbatim', () => {
    expect(reservationBody.parse(form)).toMatchObject({ ...form, friends: 0, notes: '' });
    expect(reservationBody.parse({ ...form, notes: '<b>hi</b>', friends: 2, ver: 2, customer_id: 7, idempotency_key: 'abc-DEF_123' }).notes).toBe('<b>hi</b>');
    expect(reservationBody.parse({ ...form, notes: null }).notes).toBe('');
  });

  it.each([
    ['first_name', { first_name: '' }],
    ['last_name', { last_name: 'O1' }],
    ['email', { email: 'nope' }],
    ['friends', { friends: -1 }],
    ['friends', { friends: 2.5 }],
    ['friends', { friends: 101 }],
    ['notes', { notes: 'x'.repeat(501) }],
    ['hour', { hour: 24 }],
    ['minute', { minute: -1 }],
    ['date', { date: '2026-02-29' }],
    ['ver', { ver: 3 }],
    ['idempotency_key', { idempotency_key: 'short' }],
  ])('refuses a bad %s', (field, changes) => {
    const result = reservationBody.safeParse({ ...form, ...changes });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });

  it('refuses unknown fields', () => {
    expect(reservationBody.safeParse({ ...form, status: 'booked' }).success).toBe(false);
  });
});

describe('cancelling bodies', () => {
  it('name the reservation by its UUID; the link takes any short text, checked by the server', () => {
    expect(cancelReservationBody.safeParse({ reservation_id: '6f1c2f0e-8f7a-4c1e-9b3a-1d2e3f4a5b6c' }).success).toBe(true);
    expect(cancelReservationBody.safeParse({ reservation_id: '12' }).success).toBe(false);
    expect(cancelByLinkBody.safeParse({ customer_id: 'x', reservation_id: 'y' }).success).toBe(true);
    expect(cancelByLinkBody.safeParse({ customer_id: 'x'.repeat(101), reservation_id: 'y' }).success).toBe(false);
  });
});
