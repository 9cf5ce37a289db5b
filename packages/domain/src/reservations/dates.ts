import { addDays, localDateTime } from '../schedule/calendar.ts';
import { blocksOn, isWhollyClosed, openGrid } from './day-grid.ts';
import type { ReservationRules } from './reservation-rules.ts';

/** Most days ahead ever looked at, whatever `lookahead` says. */
const MAX_LOOKAHEAD = 366;

/**
 * The dates a customer may pick (spec 03 §5 "Reservation dates"): today in the site's zone (tomorrow
 * when same-day reservations are off) to today + `lookahead` days, keeping the dates a reservation
 * schedule covers that are not wholly closed and still have an open slot time.
 */
export function bookableDates(rules: ReservationRules, now: Date, timeZone: string, lookahead: number): string[] {
  const today = localDateTime(now, timeZone).date;
  const days = Number.isFinite(lookahead) ? Math.min(Math.max(0, Math.floor(lookahead)), MAX_LOOKAHEAD) : 0;
  const dates: string[] = [];
  for (let i = rules.same_day_reservations ? 0 : 1; i <= days; i += 1) {
    const date = addDays(today, i);
    if (blocksOn(rules, date).length === 0 || isWhollyClosed(rules, date)) continue;
    if (openGrid(rules, date, timeZone).length > 0) dates.push(date);
  }
  return dates;
}
