import { bookableDates, checkBooking, localDateTime, daySlots, LOOKAHEAD_DAYS, RESERVATION_TEXTS, timeBlocks, type ReservationRules, type ReservationSchedule } from '@commons/domain';
import type { Reservation, ReservationBody, ReservationByLink, ReservationLocation } from '@commons/contract';
import { AppError, invalid, notFound } from '../../platform/app-error.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import type { CustomerRow } from '../customers/customers.repo.ts';
import type { ListedReservation, LocationRow, ReservationsRepo, ScheduleRow } from './reservations.repo.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import { freshReads } from '../../platform/fresh-reads.ts';
import type { MailOutbox, QueueMail } from '../../platform/mail/index.ts';
import { reservationCardPdf } from './reservation-card.ts';
import { cancelLink, reservationMail, type MailKind } from './reservation-mail.ts';

export const NO_RESERVATIONS = 'This location does not take reservations.';
export const RESERVATION_NOT_FOUND = 'This reservation was not found.';
export const DATE_NOT_BOOKABLE = `Choose a date from the reservation calendar (up to ${LOOKAHEAD_DAYS.account} days ahead).`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSchedule = (s: ScheduleRow): ReservationSchedule => ({
  id: s.id,
  name: s.name,
  type: s.type,
  start: s.start,
  end: s.end,
  days: s.days,
  start_hour: s.start_hour,
  start_minutes: s.start_minutes,
  end_hour: s.end_hour,
  end_minutes: s.end_minutes,
});

/** The domain's view of a location's reservation settings and schedules. */
export function rulesOf(location: LocationRow, schedules: readonly ScheduleRow[]): ReservationRules {
  return {
    reservation_interval: location.reservation_interval,
    reservation_capacity: location.reservation_capacity,
    use_reservation_hours: location.use_reservation_hours,
    same_day_reservations: location.same_day_reservations,
    limit_reservation_visits: location.limit_reservation_visits,
    reservation_max_visits: location.reservation_max_visits,
    allow_guest_friends: location.allow_guest_friends,
    guest_friend_limit: location.guest_friend_limit,
    reservation_closed_hours: location.reservation_closed_hours,
    schedules: schedules.filter((s) => s.location_id === location.id).map(toSchedule),
  };
}

export function toReservation(row: ListedReservation): Reservation {
  return {
    id: row.public_id,
    location_id: row.location_id,
    location_name: row.location_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    date: row.date,
    hour: row.hour,
    minute: row.minute,
    friends: row.friends,
    notes: row.notes,
    status: row.status,
  };
}

/** Why a booking was refused: the documented message (docs/product/reservations.md#messages), and the rule's code in `errors.code`. */
export const slotTaken = (code: string) => new AppError('conflict', RESERVATION_TEXTS.noLongerAvailable, { code });
const cancelFailed = (kind: 'not_found' | 'conflict') => new AppError(kind, RESERVATION_TEXTS.cancelFailed);

/**
 * Reservations (docs/product/reservations.md#booking, docs/product/api.md#reservations): every decision is the domain's (checkBooking, daySlots) on
 * the server's clock in the site's time zone; a booking decides under a lock of its location.
 */
