import { describe, expect, it } from 'vitest';
import { clockTimeIn, longDateIn, shortDate, shortDateIn, shortDateTimeIn } from './dates.ts';

describe('short dates (M/D/YY) and clock times (h:mma)', () => {
  it('writes calendar dates without leading zeros and with a two-digit year', () => {
    expect(shortDate('2026-03-04')).toBe('3/4/26');
    expect(shortDate('2026-11-22')).toBe('11/22/26');
    expect(shortDate('2005-12-31')).toBe('12/31/05');
  });

  it("reads an instant on the site's wall calendar", () => {
    // 03:30 UTC on 12/7 is still the evening of 12/6 in New York and Chicago.
    const at = new Date('2026-12-07T03:30:00Z');
    expect(shortDateIn(at, 'America/New_York')).toBe('12/6/26');
    expect(clockTimeIn(at, 'America/New_York')).toBe('10:30p');
    expect(shortDateIn(at, 'Europe/Berlin')).toBe('12/7/26');
    expect(clockTimeIn(at, 'Europe/Berlin')).toBe('4:30a');
    expect(longDateIn(at, 'America/New_York')).toBe('Sunday, December 6, 2026');
    expect(longDateIn(at, 'Europe/Berlin')).toBe('Monday, December 7, 2026');
  });

  it('writes noon as 12:00p and midnight as 12:00a, across a daylight-saving change', () => {
    expect(clockTimeIn(new Date('2026-03-08T17:00:00Z'), 'America/New_York')).toBe('1:00p');
    expect(clockTimeIn(new Date('2026-03-08T16:00:00Z'), 'America/New_York')).toBe('12:00p');
    expect(clockTimeIn(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('12:00a');
    expect(clockTimeIn(new Date('2026-03-08T05:00:00Z'), 'America/Chicago')).toBe('11:00p');
  });
});

describe('shortDateTimeIn (M/D/YY h:mm a)', () => {
  it("writes the site's wall clock with am and pm, across a daylight-saving change", () => {
    expect(shortDateTimeIn(new Date('2026-01-15T14:30:00Z'), 'America/New_York')).toBe('1/15/26 9:30 am');
    expect(shortDateTimeIn(new Date('2026-07-04T17:05:00Z'), 'America/New_York')).toBe('7/4/26 1:05 pm');
    expect(shortDateTimeIn(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('3/8/26 12:00 am');
    expect(shortDateTimeIn(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('3/8/26 3:00 am');
  });
});

describe('shortDate of a newsletter date', () => {
  it('writes M/D/YY', () => {
    expect(shortDate('2026-09-05')).toBe('9/5/26');
    expect(shortDate('2024-12-31')).toBe('12/31/24');
    expect(shortDate('soon')).toBe('soon');
  });
});
