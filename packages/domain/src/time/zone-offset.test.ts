import { describe, expect, it } from 'vitest';
import { gmtOffsetHours, isValidTimeZone, zonedParts } from './zone-offset.ts';

describe('gmtOffsetHours', () => {
  it('follows New York across the 2026 daylight-saving changes', () => {
    expect(gmtOffsetHours(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-5);
    expect(gmtOffsetHours(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-4);
    expect(gmtOffsetHours(new Date('2026-11-01T05:59:00Z'), 'America/New_York')).toBe(-4);
    expect(gmtOffsetHours(new Date('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-5);
  });
  it('handles half-hour zones and UTC', () => {
    expect(gmtOffsetHours(new Date('2026-06-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5);
    expect(gmtOffsetHours(new Date('2026-06-01T12:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('zonedParts', () => {
  it('gives the wall clock of the zone, not of the machine', () => {
    expect(zonedParts(new Date('2026-01-01T03:30:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 19,
      minute: 30,
      second: 0,
    });
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects others', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
