import { z } from 'zod';
import { del, get, post } from './route.ts';
import { bodyId, calendarDate, id, queryFlag, siteId, storableText } from './primitives.ts';
import { email, firstName, lastName } from './customers.ts';

/** Reservations (docs/product/reservations.md; the calls: docs/product/api.md#reservations). */
const tag = 'reservations';

/** Notes are plain text, kept as typed (HTML in them is text, never markup). */
export const NOTES_MAX_LENGTH = 500;
/** More friends than any location seats: past it, the request is refused as malformed. */
export const FRIENDS_MAX = 100;
/** A client's key for one booking attempt: a retry with the same key answers the first reservation. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** A reservation's public id: a UUID (the serial id stays inside the server). */
export const reservationId = z.uuid({ error: 'Use the reservation id (a UUID).' });

const minuteCount = z.number().int().min(0);

/** Weekly hours when a location takes no reservations. */
export const closedHours = z.object({
  days: z.array(z.number().int()),
  start_hour: z.number().int(),
  start_minutes: z.number().int(),
  end_hour: z.number().int(),
  end_minutes: z.number().int(),
});

/** A 'reservation' (a time block when the location uses reservation hours) or 'closed' schedule. */
export const reservationSchedule = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  type: z.string(),
  start: z.string(),
  end: z.string(),
  days: z.array(z.number().int()),
  start_hour: z.number().int(),
  start_minutes: z.number().int(),
  end_hour: z.number().int(),
  end_minutes: z.number().int(),
});

/** A location's reservation settings (docs/product/reservations.md#locations). */
export const reservationSettings = z.object({
  use_reservations: z.boolean(),
  use_reservation_hours: z.boolean(),
  same_day_reservations: z.boolean(),
  reservation_interval: minuteCount,
  reservation_capacity: minuteCount,
  reservation_max_visits: minuteCount,
  limit_reservation_visits: z.boolean(),
  allow_guest_friends: z.boolean(),
  guest_friend_limit: minuteCount,
  reservation_closed_hours: z.array(closedHours),
});

export const reservationLocation = reservationSettings.extend({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string().nullable(),
  schedules: z.array(reservationSchedule),
});
export type ReservationLocation = z.infer<typeof reservationLocation>;

export const getReservationLocations = get(
  '/v1/locations/all_locations_reservations',
  {
    summary:
      "The site's locations that take reservations (use_reservations on, not inside a building), with their settings and their 'reservation' and 'closed' schedules. The spec's with_buildings, with_address and for_profile are accepted and change nothing.",
    tag,
    query: z
      .object({ site_id: siteId, with_buildings: queryFlag.optional(), with_address: queryFlag.optional(), for_profile: queryFlag.optional() })
      .strict(),
  },
  z.object({ locations: z.array(reservationLocation) }),
);

const badge = z.enum(['low', 'medium', 'high']).nullable();

/** One bookable time of the day (minutes since midnight, site time), as the domain's daySlots judge it. */
export const reservationSlot = z.object({
  minute: z.number().int(),
  hour: z.number().int(),
  minutes: z.number().int(),
  schedule_id: z.number().int(),
  remaining: z.number().int(),
  badge,
  mine: z.boolean(),
  problem: z.enum(['full', 'already-reserved', 'visit-limit']).nullable(),
  tooltip: z.string().nullable(),
});

export const reservationBlock = z.object({
  schedule_id: z.number().int(),
  name: z.string().nullable(),
  start: z.number().int(),
  end: z.number().int(),
  state: z.enum(['open', 'limit-reached', 'expired']),
  tooltip: z.string().nullable(),
});

export const getReservationAvailability = get(
  '/v1/reservations/availability',
  {
    summary:
      "Our addition to the spec: one date's slots at a location, computed on the server with the same rules as booking (remaining seats, capacity badge, and for a logged-in customer their own slots and visit limits); time blocks when the location uses reservation hours. Never names who booked. The date must be a bookable one (today or tomorrow up to 30 days ahead, on a weekday a schedule covers), else 400. Never cached.",
    tag,
    query: z.object({ site_id: siteId, location_id: id, date: calendarDate }).strict(),
  },
  z.object({ date: z.string(), blocks: z.array(reservationBlock), slots: z.array(reservationSlot) }),
);

/** A reservation as its customer sees it. `id` is the public id (a UUID). */
export const reservation = z.object({
  id: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  date: z.string(),
  hour: z.number().int(),
  minute: z.number().int(),
  friends: z.number().int(),
  notes: z.string(),
  status: z.enum(['booked', 'cancelled']),
});
export type Reservation = z.infer<typeof reservation>;

const ver = z.union([z.literal(1), z.literal(2)], { error: 'Use 1 or 2.' }).optional();
/** A booking may name the customer; the session names it, so a different one is a 403. */
const optionalCustomer = bodyId.optional();
const optionalSite = bodyId.optional();

