import type { ConsoleLiveLocation } from '@commons/contract/console';
import { BUSY_LEVELS, hoursOn, isClosedNow, localDateTime, localDateTimeOf, locationStatus, statusWithClosure, type BusyLevel, type LiveClosure } from '@commons/domain';
import type { LiveRow, LiveScheduleRow } from './live-status.repo.ts';

/** The stored busy level, if it is one of the levels (anything else reads as none). */
export const busyLevelOf = (row: Pick<LiveRow, 'live_busy_level'>): BusyLevel | null => BUSY_LEVELS.find((level) => level === row.live_busy_level) ?? null;

/** The stored closure, in force or not. */
export const closureOf = (row: Pick<LiveRow, 'live_closed_message' | 'live_closed_until'>): LiveClosure | null =>
  row.live_closed_message !== null && row.live_closed_until !== null ? { message: row.live_closed_message, until: row.live_closed_until.toISOString() } : null;

/** A location's live status as the console shows it at `now`: a closure only while in force, the state visitors see, today's hours. */
export function consoleLiveOf(row: LiveRow, schedules: readonly LiveScheduleRow[], timeZone: string, now: Date): ConsoleLiveLocation {
  const closure = closureOf(row);
  const inForce = isClosedNow(closure, now) ? closure : null;
  return {
    id: row.id,
    name: row.name,
    closure: inForce && { message: inForce.message, until: localDateTimeOf(new Date(inForce.until), timeZone), until_at: inForce.until },
    busy_level: busyLevelOf(row),
    status: statusWithClosure(locationStatus(schedules, now, timeZone), closure, now),
    hours: hoursOn(schedules, localDateTime(now, timeZone).date),
    version: row.live_version,
  };
}
