import type { CapacityBadge } from '@commons/domain';

/** Words of the reservation screens beyond the documented ones (those come from RESERVATION_TEXTS; docs/product/reservations.md). */
export const RESERVATION_UI_TEXTS = {
  empty: 'You have no upcoming reservations. Book a table to save your spot at a dining hall.',
  makeReservation: 'Make a reservation',
  loginPrompt: 'Log in to make a reservation.',
  noLocations: 'No dining locations take reservations right now.',
  noDates: 'There are no days open for reservations in the next weeks.',
  noTimes: 'There are no times left on this day. Please choose another day.',
  full: 'Full',
  loadFailure: "We're sorry, something went wrong loading reservations.",
  listLoadFailure: "We're sorry, something went wrong loading your reservations.",
  createFailure: 'Sorry, we ran into an unexpected error.',
  cancelButton: 'Cancel reservation',
  /** The cancellation page could not read its reservation (not an unknown link): the button still works. */
  linkReadFailed: 'We could not load this reservation right now. You can still cancel it with the button below.',
  keepButton: 'Keep reservation',
} as const;

/** The capacity badge as words, so it never rests on colour alone. */
export const BADGE_TEXT: Record<CapacityBadge, string> = {
  low: 'Last seat left',
  medium: 'Few seats left',
  high: 'Seats available',
};
