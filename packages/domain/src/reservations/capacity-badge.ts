import type { CapacityBadge } from './reservation-rules.ts';

/** The badge for seats left at a slot (docs/product/reservations.md#slots): 1 low, 2 medium, above 2 high; none when nothing is left. */
export function capacityBadge(remaining: number): CapacityBadge | null {
  if (!(remaining > 0)) return null;
  if (remaining <= 1) return 'low';
  if (remaining <= 2) return 'medium';
  return 'high';
}