export function reservationsService(repo: ReservationsRepo, sites: SitesRepo, clock: () => Date, publicBaseUrl: string, mail: MailOutbox) {
  const bookingsOfOneLocation = oneAtATime();
  /** Seats booked per location and day, read once for the bookings waiting their turn (ADR 0022). */
  const seatsOfDays = freshReads<{ minute: number; seats: number }[]>();
  async function publishedSite(siteId: number): Promise<SiteRow> {
    const site = await sites.findById(siteId);
    if (!site?.published) throw notFound('Invalid site.');
    return site;
  }

  /** A location of `siteId` that takes reservations, with its rules. */
  async function reservable(siteId: number, locationId: number): Promise<{ location: LocationRow; rules: ReservationRules }> {
    const location = await repo.findLocation(locationId);
    if (!location || location.site_id !== siteId || !location.use_reservations || !location.active || location.building_id !== null || location.is_building) {
      throw notFound(NO_RESERVATIONS);
    }
    return { location, rules: rulesOf(location, await repo.schedulesOf([location.id])) };
  }

  /** Queues the customer's message about `reservation` in the running transaction. */
  async function tell(queue: QueueMail, kind: MailKind, site: SiteRow, reservation: ListedReservation, customerPublicId: string, intervalMinutes: number) {
    await queue(reservationMail({ kind, site, reservation, intervalMinutes, customerPublicId, publicBaseUrl, now: clock() }));
  }

  /** Cancels `found` and queues the notice in one transaction; false when it was no longer booked. */
  async function cancelAndTell(found: ListedReservation, customerPublicId: string): Promise<boolean> {
    if (found.status !== 'booked') return false;
    const site = await sites.findById(found.site_id);
    const location = await repo.findLocation(found.location_id);
    return mail.inTransaction(async (tx, queue) => {
      if (!(await repo.cancel(tx, found.id, clock()))) return false;
      if (site) await tell(queue, 'cancellation', site, { ...found, status: 'cancelled' }, customerPublicId, location?.reservation_interval ?? 0);
      return true;
    });
  }

  return {
    async locations(siteId: number): Promise<{ locations: ReservationLocation[] }> {
      await publishedSite(siteId);
      const rows = await repo.reservableLocations(siteId);
      const schedules = await repo.schedulesOf(rows.map((r) => r.id));
      return {
        locations: rows.map((location) => ({
          id: location.id,
          name: location.name,
          short_description: location.short_description,
          use_reservations: location.use_reservations,
          ...rulesOf(location, schedules),
          reservation_closed_hours: location.reservation_closed_hours,
          schedules: schedules.filter((s) => s.location_id === location.id).map((s) => ({ ...toSchedule(s), days: s.days })),
        })),
      };
    },

    /** One date's blocks and slots; the customer's own slots marked when one is logged in. */
    async availability(query: { site_id: number; location_id: number; date: string }, customer: CustomerRow | null) {
      const site = await publishedSite(query.site_id);
      const { location, rules } = await reservable(site.id, query.location_id);
      const now = clock();
      if (!bookableDates(rules, now, site.time_zone, LOOKAHEAD_DAYS.account).includes(query.date)) throw invalid(DATE_NOT_BOOKABLE, { date: DATE_NOT_BOOKABLE });
      const booked = (await repo.bookedSeats(repo.db, location.id, query.date)).map((b) => ({ ...b, date: query.date }));
      const own = customer ? await repo.ownBooked(repo.db, customer.id, location.id) : [];
      const input = { rules, date: query.date, now, timeZone: site.time_zone, booked, own };
      return {
        date: query.date,
        blocks: rules.use_reservation_hours ? timeBlocks(input).map((b) => ({ schedule_id: b.scheduleId, name: b.name, start: b.start, end: b.end, state: b.state, tooltip: b.tooltip })) : [],
        slots: daySlots(input).map((s) => ({
          minute: s.minute,
          hour: Math.floor(s.minute / 60),
          minutes: s.minute % 60,
          schedule_id: s.scheduleId,
          remaining: s.remaining,
          badge: s.badge,
          mine: s.mine,
          problem: s.problem,
          tooltip: s.tooltip,
        })),
      };
    },

    /**
     * Books under a lock of the location's row: the seats booked and the customer's own
     * reservations are read again inside, and checkBooking decides (409 when it refuses). The same
     * idempotency key answers the first reservation, however the two requests raced.
     *
     * Bookings of one location also wait their turn in this process (ADR 0022), so a rush holds
     * one database connection per location rather than one per waiting request; and each takes an
     * unlocked first look when its turn comes, so once the slot is full the rest are refused
     * without a transaction. The first look never books: only the locked check does. Its seats are
     * one read shared by the bookings that arrived before it began (freshReads), and its own
     * reservations and idempotency key are read before the turn, so a refusal costs the queue no
     * query of its own. `site` is the customer's, as the session read it (published, with login).
     */
    async book(customer: CustomerRow, site: SiteRow, body: ReservationBody): Promise<{ reservation: Reservation; msg: string }> {
      const { location, rules } = await reservable(site.id, body.location_id);
      const key = body.idempotency_key ?? null;
      const answer = (row: ListedReservation) => ({ reservation: toReservation(row), msg: RESERVATION_TEXTS.created });
      const minute = body.hour * 60 + body.minute;
      const seatsKey = `${location.id} ${body.date}`;
      const arrived = seatsOfDays.arrival();
      const problemWith = (seats: readonly { minute: number; seats: number }[], own: readonly { date: string; minute: number }[]) =>
        checkBooking({
          rules,
          date: body.date,
          now: clock(),
          timeZone: site.time_zone,
          booked: seats.map((b) => ({ ...b, date: body.date })),
          own,
          lookahead: LOOKAHEAD_DAYS.account,
          request: { date: body.date, minute, friends: body.friends },
        });
      const [sent, ownBefore] = await Promise.all([key ? repo.byIdempotencyKey(repo.db, customer.id, key) : undefined, repo.ownBooked(repo.db, customer.id, location.id)]);
      if (sent) return answer(sent);
      const outcome = await bookingsOfOneLocation(`location ${location.id}`, async (): Promise<{ refused: string } | { stored: ListedReservation }> => {
        const seen = problemWith(await seatsOfDays.read(seatsKey, arrived, () => repo.bookedSeats(repo.db, location.id, body.date)), ownBefore);
        if (seen) return { refused: seen };
        const stored = await mail.inTransaction(async (tx, queue) => {
          await repo.lockLocation(tx, location.id);
          if (key) {
            const earlier = await repo.byIdempotencyKey(tx, customer.id, key);
            if (earlier) return earlier;
          }
          const [seats, own] = await Promise.all([repo.bookedSeats(tx, location.id, body.date), repo.ownBooked(tx, customer.id, location.id)]);
          const problem = problemWith(seats, own);
          if (problem) throw slotTaken(problem);
          const row = await repo.insert(tx, {
            site_id: site.id,
            location_id: location.id,
            customer_id: customer.id,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
            date: body.date,
            hour: body.hour,
            minute: body.minute,
            friends: body.friends,
            notes: body.notes,
            status: 'booked',
            created_at: clock(),
            idempotency_key: key,
          });
          if (row) {
            const created = { ...row, location_name: location.name };
            await tell(queue, 'confirmation', site, created, customer.public_id, location.reservation_interval);
            return created;
          }
          // The key was used by a request at another location meanwhile: that one is the answer.
          const earlier = key ? await repo.byIdempotencyKey(tx, customer.id, key) : undefined;
          if (!earlier) throw slotTaken('conflict');
          return earlier;
        });
        seatsOfDays.forget(seatsKey);
        return { stored };
      });
      if ('stored' in outcome) return answer(outcome.stored);
      // A request with the same key may have booked while this one waited its turn: that is the answer.
      const earlier = key ? await repo.byIdempotencyKey(repo.db, customer.id, key) : undefined;
      if (earlier) return answer(earlier);
      throw slotTaken(outcome.refused);
    },

    async cancelOwn(customer: CustomerRow, publicId: string): Promise<{ msg: string; reservation: Reservation }> {
      const found = await repo.findOwn(publicId, customer.id);
      if (!found) throw notFound(RESERVATION_NOT_FOUND);
      if (!(await cancelAndTell(found, customer.public_id))) throw cancelFailed('conflict');
      return { msg: RESERVATION_TEXTS.cancelled, reservation: { ...toReservation(found), status: 'cancelled' } };
    },

    /** What the e-mailed link cancels, read without changing anything (a mail scanner may follow it). */
    async readByLink(customerPublicId: string, publicId: string): Promise<{ reservation: ReservationByLink }> {
      const found = UUID.test(customerPublicId) && UUID.test(publicId) ? await repo.findByLink(publicId.toLowerCase(), customerPublicId.toLowerCase()) : undefined;
      if (!found) throw notFound(RESERVATION_TEXTS.linkUnknown);
      const { location_name, date, hour, minute, friends, status } = found;
      return { reservation: { location_name, date, hour, minute, friends, status } };
    },

    /** The e-mailed link: both public ids must belong together; every failure says the same. */
    async cancelByLink(customerPublicId: string, publicId: string): Promise<{ msg: string }> {
      if (!UUID.test(customerPublicId) || !UUID.test(publicId)) throw cancelFailed('not_found');
      const found = await repo.findByLink(publicId.toLowerCase(), customerPublicId.toLowerCase());
      if (!found) throw cancelFailed('not_found');
      if (!(await cancelAndTell(found, customerPublicId.toLowerCase()))) throw cancelFailed('conflict');
      return { msg: RESERVATION_TEXTS.cancelled };
    },

    /** Upcoming first (soonest first), then past and cancelled ones, latest first. */
    async listOwn(customer: CustomerRow): Promise<{ reservations: Reservation[] }> {
      const site = await publishedSite(customer.site_id);
      const today = localDateTime(clock(), site.time_zone).date;
      const rows = await repo.listOf(customer.id);
      const isUpcoming = (r: ListedReservation) => r.status === 'booked' && r.date >= today;
      const upcoming = rows.filter(isUpcoming).reverse();
      return { reservations: [...upcoming, ...rows.filter((r) => !isUpcoming(r))].map(toReservation) };
    },

    async card(customer: CustomerRow, publicId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const found = await repo.findOwn(publicId, customer.id);
      if (!found) throw notFound(RESERVATION_NOT_FOUND);
      const site = await publishedSite(customer.site_id);
      const customerPublicId = await repo.customerPublicId(customer.id);
      const link = cancelLink(publicBaseUrl, site, customerPublicId ?? '', found.public_id);
      return { fileName: `reservation-${found.date}.pdf`, bytes: await reservationCardPdf({ siteName: site.name, reservation: found, cancelLink: link }, clock()) };
    },
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
