import { describe, expect, it } from 'vitest';
import { hm } from './testing/reservation-fixtures.ts';
import { reservationTitle } from './reservation-title.ts';
import { formatReservationDate, formatSlotTime } from './slot-time.ts';

describe('formatSlotTime', () => {
  it('writes 12-hour times with AM and PM', () => {
    expect(formatSlotTime(hm(11, 30))).toBe('11:30 AM');
    expect(formatSlotTime(hm(12))).toBe('12:00 PM');
    expect(formatSlotTime(hm(0, 5))).toBe('12:05 AM');
    expect(formatSlotTime(hm(13, 0))).toBe('1:00 PM');
    expect(formatSlotTime(hm(23, 59))).toBe('11:59 PM');
  });
});

describe('formatReservationDate', () => {
  it('writes M/D/YY', () => {
    expect(formatReservationDate('2026-03-05')).toBe('3/5/26');
    expect(formatReservationDate('2026-12-31')).toBe('12/31/26');
  });
  it('returns anything else as given', () => expect(formatReservationDate('soon')).toBe('soon'));
});

describe('reservationTitle', () => {
  it("reads 'Make a reservation' then each part chosen", () => {
    expect(reservationTitle({})).toBe('Make a reservation');
    expect(reservationTitle({ location: 'Founders Hall' })).toBe('Make a reservation at Founders Hall');
    expect(reservationTitle({ location: 'Founders Hall', date: '2026-03-05' })).toBe('Make a reservation at Founders Hall on 3/5/26');
    expect(reservationTitle({ location: 'Founders Hall', date: '2026-03-05', minute: hm(11, 30) })).toBe(
      'Make a reservation at Founders Hall on 3/5/26 at 11:30 AM',
    );
  });
  it('leaves out what is not chosen, midnight included when chosen', () => {
    expect(reservationTitle({ date: '2026-03-05', minute: 0 })).toBe('Make a reservation on 3/5/26 at 12:00 AM');
  });
});
