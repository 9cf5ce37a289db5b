import { localDateTime, weekDates, weekStart } from './calendar.ts';
import { hasSpecialHours, intervalsOn, type Schedule } from './day-hours.ts';
import { formatInterval } from './hours-text.ts';
import { opensAndCloses, type OpeningHours } from './opening-hours.ts';

/** One day of a location's week (docs/product/site.md#hours-of-operation). */
export interface WeekEntry {
  date: string;
  /** 'open' when the location has hours that day, else 'closed'. */
  status: 'open' | 'closed';
  /** Display strings such as '7:00a - 8:00p'; empty when closed. */
  hours: string[];
  /** The same ranges as 24-hour opening and closing times, in the same order; empty when closed. */
  opening_hours: OpeningHours[];
  /** The day's hours come from special hours, not the regular week. */
  special: boolean;
}

/** The hours of one date. */
export function dayEntry(schedules: readonly Schedule[], date: string): WeekEntry {
  const intervals = intervalsOn(schedules, date);
  return {
    date,
    status: intervals.length > 0 ? 'open' : 'closed',
    hours: intervals.map(formatInterval),
    opening_hours: intervals.map(opensAndCloses),
    special: hasSpecialHours(schedules, date),
  };
}

/** Sunday to Saturday of the week containing `date`. */
export function weekView(schedules: readonly Schedule[], date: string): WeekEntry[] {
  return weekDates(date).map((d) => dayEntry(schedules, d));
}

/** The Sunday of the current week at the site. */
export function currentWeekStart(now: Date, timeZone: string): string {
  return weekStart(localDateTime(now, timeZone).date);
}
