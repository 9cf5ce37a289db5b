import { isBookableDate } from './dates.ts';
import { openGrid } from './day-grid.ts';
import { guestOptions } from './guests.ts';
import type { AvailabilityInput, BookingProblem } from './reservation-rules.ts';
import { daySlots } from './slots.ts';

export interface BookingRequest {
  readonly date: string;
  readonly minute: number;
  readonly friends: number;
}

/**
 * The server's whole decision on a booking request: null when it can be made, else why not. Checked in
 * order: the date window, the slot time (past or not a slot), the slot's own problem, the party size.
 */
export function checkBooking(
  input: AvailabilityInput & { lookahead: number; request: BookingRequest },
): BookingProblem | null {
  const { rules, now, timeZone, lookahead, request } = input;
  const day: AvailabilityInput = { ...input, date: request.date };
  if (!isBookableDate(rules, now, timeZone, lookahead, request.date)) {
    return 'date-outside-window';
  }
  const slot = daySlots(day).find((s) => s.minute === request.minute);
  if (!slot) {
    const isSlotTime = openGrid(rules, request.date, timeZone).some((g) => g.minute === request.minute);
    return isSlotTime ? 'past' : 'not-a-slot';
  }
  if (slot.problem) return slot.problem;
  const isOffered = guestOptions(rules, slot.remaining).some((o) => o.friends === request.friends);
  return isOffered ? null : 'too-many-guests';
}
