const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Instants remembered before the memo starts afresh (a few hundred per site and day in use). */
const MEMO_LIMIT = 4_096;
const memo = new Map<string, ZonedParts>();

/**
 * Wall-clock parts of `at` in `timeZone`. Remembered per zone and instant: the schedule and
 * reservation rules ask for the same instants (each day's midnight, each slot) again and again, and
 * `formatToParts` is the slowest step of them.
 */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const key = `${timeZone} ${at.getTime()}`;
  const known = memo.get(key);
  if (known) return known;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const found = Object.freeze({
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  });
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, found);
  return found;
}

/** Minutes that `timeZone` is ahead of UTC at the instant `at` (negative west of Greenwich). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The site's gmt_offset (docs/product/site.md#site-settings): hours ahead of UTC at `at`, e.g. -5 or -4 for New York. */
export function gmtOffsetHours(at: Date, timeZone: string): number {
  return zoneOffsetMinutes(at, timeZone) / 60;
}

/** Is `timeZone` a zone this runtime knows? */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
