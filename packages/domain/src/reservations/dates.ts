import { addDays, isValidIsoDate, localDateTime } from '../schedule/calendar.ts';
import { blocksOn, isWhollyClosed, openGrid } from './day-grid.ts';
import type { ReservationRules } from './reservation-rules.ts';

/** Most days ahead ever looked at, whatever `lookahead` says. */
const MAX_LOOKAHEAD = 366;

/** The first and last day a customer may pick, today being `now` in the site's zone. */
function dayWindow(rules: ReservationRules, now: Date, timeZone: string, lookahead: number): { today: string; from: number; to: number } {
  const today = localDateTime(now, timeZone).date;
  const days = Number.isFinite(lookahead) ? Math.min(Math.max(0, Math.floor(lookahead)), MAX_LOOKAHEAD) : 0;
  return { today, from: rules.same_day_reservations ? 0 : 1, to: days };
}

/** Does a reservation schedule cover `date`, not wholly closed, with an open slot time left? */
function isOpenForBooking(rules: ReservationRules, date: string, timeZone: string): boolean {
  if (blocksOn(rules, date).length === 0 || isWhollyClosed(rules, date)) return false;
  return openGrid(rules, date, timeZone).length > 0;
}

/**
 * The dates a customer may pick (docs/product/reservations.md#dates): today in the site's zone (tomorrow
 * when same-day reservations are off) to today + `lookahead` days, keeping the dates a reservation
 * schedule covers that are not wholly closed and still have an open slot time.
 */
export function bookableDates(rules: ReservationRules, now: Date, timeZone: string, lookahead: number): string[] {
  const { today, from, to } = dayWindow(rules, now, timeZone, lookahead);
  const dates: string[] = [];
  for (let i = from; i <= to; i += 1) {
    const date = addDays(today, i);
    if (isOpenForBooking(rules, date, timeZone)) dates.push(date);
  }
  return dates;
}

/** Is `date` one of `bookableDates`? Judges that one date only (a booking's check). */
export function isBookableDate(rules: ReservationRules, now: Date, timeZone: string, lookahead: number, date: string): boolean {
  if (!isValidIsoDate(date)) return false;
  const { today, from, to } = dayWindow(rules, now, timeZone, lookahead);
  if (date < addDays(today, from) || date > addDays(today, to)) return false;
  return isOpenForBooking(rules, date, timeZone);
}
