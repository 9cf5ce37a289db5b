import { localDateTime } from '../schedule/calendar.ts';
import { capacityBadge } from './capacity-badge.ts';
import { openGrid } from './day-grid.ts';
import { RESERVATION_TEXTS, type AvailabilityInput, type Slot, type SlotProblem } from './reservation-rules.ts';
import { blocksAtVisitLimit } from './visit-limit.ts';

/**
 * The slots of `input.date` a customer can see (docs/product/reservations.md#slots): each reservation
 * schedule's times at the location's interval, start to end inclusive, less closed times, wall times
 * the clock skips, and (on the current day in the site's zone) times already past; by minute.
 * With `scheduleId`, only that block's slots.
 */
export function daySlots(input: AvailabilityInput, scheduleId?: number): Slot[] {
  const { rules, date, now, timeZone, booked, own } = input;
  const today = localDateTime(now, timeZone);
  if (date < today.date) return [];
  const atLimit = blocksAtVisitLimit(input);
  return openGrid(rules, date, timeZone)
    .filter((g) => scheduleId === undefined || g.scheduleId === scheduleId)
    .filter((g) => date > today.date || g.minute >= today.minute)
    .map((g): Slot => {
      const seats = booked.reduce((sum, b) => (b.date === date && b.minute === g.minute ? sum + b.seats : sum), 0);
      const remaining = Math.max(0, rules.reservation_capacity - seats);
      const mine = own.some((r) => r.date === date && r.minute === g.minute);
      const problem: SlotProblem | null = mine
        ? 'already-reserved'
        : remaining === 0
          ? 'full'
          : atLimit.has(g.scheduleId)
            ? 'visit-limit'
            : null;
      const tooltip = mine && rules.limit_reservation_visits ? RESERVATION_TEXTS.alreadyReserved : null;
      return { minute: g.minute, scheduleId: g.scheduleId, remaining, badge: capacityBadge(remaining), mine, problem, tooltip };
    });
}
