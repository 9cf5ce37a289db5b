import { isValidIsoDate, weekdayOf } from '../schedule/calendar.ts';
import type { ClosedHours, ReservationRules, ReservationSchedule } from './reservation-rules.ts';
import { mayHaveGap, wallTimeExists } from './wall-time.ts';

/**
 * The time grid of one date: which wall-clock minutes the location's reservation schedules offer and
 * which block each belongs to, before the clock (past slots) and bookings are considered.
 */

export const RESERVATION = 'reservation';
export const CLOSED = 'closed';
const LAST_MINUTE = 1439;

/** A time of one day in minutes; `end` exclusive. */
interface Span {
  readonly start: number;
  readonly end: number;
}

const minuteOf = (hour: number, minutes: number) => hour * 60 + minutes;

const covers = (s: ReservationSchedule, date: string, weekday: number) =>
  s.start <= date && date <= s.end && s.days.includes(weekday);

/** A block's first and last slot time (inclusive), or null when it offers none. An end of 00:00 means midnight. */
export function blockSpan(s: ReservationSchedule): { start: number; end: number } | null {
  const start = minuteOf(s.start_hour, s.start_minutes);
  let end = minuteOf(s.end_hour, s.end_minutes);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0 || start > LAST_MINUTE) return null;
  if (end === 0) end = start === 0 ? -1 : LAST_MINUTE; // 00:00-00:00 offers nothing; X-00:00 runs to midnight.
  end = Math.min(end, LAST_MINUTE);
  return end >= start ? { start, end } : null;
}

/** The reservation schedules (time blocks) covering `date`, by start time then id. */
export function blocksOn(rules: ReservationRules, date: string): ReservationSchedule[] {
  if (!isValidIsoDate(date)) return [];
  const weekday = weekdayOf(date);
  return rules.schedules
    .filter((s) => s.type === RESERVATION && covers(s, date, weekday) && blockSpan(s) !== null)
    .sort((a, b) => (blockSpan(a)?.start ?? 0) - (blockSpan(b)?.start ?? 0) || a.id - b.id);
}

/** The slot times a block offers: start to end inclusive at `interval` minutes (none for a bad interval). */
export function blockMinutes(s: ReservationSchedule, interval: number): number[] {
  const span = blockSpan(s);
  if (!span || !Number.isInteger(interval) || interval <= 0) return [];
  const minutes: number[] = [];
  for (let m = span.start; m <= span.end; m += interval) minutes.push(m);
  return minutes;
}

/** Wall-clock minute → the block it belongs to on `date`; a time two blocks give goes to the earlier block. */
export function slotOwners(rules: ReservationRules, date: string): Map<number, number> {
  const owners = new Map<number, number>();
  for (const block of blocksOn(rules, date)) {
    for (const minute of blockMinutes(block, rules.reservation_interval)) {
      if (!owners.has(minute)) owners.set(minute, block.id);
    }
  }
  return owners;
}

function closedSpan(c: ClosedHours): Span {
  const start = minuteOf(c.start_hour, c.start_minutes);
  const end = minuteOf(c.end_hour, c.end_minutes);
  if (start === 0 && end === 0) return { start: 0, end: LAST_MINUTE + 1 }; // 00:00-00:00: the whole day.
  return { start, end: end <= start ? LAST_MINUTE + 1 : end }; // an end at or before the start: to midnight.
}

/** Times of `date` without reservations: 'closed' schedules covering it, and the weekly closed hours. */
export function closedSpans(rules: ReservationRules, date: string): Span[] {
  if (!isValidIsoDate(date)) return [];
  const weekday = weekdayOf(date);
  const closedSchedules = rules.schedules.filter((s) => s.type === CLOSED && covers(s, date, weekday));
  const closedHours = rules.reservation_closed_hours.filter((c) => c.days.includes(weekday));
  return [...closedSchedules, ...closedHours].map(closedSpan);
}

/** Is all of `date` closed by a 00:00-00:00 closed schedule? */
export function isWhollyClosed(rules: ReservationRules, date: string): boolean {
  return closedSpans(rules, date).some((s) => s.start <= 0 && s.end > LAST_MINUTE);
}

export interface GridSlot {
  readonly minute: number;
  readonly scheduleId: number;
}

/** The slot times of `date` that are open and exist on the clock, by minute; past times are still in. */
export function openGrid(rules: ReservationRules, date: string, timeZone: string): GridSlot[] {
  if (!isValidIsoDate(date)) return [];
  const closed = closedSpans(rules, date);
  const checkGap = mayHaveGap(date, timeZone);
  const slots: GridSlot[] = [];
  for (const [minute, scheduleId] of slotOwners(rules, date)) {
    if (closed.some((c) => c.start <= minute && minute < c.end)) continue;
    if (checkGap && !wallTimeExists(date, minute, timeZone)) continue;
    slots.push({ minute, scheduleId });
  }
  return slots.sort((a, b) => a.minute - b.minute);
}
