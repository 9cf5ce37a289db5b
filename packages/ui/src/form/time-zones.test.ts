import { describe, expect, it } from 'vitest';
import { matchesTimeZone, timeZoneNames, utcOffsetText } from './time-zones.ts';

describe('finding a time zone by what was typed', () => {
  it('takes spaces, underscores, slashes and dashes alike, in any case', () => {
    for (const typed of ['New_York', 'new york', 'NEW YORK', 'america/new', 'America New  York', ' york ']) expect(matchesTimeZone('America/New_York', typed), typed).toBe(true);
    expect(matchesTimeZone('America/Port-au-Prince', 'port au prince')).toBe(true);
    expect(matchesTimeZone('America/Sao_Paulo', 'São Paulo')).toBe(true);
  });

  it('keeps the zones that do not hold it out, and every zone when nothing is typed', () => {
    expect(matchesTimeZone('America/Chicago', 'new york')).toBe(false);
    expect(matchesTimeZone('America/Chicago', '')).toBe(true);
  });

  it('finds America/New_York among the browser’s zones from "new york"', () => {
    expect(timeZoneNames('America/New_York').filter((zone) => matchesTimeZone(zone, 'new york'))).toEqual(['America/New_York']);
  });
});

describe('the list of zones', () => {
  it('is the browser’s, with a saved name it lacks added in order', () => {
    const known = Intl.supportedValuesOf('timeZone');
    expect(timeZoneNames('America/Chicago')).toEqual(known);
    expect(timeZoneNames('')).toEqual(known);
    const withOld = timeZoneNames('America/Zz_Saved');
    expect(withOld).toHaveLength(known.length + 1);
    expect(withOld.indexOf('America/Zz_Saved')).toBeGreaterThan(withOld.indexOf('America/Yakutat'));
  });
});

describe("a zone's offset from UTC", () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('is the offset at that instant, daylight saving time included', () => {
    expect(utcOffsetText('America/New_York', winter)).toBe('UTC−05:00');
    expect(utcOffsetText('America/New_York', summer)).toBe('UTC−04:00');
    expect(utcOffsetText('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffsetText('Africa/Abidjan', winter)).toBe('UTC+00:00');
  });

  it('is empty for a name the browser does not know', () => {
    expect(utcOffsetText('Mars/Olympus_Mons', winter)).toBe('');
  });
});
