import { MINUTES_PER_DAY, type Interval } from './day-hours.ts';

/**
 * One open range as 24-hour wall-clock times 'HH:MM', as schema.org's opens/closes read them.
 * A range past midnight closes earlier than it opens ('20:00' to '02:00'; '11:00' to '00:00').
 */
export interface OpeningHours {
  opens: string;
  closes: string;
}

/** Minute of the day as 24-hour 'HH:MM': 450 → '07:30', 1440 → '00:00', 1560 (the next day) → '02:00'. */
export function formatClock24(minuteOfDay: number): string {
  const minute = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * The opening and closing times of one open interval. Open around the clock reads '00:00' to
 * '23:59', as schema.org asks, since '00:00' to '00:00' would read as closed.
 */
export function opensAndCloses(interval: Interval): OpeningHours {
  if (interval.end - interval.start >= MINUTES_PER_DAY) return { opens: formatClock24(interval.start), closes: formatClock24(interval.start - 1) };
  return { opens: formatClock24(interval.start), closes: formatClock24(interval.end) };
}
