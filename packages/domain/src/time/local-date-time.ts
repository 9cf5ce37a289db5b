import { isValidTimeZone, zonedParts, zoneOffsetMinutes } from './zone-offset.ts';

/**
 * A site's wall-clock date and time as staff type it, to the minute: '2026-12-01T08:00'. Instants
 * are kept in the database; the console shows and takes them on the site's own clock.
 */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const MINUTE_MS = 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Is `text` a real wall-clock date-time ('2026-02-30T08:00' and '2026-12-01T24:00' are not)? */
export function isLocalDateTime(text: string): boolean {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

/** '2026-12-01T08:00': the wall clock of `timeZone` at `instant`, to the minute. */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour % 24)}:${pad(p.minute)}`;
}

/**
 * The instant at which the wall clock of `timeZone` shows `local` ('2026-12-01T08:00'), or null
 * when it never does: a time skipped when clocks go forward (2:30 AM on 2026-03-08 in New York),
 * or text that is no real date-time. A time shown twice when clocks go back is its first showing.
 */
export function instantOfLocal(local: string, timeZone: string): Date | null {
  if (!isLocalDateTime(local) || !isValidTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = local.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const naive = new Date(Date.UTC(2000, month - 1, day, hour, minute));
  naive.setUTCFullYear(year);
  const asUtc = naive.getTime();
  // Each offset in force near the wall time maps it to a candidate instant; the ones that read back
  // as the same wall time are its showings, the earliest first.
  const offsets = new Set([-12, 0, 12].map((hours) => zoneOffsetMinutes(new Date(asUtc + hours * 3_600_000), timeZone)));
  const showings = [...offsets]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((instant) => localDateTimeOf(new Date(instant), timeZone) === local)
    .sort((a, b) => a - b);
  return showings[0] === undefined ? null : new Date(showings[0]);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = cache.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    cache.set(timeZone, found);
  }
  return found;
}

/**
 * When something happened, as a person on the site's clock says it: '2:05 PM' the same day as
 * `now`, '2:05 PM on Nov 22' another day of the year, '2:05 PM on Nov 22, 2025' another year.
 */
export function clockTimeText(at: Date, now: Date, timeZone: string): string {
  const time = formatter(timeFormatters, timeZone, { hour: 'numeric', minute: '2-digit' }).format(at);
  const then = zonedParts(at, timeZone);
  const today = zonedParts(now, timeZone);
  if (then.year === today.year && then.month === today.month && then.day === today.day) return time;
  const day = formatter(dayFormatters, timeZone, { month: 'short', day: 'numeric' }).format(at);
  return then.year === today.year ? `${time} on ${day}` : `${time} on ${day}, ${then.year}`;
}
