import { zoneOffsetMinutes } from '@commons/domain';
import { utcDateTimeValue, utcOffsetValue } from './ics-text.ts';

interface Transition {
  at: number;
  from: number;
  to: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The exact minute within (lo, hi] at which the zone's offset changes. */
function transitionMinute(lo: number, hi: number, timeZone: string): number {
  const before = zoneOffsetMinutes(new Date(lo), timeZone);
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMinutes(new Date(mid), timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Offset changes of the zone between two instants, found day by day and then to the minute. */
export function zoneTransitions(fromMs: number, toMs: number, timeZone: string): Transition[] {
  // From a whole minute, so every change found falls on a whole minute: no clock seconds of the
  // caller's `now` reach an observance's DTSTART.
  fromMs = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS;
  const found: Transition[] = [];
  let previous = zoneOffsetMinutes(new Date(fromMs), timeZone);
  for (let t = fromMs + DAY_MS; t <= toMs + DAY_MS; t += DAY_MS) {
    const offset = zoneOffsetMinutes(new Date(t), timeZone);
    if (offset !== previous) {
      found.push({ at: transitionMinute(t - DAY_MS, t, timeZone), from: previous, to: offset });
      previous = offset;
    }
  }
  return found;
}

/** Onset of an observance as local time in the offset before it: 2026-03-08T07:00Z at -0500 → '20260308T020000'. */
const onset = (t: Transition) => utcDateTimeValue(new Date(t.at + t.from * MINUTE_MS)).slice(0, -1);

/**
 * The VTIMEZONE lines for `timeZone` valid from `fromMs` to `toMs`: the last two changes before the
 * window (searched a year back), so a zone with daylight saving always carries both its STANDARD
 * and its DAYLIGHT rule, and every change inside it, each as its own observance. A zone without
 * changes gets one STANDARD observance with its fixed offset.
 */
export function vtimezoneLines(timeZone: string, fromMs: number, toMs: number): string[] {
  const all = zoneTransitions(fromMs - 366 * DAY_MS, toMs, timeZone);
  const before = all.filter((t) => t.at <= fromMs);
  const kept = [...before.slice(-2), ...all.filter((t) => t.at > fromMs)];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (kept.length === 0) {
    const offset = utcOffsetValue(zoneOffsetMinutes(new Date(fromMs), timeZone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  }
  for (const t of kept) {
    const kind = t.to > t.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${onset(t)}`, `TZOFFSETFROM:${utcOffsetValue(t.from)}`, `TZOFFSETTO:${utcOffsetValue(t.to)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
