import { RESERVATION_TEXTS } from './reservation-rules.ts';
import { formatReservationDate, formatSlotTime } from './slot-time.ts';

/** The reservation modal's title (docs/product/reservations.md#booking): 'Make a reservation at {location} on {M/D/YY} at {time}', each part when chosen. */
export function reservationTitle(parts: { location?: string; date?: string; minute?: number }): string {
  let title: string = RESERVATION_TEXTS.modalTitle;
  if (parts.location) title += ` at ${parts.location}`;
  if (parts.date) title += ` on ${formatReservationDate(parts.date)}`;
  if (parts.minute !== undefined && Number.isFinite(parts.minute)) title += ` at ${formatSlotTime(parts.minute)}`;
  return title;
}
