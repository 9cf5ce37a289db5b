import { formatClock, localDateTime } from '@commons/domain';
import { longDateIn, shortDateIn } from '../../ui/dates.ts';

/** Dates and times of events and offers in the site's zone (docs/product/site.md#formats: M/D/YY, long forms with weekday, 12-hour a/p). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

/** 'Tuesday, March 10, 2026'. */
export const longDate = (iso: string, timeZone: string) => longDateIn(new Date(iso), timeZone);

/** '3/10/26'. */
export const shortDate = (iso: string, timeZone: string) => shortDateIn(new Date(iso), timeZone);

/** The badge of a date: { month: 'Mar', day: '10' }. */
export const monthDay = (iso: string, timeZone: string) => ({
  month: format(iso, timeZone, { month: 'short' }),
  day: format(iso, timeZone, { day: 'numeric' }),
});

/** '10:00a' at the site. */
export const clockAt = (iso: string, timeZone: string) => formatClock(localDateTime(new Date(iso), timeZone).minute);

/**
 * When an event happens, as a date line and a time line: 'Tuesday, March 10, 2026' and
 * '10:00a - 3:00p'; an event over several days names both dates.
 */
export function eventWhen(start: string, end: string, timeZone: string): { date: string; time: string } {
  const sameDay = localDateTime(new Date(start), timeZone).date === localDateTime(new Date(end), timeZone).date;
  return {
    date: sameDay ? longDate(start, timeZone) : `${longDate(start, timeZone)} - ${longDate(end, timeZone)}`,
    time: `${clockAt(start, timeZone)} - ${clockAt(end, timeZone)}`,
  };
}

/** The days an offer runs: '3/3/26 - 3/10/26', or one date when it starts and ends the same day. */
export function offerDates(start: string, end: string, timeZone: string): string {
  const from = shortDate(start, timeZone);
  const to = shortDate(end, timeZone);
  return from === to ? from : `${from} - ${to}`;
}