/** The reservation form (docs/product/reservations.md#reservation, docs/product/api.md#reservations POST reservations/). */
export const reservationBody = z
  .object({
    first_name: firstName,
    last_name: lastName,
    email,
    location_id: bodyId,
    date: calendarDate,
    hour: z.number({ error: 'Choose a time.' }).int('Choose a time.').min(0, 'Choose a time.').max(23, 'Choose a time.'),
    minute: z.number({ error: 'Choose a time.' }).int('Choose a time.').min(0, 'Choose a time.').max(59, 'Choose a time.'),
    friends: z
      .number({ error: 'Use a number of guests.' })
      .int('Use a whole number of guests.')
      .min(0, 'Use 0 or more guests.')
      .max(FRIENDS_MAX, 'Too many guests.')
      .optional()
      .default(0),
    notes: storableText('refuse')
      .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters.`)
      .nullable()
      .optional()
      .transform((value) => value ?? ''),
    customer_id: optionalCustomer,
    site_id: optionalSite,
    ver,
    idempotency_key: z.string({ error: 'Must be text.' }).regex(IDEMPOTENCY_KEY, 'Use 8 to 100 letters, digits, - or _.').optional(),
  })
  .strict();
export type ReservationBody = z.output<typeof reservationBody>;
export type ReservationForm = z.input<typeof reservationBody>;

export const postReservation = post(
  '/v1/reservations/',
  {
    summary:
      "Book a slot for the logged-in customer (401 without a session; refused cross-site). The slot is checked again under a lock: taken, past, outside the window, not a slot, too many guests, or a visit limit reached is a 409 with \"We're sorry, the time slot you requested is no longer available.\" and the problem's `code`. A location of another site or without reservations is a 404. Sending the same `idempotency_key` again answers the first reservation.",
    tag,
    body: reservationBody,
  },
  z.object({ reservation, msg: z.string() }),
);

export const cancelReservationBody = z.object({ reservation_id: reservationId, customer_id: optionalCustomer, site_id: optionalSite, ver }).strict();

export const deleteReservation = del(
  '/v1/reservations/',
  {
    summary:
      "Cancel one of the logged-in customer's reservations by its public id (401 without a session; refused cross-site). Another customer's or an unknown id is a 404; one already cancelled a 409.",
    tag,
    body: cancelReservationBody,
  },
  z.object({ msg: z.string(), reservation }),
);

/** The e-mailed cancellation link's form: both ids are the unguessable public ones. Text, checked by the server, so every failure says the same. */
export const cancelByLinkBody = z
  .object({ customer_id: z.string({ error: 'Must be text.' }).max(100, 'Too long.'), reservation_id: z.string({ error: 'Must be text.' }).max(100, 'Too long.') })
  .strict();

export const postCancelReservationByLink = post(
  '/v1/reservations/cancel_by_link',
  {
    summary:
      "The cancellation page (/{site}/cancel-reservation/{customerId}/{reservationId}): cancels without a login, by the customer's and the reservation's public ids. Every failure (unknown, someone else's, already cancelled) says \"We were unable to process your request; this reservation may have been previously cancelled.\" Rate-limited.",
    tag,
    body: cancelByLinkBody,
  },
  z.object({ msg: z.string() }),
);

/** The reservation an e-mailed cancellation link names, as its page shows it before the button. */
export const reservationByLink = z.object({
  location_name: z.string(),
  date: z.string(),
  hour: z.number().int(),
  minute: z.number().int(),
  friends: z.number().int(),
  status: z.enum(['booked', 'cancelled']),
});
export type ReservationByLink = z.infer<typeof reservationByLink>;

export const getReservationByLink = get(
  '/v1/reservations/by_link',
  {
    summary:
      "What the cancellation page (/{site}/cancel-reservation/{customerId}/{reservationId}) cancels: location, date, time, guests and whether it is already cancelled, by the customer's and the reservation's public ids. Reading changes nothing. An unknown pair is a 404. Rate-limited with the cancellations; never cached.",
    tag,
    query: cancelByLinkBody,
  },
  z.object({ reservation: reservationByLink }),
);

const customerReservationsQuery = z.object({ site_id: siteId, customer_id: id.optional() }).strict();

export const getCustomerReservations = get(
  '/v1/customer/reservations',
  {
    summary: "The logged-in customer's reservations, upcoming first (then past ones, latest first). 401 without a session. Never cached.",
    tag,
    query: customerReservationsQuery,
  },
  z.object({ reservations: z.array(reservation) }),
);

export const getReservationCard = get(
  '/v1/customer/reservation_card',
  {
    summary: "A printable PDF of one of the logged-in customer's reservations: location, date, time, guests and the cancellation link, as text and as a QR code. Another customer's or an unknown id is a 404. Never cached.",
    tag,
    query: z.object({ site_id: siteId, reservation_id: reservationId, customer_id: id.optional() }).strict(),
  },
  z.string().describe('The file itself (binary).'),
);
