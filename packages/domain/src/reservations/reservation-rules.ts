/**
 * Reservation rules (docs/product/reservations.md#locations, #booking, #slots,
 * #guests, #dates). Pure: the clock and the site's time zone are
 * arguments. Times are wall-clock minutes of the day (0-1439) in the site's zone; dates 'YYYY-MM-DD'.
 * The server decides with these functions, and the web app shows what they give.
 */

/** A schedule row as reservations read it; only types 'reservation' and 'closed' matter here. */
export interface ReservationSchedule {
  readonly id: number;
  /** A time block's name ('Lunch'); null when the site gave none. */
  readonly name: string | null;
  readonly type: string;
  readonly start: string;
  readonly end: string;
  readonly days: readonly number[];
  readonly start_hour: number;
  readonly start_minutes: number;
  readonly end_hour: number;
  readonly end_minutes: number;
}

/** Hours every week when a location takes no reservations (a cleaning hour), on the weekdays given. */
export interface ClosedHours {
  readonly days: readonly number[];
  readonly start_hour: number;
  readonly start_minutes: number;
  readonly end_hour: number;
  readonly end_minutes: number;
}

/** A location's reservation settings. */
export interface ReservationRules {
  readonly reservation_interval: number;
  readonly reservation_capacity: number;
  readonly use_reservation_hours: boolean;
  readonly same_day_reservations: boolean;
  readonly limit_reservation_visits: boolean;
  readonly reservation_max_visits: number;
  readonly allow_guest_friends: boolean;
  readonly guest_friend_limit: number;
  readonly reservation_closed_hours: readonly ClosedHours[];
  readonly schedules: readonly ReservationSchedule[];
}

/** Seats booked at one slot by everyone (each reservation is 1 + its friends). */
export interface BookedSeats {
  readonly date: string;
  readonly minute: number;
  readonly seats: number;
}

/** One of the asking customer's own live reservations at this location. */
export interface OwnReservation {
  readonly date: string;
  readonly minute: number;
}

/** What a day's availability is judged against. */
export interface AvailabilityInput {
  readonly rules: ReservationRules;
  readonly date: string;
  readonly now: Date;
  readonly timeZone: string;
  readonly booked: readonly BookedSeats[];
  /** The asking customer's reservations (empty for nobody). */
  readonly own: readonly OwnReservation[];
}

export type CapacityBadge = 'low' | 'medium' | 'high';

/** Why a slot cannot be chosen. */
export type SlotProblem = 'full' | 'already-reserved' | 'visit-limit';

export interface Slot {
  /** Wall-clock minute of the day. */
  readonly minute: number;
  /** The time block (reservation schedule) the slot belongs to. */
  readonly scheduleId: number;
  readonly remaining: number;
  /** Null when nothing remains. */
  readonly badge: CapacityBadge | null;
  readonly mine: boolean;
  /** Null when the slot can be booked. */
  readonly problem: SlotProblem | null;
  /** 'You've already reserved this time.' for a slot of the customer's own where visits are limited; else null. */
  readonly tooltip: string | null;
}

export type BlockState = 'open' | 'limit-reached' | 'expired';

export interface TimeBlock {
  readonly scheduleId: number;
  readonly name: string | null;
  readonly start: number;
  readonly end: number;
  readonly state: BlockState;
  /** 'Sorry, you can't reserve more times in this schedule.' or 'This block of time has expired.'; null when open. */
  readonly tooltip: string | null;
}

export interface GuestOption {
  /** Friends brought along: 0 for 'Just me'. */
  readonly friends: number;
  readonly label: string;
}

export const RESERVATION_TEXTS = {
  alreadyReserved: "You've already reserved this time.",
  visitLimit: "Sorry, you can't reserve more times in this schedule.",
  expired: 'This block of time has expired.',
  justMe: 'Just me',
  created: 'Reservation successfully created.',
  noLongerAvailable: "We're sorry, the time slot you requested is no longer available.",
  cancelled: 'Your reservation has been successfully cancelled.',
  cancelFailed: 'We were unable to process your request; this reservation may have been previously cancelled.',
  /** The cancellation page, at load, for a link that names no reservation (the page's own words). */
  linkUnknown: 'We could not find this reservation. Check that the link is the whole one from your email.',
  /** The cancellation page, at load, for a reservation cancelled before (our wording). */
  alreadyCancelled: 'This reservation has already been cancelled.',
  modalTitle: 'Make a reservation',
} as const;

/** Days ahead a customer may book: the account's reservation flow, and the modal. */
export const LOOKAHEAD_DAYS = { account: 30, modal: 14 } as const;

/** Why a booking request does not fit (the server answers 409 with RESERVATION_TEXTS.noLongerAvailable). */
export type BookingProblem = 'date-outside-window' | 'not-a-slot' | 'past' | 'full' | 'too-many-guests' | 'already-reserved' | 'visit-limit';
