import { zonedParts } from '../time/zone-offset.ts';

/** Calendar dates as 'YYYY-MM-DD' strings: compare as text, step with `addDays`. Weeks start on Sunday. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function toUtcDate(date: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const d = new Date(Date.UTC(2000, Number(match[2]) - 1, Number(match[3])));
  d.setUTCFullYear(Number(match[1]));
  return d;
}

function fromUtcDate(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Is `value` a real calendar date written 'YYYY-MM-DD' (so '2026-02-30' and '2026-13-45' are not)? */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

/** Weekday number of a date, Sunday = 0. */
export function weekdayOf(date: string): number {
  return toUtcDate(date).getUTCDay();
}

/** The Sunday that starts the week containing `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The seven dates Sunday to Saturday of the week containing `date`. */
export function weekDates(date: string): string[] {
  const sunday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** The wall-clock date and minute of the day (0-1439) of `now` in `timeZone`. */
export function localDateTime(now: Date, timeZone: string): { date: string; minute: number } {
  const p = zonedParts(now, timeZone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, minute: (p.hour % 24) * 60 + p.minute };
}
