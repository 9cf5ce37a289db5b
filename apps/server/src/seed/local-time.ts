/** Calendar arithmetic in a site's IANA time zone, with no library: the seed's dates follow `today`. */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function wallClock(zone: string, instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const read = (name: string): number => parts[name] ?? 0;
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute'), second: read('second') };
}

/** Minutes to add to UTC to get the wall-clock time in `zone` at `instant` (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  const w = wallClock(zone, instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The calendar date `instant` falls on in `zone`. */
export function calendarDateIn(zone: string, instant: Date): CalendarDate {
  const w = wallClock(zone, instant);
  return { year: w.year, month: w.month, day: w.day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 'YYYY-MM-DD'. */
export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Weekday number, Sunday = 0. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The instant at which the wall clock in `zone` shows `date` `hour`:`minute` (correct across DST changes). */
export function localToUtc(zone: string, date: CalendarDate, hour: number, minute = 0): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let instant = naive - zoneOffsetMinutes(zone, new Date(naive)) * 60_000;
  // A second pass settles instants near a DST change, where the first guess used the other offset.
  instant = naive - zoneOffsetMinutes(zone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** Dates and instants relative to "today" in one site's zone. */
export interface SiteClock {
  zone: string;
  /** The calendar date `offset` days from today. */
  day(offset: number): CalendarDate;
  /** 'YYYY-MM-DD' of the date `offset` days from today. */
  iso(offset: number): string;
  /** The instant at `hour`:`minute` local time, `offset` days from today. */
  at(offset: number, hour: number, minute?: number): Date;
}

export function siteClock(zone: string, today: Date): SiteClock {
  const base = calendarDateIn(zone, today);
  return {
    zone,
    day: (offset) => addDays(base, offset),
    iso: (offset) => isoDate(addDays(base, offset)),
    at: (offset, hour, minute = 0) => localToUtc(zone, addDays(base, offset), hour, minute),
  };
}
