import { intervalsOn, MINUTES_PER_DAY, type Interval, type Schedule } from './day-hours.ts';

/** Minute of the day as a 12-hour time with a/p (docs/product/site.md#formats): 0 → '12:00a', 720 → '12:00p', 1230 → '8:30p'. */
export function formatClock(minuteOfDay: number): string {
  const minute = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(minute / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute % 60).padStart(2, '0')}${hour < 12 ? 'a' : 'p'}`;
}

/** '7:00a - 8:00p'; an interval past midnight shows its end on the next day's clock ('8:00p - 2:00a'). */
export function formatInterval(interval: Interval): string {
  return `${formatClock(interval.start)} - ${formatClock(interval.end)}`;
}

/** The hours of `date` as display strings, one per open interval beginning that date; [] when closed. */
export function hoursOn(schedules: readonly Schedule[], date: string): string[] {
  return intervalsOn(schedules, date).map(formatInterval);
}
