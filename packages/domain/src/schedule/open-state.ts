import { addDays, localDateTime } from './calendar.ts';
import { intervalsOn, mergeIntervals, MINUTES_PER_DAY, type Interval, type Schedule } from './day-hours.ts';
import { formatClock } from './hours-text.ts';

/** A location's status as docs/product/site.md#locations names it. */
export interface LocationStatus {
  label: 'open' | 'closed';
  color: 'green' | 'orange';
  message: string;
}

export const CLOSED_TODAY = 'Closed today';
export const CLOSED_FOR_THE_DAY = 'Closed for the day';

/**
 * Today's intervals plus those of yesterday that run past midnight, in minutes from today's
 * midnight (yesterday's become negative starts). Wall-clock minutes, so a daylight-saving change
 * moves nothing: 7:00 is 7:00 on the change day too.
 */
function intervalsAround(schedules: readonly Schedule[], date: string): Interval[] {
  const yesterday = intervalsOn(schedules, addDays(date, -1))
    .filter((i) => i.end > MINUTES_PER_DAY)
    .map((i) => ({ start: i.start - MINUTES_PER_DAY, end: i.end - MINUTES_PER_DAY }));
  return mergeIntervals([...yesterday, ...intervalsOn(schedules, date)]);
}

/** The interval open at `now` in `timeZone`, in minutes from today's local midnight, or undefined. */
function currentInterval(schedules: readonly Schedule[], now: Date, timeZone: string): Interval | undefined {
  const { date, minute } = localDateTime(now, timeZone);
  return intervalsAround(schedules, date).find((i) => i.start <= minute && minute < i.end);
}

/** Is a location open at `now`, judged by the wall clock in the site's own time zone? */
export function isOpenAt(schedules: readonly Schedule[], now: Date, timeZone: string): boolean {
  return currentInterval(schedules, now, timeZone) !== undefined;
}

/**
 * Open: 'Open until 8:00p'. Closed: 'Opens at 7:00a' when it opens later today, 'Closed for the day'
 * when today's hours are over, 'Closed today' when it has no hours today.
 */
export function locationStatus(schedules: readonly Schedule[], now: Date, timeZone: string): LocationStatus {
  const { date, minute } = localDateTime(now, timeZone);
  const around = intervalsAround(schedules, date);
  const current = around.find((i) => i.start <= minute && minute < i.end);
  if (current) return { label: 'open', color: 'green', message: `Open until ${formatClock(current.end)}` };
  const today = intervalsOn(schedules, date);
  const next = today.find((i) => i.start > minute);
  if (next) return { label: 'closed', color: 'orange', message: `Opens at ${formatClock(next.start)}` };
  return { label: 'closed', color: 'orange', message: today.length > 0 ? CLOSED_FOR_THE_DAY : CLOSED_TODAY };
}
