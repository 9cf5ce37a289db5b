import { describe, expect, it } from 'vitest';
import { clockTimeText, instantOfLocal, isLocalDateTime, localDateTimeOf } from './local-date-time.ts';
import { isIanaTimeZone } from './iana-time-zone.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';

describe('instantOfLocal', () => {
  it('reads a wall-clock time on the zone of the site, not of the machine', () => {
    expect(instantOfLocal('2026-12-01T08:00', NY)?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(instantOfLocal('2026-12-01T08:00', LA)?.toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(instantOfLocal('2026-07-01T08:00', NY)?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(instantOfLocal('2026-06-01T17:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });

  it('has no instant for a time skipped when clocks go forward', () => {
    expect(instantOfLocal('2026-03-08T02:30', NY)).toBeNull();
    expect(instantOfLocal('2026-03-08T03:00', NY)?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantOfLocal('2026-03-08T01:59', NY)?.toISOString()).toBe('2026-03-08T06:59:00.000Z');
  });

  it('takes the first showing of a time that happens twice when clocks go back', () => {
    expect(instantOfLocal('2026-11-01T01:30', NY)?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOfLocal('2026-11-01T02:00', NY)?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('refuses text that is no real date-time, and unknown zones', () => {
    for (const text of ['2026-02-30T08:00', '2026-12-01T24:00', '2026-12-01T08:60', '2026-12-01 08:00', '2026-12-01T08:00:00', '2026-12-01', '']) {
      expect(isLocalDateTime(text), text).toBe(false);
      expect(instantOfLocal(text, NY), text).toBeNull();
    }
    expect(instantOfLocal('2026-12-01T08:00', 'Mars/Olympus')).toBeNull();
  });

  it('round-trips with localDateTimeOf', () => {
    for (const local of ['2026-01-01T00:00', '2026-03-08T03:00', '2026-11-01T00:59', '2026-12-31T23:59', '2028-02-29T12:15']) {
      const instant = instantOfLocal(local, NY);
      expect(instant && localDateTimeOf(instant, NY)).toBe(local);
    }
  });
});

describe('clockTimeText', () => {
  const now = new Date('2026-11-22T19:30:00Z'); // 2:30 PM in New York
  it('says the time alone on the same day, on the site clock', () => {
    expect(clockTimeText(new Date('2026-11-22T19:05:00Z'), now, NY)).toBe('2:05 PM');
    expect(clockTimeText(new Date('2026-11-22T19:05:00Z'), now, LA)).toBe('11:05 AM');
  });
  it('adds the day when it was another day, and the year when another year', () => {
    expect(clockTimeText(new Date('2026-11-21T19:05:00Z'), now, NY)).toBe('2:05 PM on Nov 21');
    expect(clockTimeText(new Date('2025-11-21T19:05:00Z'), now, NY)).toBe('2:05 PM on Nov 21, 2025');
  });
});

describe('isIanaTimeZone', () => {
  it('takes IANA names of places and UTC', () => {
    for (const name of [NY, 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5', 'UTC']) expect(isIanaTimeZone(name), name).toBe(true);
  });
  it('refuses offsets, abbreviations, unknown places and odd text', () => {
    for (const name of ['+05:00', 'EST', 'GMT', 'Mars/Olympus', 'america/new_york', 'America/New_York ', '../etc/passwd', '', 'A/'.repeat(40)]) expect(isIanaTimeZone(name), name).toBe(false);
  });
});
