import { describe, expect, it } from 'vitest';
import { isOpenAt, locationStatus } from './open-state.ts';
import { grill, hall, lateNight, regular, special, WEEKDAYS } from './testing/schedule-fixtures.ts';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('isOpenAt / locationStatus around opening and closing (New York, summer: UTC-4)', () => {
  // Wednesday 2026-06-10, hall open 7:00a - 8:00p.
  it('is closed the minute before opening and says when it opens', () => {
    expect(isOpenAt(hall, at('2026-06-10T10:59:00Z'), NY)).toBe(false);
    expect(locationStatus(hall, at('2026-06-10T10:59:00Z'), NY)).toEqual({ label: 'closed', color: 'orange', message: 'Opens at 7:00a' });
  });
  it('is open at the opening minute', () => {
    expect(isOpenAt(hall, at('2026-06-10T11:00:00Z'), NY)).toBe(true);
    expect(locationStatus(hall, at('2026-06-10T11:00:00Z'), NY)).toEqual({ label: 'open', color: 'green', message: 'Open until 8:00p' });
  });
  it('is open the minute before closing', () => expect(isOpenAt(hall, at('2026-06-10T23:59:00Z'), NY)).toBe(true));
  it('is closed at the closing minute and after', () => {
    expect(isOpenAt(hall, at('2026-06-11T00:00:00Z'), NY)).toBe(false);
    expect(locationStatus(hall, at('2026-06-11T00:00:00Z'), NY).message).toBe('Closed for the day');
  });
  it("says 'Closed today' on a day without hours", () => {
    const coffee = [regular(WEEKDAYS, [7, 30], [16, 30])];
    expect(locationStatus(coffee, at('2026-06-13T15:00:00Z'), NY)).toEqual({ label: 'closed', color: 'orange', message: 'Closed today' });
  });
  it('is closed outside the date range of the schedule', () => {
    const spring = [regular(WEEKDAYS, [7, 0], [20, 0], false, ['2026-01-01', '2026-05-31'])];
    expect(isOpenAt(spring, at('2026-06-10T15:00:00Z'), NY)).toBe(false);
  });
});

describe('hours past midnight', () => {
  it('open_late runs into the next morning from yesterday’s schedule', () => {
    // Wednesday 8p - Thursday 2a.
    expect(isOpenAt(lateNight, at('2026-06-11T05:30:00Z'), NY)).toBe(true);
    expect(locationStatus(lateNight, at('2026-06-11T05:30:00Z'), NY).message).toBe('Open until 2:00a');
    expect(isOpenAt(lateNight, at('2026-06-11T05:59:00Z'), NY)).toBe(true);
    expect(isOpenAt(lateNight, at('2026-06-11T06:00:00Z'), NY)).toBe(false);
  });
  it('an end hour of 0 means until midnight', () => {
    expect(locationStatus(grill, at('2026-06-11T03:59:00Z'), NY)).toEqual({ label: 'open', color: 'green', message: 'Open until 12:00a' });
    expect(isOpenAt(grill, at('2026-06-11T04:00:00Z'), NY)).toBe(false);
  });
  it('wraps from Saturday night into Sunday', () => {
    const saturdayLate = [regular([6], [22, 0], [3, 0], true)];
    // Sunday 2026-06-14 01:00 local, after Saturday's 10p start.
    expect(isOpenAt(saturdayLate, at('2026-06-14T05:00:00Z'), NY)).toBe(true);
    // Late night does not run on Saturday, so nothing carries into Sunday morning ...
    expect(isOpenAt(lateNight, at('2026-06-14T05:00:00Z'), NY)).toBe(false);
    // ... but Sunday night's hours carry into Monday.
    expect(isOpenAt(lateNight, at('2026-06-15T05:00:00Z'), NY)).toBe(true);
  });
  it('wraps across the end of a year and of a schedule’s range', () => {
    const nye = [regular([4], [20, 0], [2, 0], true, ['2026-12-31', '2026-12-31'])];
    expect(isOpenAt(nye, at('2027-01-01T06:30:00Z'), NY)).toBe(true);
  });
});

