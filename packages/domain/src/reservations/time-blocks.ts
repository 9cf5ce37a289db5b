import { localDateTime } from '../schedule/calendar.ts';
import { blockSpan, blocksOn } from './day-grid.ts';
import { RESERVATION_TEXTS, type AvailabilityInput, type TimeBlock } from './reservation-rules.ts';
import { daySlots } from './slots.ts';
import { blocksAtVisitLimit } from './visit-limit.ts';

/**
 * The time blocks of `input.date` (its reservation schedules), by start (docs/product/reservations.md#slots): expired when
 * none of its slots is still ahead today (or the date has passed), at the visit limit when the
 * customer has used their visits in it, else open.
 */
export function timeBlocks(input: AvailabilityInput): TimeBlock[] {
  const today = localDateTime(input.now, input.timeZone).date;
  const atLimit = blocksAtVisitLimit(input);
  const slots = daySlots(input);
  return blocksOn(input.rules, input.date).map((s): TimeBlock => {
    const span = blockSpan(s) ?? { start: 0, end: 0 };
    const base = { scheduleId: s.id, name: s.name, start: span.start, end: span.end };
    const isExpired = input.date < today || (input.date === today && !slots.some((slot) => slot.scheduleId === s.id));
    if (isExpired) return { ...base, state: 'expired', tooltip: RESERVATION_TEXTS.expired };
    if (atLimit.has(s.id)) return { ...base, state: 'limit-reached', tooltip: RESERVATION_TEXTS.visitLimit };
    return { ...base, state: 'open', tooltip: null };
  });
}
