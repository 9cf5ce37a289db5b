import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { vtimezoneLines } from './vtimezone.ts';

const DAY_MS = 86_400_000;

/** The observances of a VTIMEZONE as 'KIND DTSTART FROM TO'. */
function observances(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = /^BEGIN:(STANDARD|DAYLIGHT)$/.exec(lines[i] ?? '')?.[1];
    if (kind) out.push([kind, lines[i + 1], lines[i + 2], lines[i + 3]].join(' '));
  }
  return out;
}

/** A local time in the zone, read back through ical.js with the VTIMEZONE registered, as a UTC instant. */
function utcOf(lines: readonly string[], local: string): string {
  const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(['BEGIN:VCALENDAR', ...lines, 'END:VCALENDAR'].join('\r\n'))).getFirstSubcomponent('vtimezone')!);
  const time = ICAL.Time.fromDateTimeString(local);
  time.zone = zone;
  return time.toJSDate().toISOString();
}

describe('vtimezoneLines', () => {
  // Mid-summer, with clock seconds in the window's start: no change falls inside the window.
  const summer = Date.parse('2026-07-15T13:47:29.512Z');
  const lines = vtimezoneLines('America/New_York', summer, summer + 14 * DAY_MS);

  it('carries both the standard and the daylight rule of a zone that changes, even when no change falls in the window', () => {
    expect(observances(lines)).toEqual([
      'STANDARD DTSTART:20251102T020000 TZOFFSETFROM:-0400 TZOFFSETTO:-0500',
      'DAYLIGHT DTSTART:20260308T020000 TZOFFSETFROM:-0500 TZOFFSETTO:-0400',
    ]);
  });

  it('puts no clock seconds into any DTSTART, whatever the seconds of the window', () => {
    for (const line of lines.filter((l) => l.startsWith('DTSTART'))) expect(line).toMatch(/^DTSTART:\d{8}T\d{4}00$/);
  });

  it('makes a strict parser read local times in and out of daylight saving at the right offset', () => {
    expect(utcOf(lines, '2026-07-20T12:00:00')).toBe('2026-07-20T16:00:00.000Z');
    expect(utcOf(lines, '2026-01-20T12:00:00')).toBe('2026-01-20T17:00:00.000Z');
  });

  it('gives a zone without changes one standard observance at its fixed offset', () => {
    expect(observances(vtimezoneLines('America/Phoenix', summer, summer + DAY_MS))).toEqual(['STANDARD DTSTART:19700101T000000 TZOFFSETFROM:-0700 TZOFFSETTO:-0700']);
  });

  it('lists every change inside the window with the two before it', () => {
    const spring = Date.parse('2026-03-01T00:00:30Z');
    expect(observances(vtimezoneLines('Europe/Berlin', spring, spring + 60 * DAY_MS)).map((o) => o.split(' ').slice(0, 2).join(' '))).toEqual([
      'DAYLIGHT DTSTART:20250330T020000',
      'STANDARD DTSTART:20251026T030000',
      'DAYLIGHT DTSTART:20260329T020000',
    ]);
  });
});
