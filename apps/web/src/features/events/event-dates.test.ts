import { describe, expect, it } from 'vitest';
import { eventWhen, longDate, monthDay, offerDates, shortDate } from './event-dates.ts';

describe('event dates at the site', () => {
  it('reads the day and time in the site zone, 12-hour with a/p', () => {
    // 2026-03-10T14:00Z is 10:00 in New York (daylight time) and 7:00 in Los Angeles.
    expect(eventWhen('2026-03-10T14:00:00Z', '2026-03-10T19:00:00Z', 'America/New_York')).toEqual({ date: 'Tuesday, March 10, 2026', time: '10:00a - 3:00p' });
    expect(eventWhen('2026-03-10T14:00:00Z', '2026-03-10T19:00:00Z', 'America/Los_Angeles').time).toBe('7:00a - 12:00p');
  });

  it('names both dates of an event past midnight', () => {
    expect(eventWhen('2026-03-10T01:00:00Z', '2026-03-10T07:00:00Z', 'America/New_York')).toEqual({
      date: 'Monday, March 9, 2026 - Tuesday, March 10, 2026',
      time: '9:00p - 3:00a',
    });
  });

  it('gives the short forms and the badge', () => {
    expect(shortDate('2026-03-03T05:00:00Z', 'America/New_York')).toBe('3/3/26');
    expect(longDate('2026-12-31T23:30:00Z', 'America/Chicago')).toBe('Thursday, December 31, 2026');
    expect(monthDay('2027-01-01T04:30:00Z', 'America/New_York')).toEqual({ month: 'Dec', day: '31' });
    expect(offerDates('2026-03-03T05:00:00Z', '2026-03-11T03:59:00Z', 'America/New_York')).toBe('3/3/26 - 3/10/26');
    expect(offerDates('2026-03-03T05:00:00Z', '2026-03-04T04:59:00Z', 'America/New_York')).toBe('3/3/26');
  });
});
