import type { LocationStatus } from './open-state.ts';
import { addDays, localDateTime } from './calendar.ts';
import { instantOfLocal } from '../time/local-date-time.ts';

/** How busy a location says it is now, quietest first (docs/product/console.md#live-status). */
export const BUSY_LEVELS = ['quiet', 'busy', 'very_busy'] as const;
export type BusyLevel = (typeof BUSY_LEVELS)[number];

/** The words a visitor reads for each busy level: never the colour alone. */
export const BUSY_WORDS: Readonly<Record<BusyLevel, string>> = {
  quiet: 'Not busy',
  busy: 'Busy',
  very_busy: 'Very busy',
};

/** A location closed by its staff until an instant, with the message visitors read. */
export interface LiveClosure {
  message: string;
  /** ISO 8601 instant; the closure is over from then on. */
  until: string;
}

/** Is `closure` in force at `now`? One whose `until` has passed is simply over. */
export const isClosedNow = (closure: LiveClosure | null, now: Date): closure is LiveClosure => closure !== null && Date.parse(closure.until) > now.getTime();

/** A location's status at `now` as visitors see it: closed with the staff's message while a closure is in force, else as its hours say. */
export function statusWithClosure(status: LocationStatus, closure: LiveClosure | null, now: Date): LocationStatus {
  return isClosedNow(closure, now) ? { label: 'closed', color: 'orange', message: closure.message } : status;
}

/** The end of the site's day at `now`: the next midnight on its clock (or the first hour after, where midnight is skipped). */
export function endOfSiteDay(now: Date, timeZone: string): Date {
  const tomorrow = addDays(localDateTime(now, timeZone).date, 1);
  return instantOfLocal(`${tomorrow}T00:00`, timeZone) ?? instantOfLocal(`${tomorrow}T01:00`, timeZone) ?? new Date(now.getTime() + 86_400_000);
}
