import type { AvailabilityInput } from './reservation-rules.ts';
import { slotOwners } from './day-grid.ts';

/**
 * The blocks of `input.date` in which the customer has used up their visits: where visits are limited,
 * their own reservations that day on the block's slot times number reservation_max_visits or more.
 */
export function blocksAtVisitLimit(input: AvailabilityInput): Set<number> {
  const { rules, date, own } = input;
  const reached = new Set<number>();
  if (!rules.limit_reservation_visits) return reached;
  const owners = slotOwners(rules, date);
  const visits = new Map<number, number>();
  for (const r of own) {
    const block = r.date === date ? owners.get(r.minute) : undefined;
    if (block !== undefined) visits.set(block, (visits.get(block) ?? 0) + 1);
  }
  for (const block of new Set(owners.values())) {
    if ((visits.get(block) ?? 0) >= rules.reservation_max_visits) reached.add(block);
  }
  return reached;
}