describe('special hours', () => {
  const earlyClose = [...hall, special('2026-06-10', [3], [7, 0], [14, 0])];
  it('replace the regular hours of the dates they cover', () => {
    expect(isOpenAt(earlyClose, at('2026-06-10T17:59:00Z'), NY)).toBe(true);
    expect(locationStatus(earlyClose, at('2026-06-10T15:00:00Z'), NY).message).toBe('Open until 2:00p');
    expect(isOpenAt(earlyClose, at('2026-06-10T18:00:00Z'), NY)).toBe(false);
  });
  it('leave other dates alone', () => expect(isOpenAt(earlyClose, at('2026-06-11T18:00:00Z'), NY)).toBe(true));
  it('00:00-00:00 without open_late closes the whole day', () => {
    const closed = [...hall, special('2026-06-10', [3], [0, 0], [0, 0])];
    expect(locationStatus(closed, at('2026-06-10T15:00:00Z'), NY)).toEqual({ label: 'closed', color: 'orange', message: 'Closed today' });
  });
  it('00:00-00:00 with open_late is open all day', () => {
    const allDay = [special('2026-06-10', [3], [0, 0], [0, 0], true)];
    expect(isOpenAt(allDay, at('2026-06-10T04:00:00Z'), NY)).toBe(true);
    expect(isOpenAt(allDay, at('2026-06-11T03:59:00Z'), NY)).toBe(true);
    expect(isOpenAt(allDay, at('2026-06-11T04:00:00Z'), NY)).toBe(false);
  });
  it('ignore schedule types other than location and special_hours', () => {
    expect(isOpenAt([{ ...regular(WEEKDAYS, [0, 0], [23, 0]), type: 'reservation' }], at('2026-06-10T15:00:00Z'), NY)).toBe(false);
  });
});

describe('time zones', () => {
  const nineToFive = [regular(WEEKDAYS, [9, 0], [17, 0])];
  it('judges the same instant by each site’s own wall clock', () => {
    // 17:00Z Wednesday: 10:00 Wednesday in Los Angeles, 02:00 Thursday in Tokyo.
    expect(isOpenAt(nineToFive, at('2026-06-10T17:00:00Z'), 'America/Los_Angeles')).toBe(true);
    expect(locationStatus(nineToFive, at('2026-06-10T17:00:00Z'), 'Asia/Tokyo').message).toBe('Opens at 9:00a');
    // 01:00Z Wednesday: 10:00 Wednesday in Tokyo, 18:00 Tuesday in Los Angeles.
    expect(isOpenAt(nineToFive, at('2026-06-10T01:00:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(locationStatus(nineToFive, at('2026-06-10T01:00:00Z'), 'America/Los_Angeles').message).toBe('Closed for the day');
  });
});

describe('daylight-saving change days in New York', () => {
  // Sunday 2026-03-08: clocks jump from 2:00 EST to 3:00 EDT. Weekend hall hours 10a - 7p.
  it('spring forward: opens at 10:00 EDT, not at 10:00 of the old offset', () => {
    expect(isOpenAt(hall, at('2026-03-08T13:59:00Z'), NY)).toBe(false); // 9:59 EDT
    expect(isOpenAt(hall, at('2026-03-08T14:00:00Z'), NY)).toBe(true); // 10:00 EDT
    expect(isOpenAt(hall, at('2026-03-08T22:59:00Z'), NY)).toBe(true); // 6:59p EDT
    expect(isOpenAt(hall, at('2026-03-08T23:00:00Z'), NY)).toBe(false); // 7:00p EDT
  });
  it('spring forward: late hours from Saturday close at 3:00 by the wall clock', () => {
    const saturdayLate = [regular([6], [22, 0], [3, 0], true)];
    expect(isOpenAt(saturdayLate, at('2026-03-08T06:59:00Z'), NY)).toBe(true); // 1:59 EST
    expect(isOpenAt(saturdayLate, at('2026-03-08T07:00:00Z'), NY)).toBe(false); // 3:00 EDT
  });
  // Sunday 2026-11-01: clocks fall back from 2:00 EDT to 1:00 EST.
  it('fall back: opens at 10:00 EST', () => {
    expect(isOpenAt(hall, at('2026-11-01T14:59:00Z'), NY)).toBe(false); // 9:59 EST
    expect(isOpenAt(hall, at('2026-11-01T15:00:00Z'), NY)).toBe(true); // 10:00 EST
    expect(locationStatus(hall, at('2026-11-01T15:00:00Z'), NY).message).toBe('Open until 7:00p');
    expect(isOpenAt(hall, at('2026-11-02T00:00:00Z'), NY)).toBe(false); // 7:00p EST
  });
  it('fall back: the repeated hour counts by the wall clock both times', () => {
    const saturdayLate = [regular([6], [22, 0], [1, 30], true)];
    expect(isOpenAt(saturdayLate, at('2026-11-01T05:15:00Z'), NY)).toBe(true); // 1:15 EDT
    expect(isOpenAt(saturdayLate, at('2026-11-01T06:15:00Z'), NY)).toBe(true); // 1:15 EST
    expect(isOpenAt(saturdayLate, at('2026-11-01T06:30:00Z'), NY)).toBe(false); // 1:30 EST
  });
});
