import { weekdayOf } from './calendar.ts';

/**
 * One schedule row (docs/product/site.md#open-now). `start`/`end` are the first and last dates it covers,
 * `days` the weekdays (Sunday = 0) it applies on, and the times are wall-clock times in the site's
 * zone. Type 'location' is a regular week; 'special_hours' replaces the regular hours on every date
 * it covers. Other types (reservation schedules) are ignored here.
 *
 * Hours that run past midnight: with `open_late`, or with an end hour of 0, an end time at or
 * before the start time is on the next day (20:00-02:00 open_late; 11:00-00:00 ends at midnight).
 *
 * A "closed" marker: start and end both 00:00 without `open_late` gives no hours. As special hours
 * it closes the location for the whole of each date it covers. (00:00-00:00 with `open_late` is
 * open all day.)
 */
export interface Schedule {
  readonly type: string;
  readonly start: string;
  readonly end: string;
  readonly days: readonly number[];
  readonly start_hour: number;
  readonly start_minutes: number;
  readonly end_hour: number;
  readonly end_minutes: number;
  readonly open_late: boolean;
}

export const REGULAR_SCHEDULE = 'location';
export const SPECIAL_HOURS = 'special_hours';

/** An open interval of one date in wall-clock minutes from that date's midnight; `end` may pass 1440 (next day). */
export interface Interval {
  start: number;
  end: number;
}

export const MINUTES_PER_DAY = 1440;

const covers = (s: Schedule, date: string, weekday: number) => s.start <= date && date <= s.end && s.days.includes(weekday);

/** Is this schedule the "closed all day" marker (00:00-00:00, not open late)? */
export function isClosedMarker(s: Schedule): boolean {
  return s.start_hour === 0 && s.start_minutes === 0 && s.end_hour === 0 && s.end_minutes === 0 && !s.open_late;
}

/** The schedules that decide `date`: special hours covering it when there are any, else the regular ones. */
export function schedulesFor(schedules: readonly Schedule[], date: string): Schedule[] {
  const weekday = weekdayOf(date);
  const covering = schedules.filter((s) => covers(s, date, weekday));
  const special = covering.filter((s) => s.type === SPECIAL_HOURS);
  return special.length > 0 ? special : covering.filter((s) => s.type === REGULAR_SCHEDULE);
}

/** Is `date` decided by special hours? */
export function hasSpecialHours(schedules: readonly Schedule[], date: string): boolean {
  return schedulesFor(schedules, date).some((s) => s.type === SPECIAL_HOURS);
}

/** The interval one schedule gives on a date it covers, or null (closed marker, or an end before the start). */
export function intervalOf(s: Schedule): Interval | null {
  if (isClosedMarker(s)) return null;
  const start = s.start_hour * 60 + s.start_minutes;
  let end = s.end_hour * 60 + s.end_minutes;
  if ((s.open_late || s.end_hour === 0) && end <= start) end += MINUTES_PER_DAY;
  return end > start ? { start, end } : null;
}

/** Merges overlapping or touching intervals, in order of start. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/** The open intervals that begin on `date`, merged and in order. */
export function intervalsOn(schedules: readonly Schedule[], date: string): Interval[] {
  const intervals: Interval[] = [];
  for (const s of schedulesFor(schedules, date)) {
    const interval = intervalOf(s);
    if (interval) intervals.push(interval);
  }
  return mergeIntervals(intervals);
}
