import { localDateTime } from '../schedule/calendar.ts';
import { zoneOffsetMinutes } from '../time/zone-offset.ts';

const MINUTE_MS = 60_000;
const HALF_DAY_MS = 12 * 60 * MINUTE_MS;

function midnightUtc(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const d = new Date(Date.UTC(2000, (month ?? 1) - 1, day ?? 1));
  d.setUTCFullYear(year ?? 2000);
  return d.getTime();
}

/**
 * Does the wall-clock time `minute` of `date` happen in `timeZone`? False only inside a
 * spring-forward gap (2:30 AM on 2026-03-08 in New York). A repeated fall-back time happens.
 */
export function wallTimeExists(date: string, minute: number, timeZone: string): boolean {
  const asUtc = midnightUtc(date) + minute * MINUTE_MS;
  // The offset in force somewhat before and somewhat after the wall time: one of them maps it back.
  for (const probe of [asUtc - HALF_DAY_MS, asUtc + HALF_DAY_MS]) {
    const instant = new Date(asUtc - zoneOffsetMinutes(new Date(probe), timeZone) * MINUTE_MS);
    const local = localDateTime(instant, timeZone);
    if (local.date === date && local.minute === minute) return true;
  }
  return false;
}

/** Might `date` skip some wall-clock times in `timeZone`? (Cheap test: the offset changes around it.) */
export function mayHaveGap(date: string, timeZone: string): boolean {
  const midnight = midnightUtc(date);
  const before = zoneOffsetMinutes(new Date(midnight - HALF_DAY_MS), timeZone);
  const after = zoneOffsetMinutes(new Date(midnight + 3 * HALF_DAY_MS), timeZone);
  return before !== after;
}
