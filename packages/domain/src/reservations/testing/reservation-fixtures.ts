import type { AvailabilityInput, ClosedHours, ReservationRules, ReservationSchedule } from '../reservation-rules.ts';

/** Test fixtures: a dining hall taking lunch reservations on weekdays through 2026. */

export const NY = 'America/New_York';
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const YEAR_2026 = ['2026-01-01', '2026-12-31'] as const;

type Clock = readonly [hour: number, minutes: number];

export function schedule(
  id: number,
  type: 'reservation' | 'closed',
  [start_hour, start_minutes]: Clock,
  [end_hour, end_minutes]: Clock,
  options: { name?: string | null; days?: readonly number[]; dates?: readonly [string, string] } = {},
): ReservationSchedule {
  const [start, end] = options.dates ?? YEAR_2026;
  return {
    id,
    name: options.name ?? null,
    type,
    start,
    end,
    days: options.days ?? WEEKDAYS,
    start_hour,
    start_minutes,
    end_hour,
    end_minutes,
  };
}

export const block = (id: number, start: Clock, end: Clock, options: Parameters<typeof schedule>[4] = {}) =>
  schedule(id, 'reservation', start, end, options);
export const closed = (id: number, start: Clock, end: Clock, options: Parameters<typeof schedule>[4] = {}) =>
  schedule(id, 'closed', start, end, options);

export function closedHours(days: readonly number[], [start_hour, start_minutes]: Clock, [end_hour, end_minutes]: Clock): ClosedHours {
  return { days, start_hour, start_minutes, end_hour, end_minutes };
}

export const lunch = block(1, [11, 0], [13, 0], { name: 'Lunch' });

export function rulesWith(overrides: Partial<ReservationRules> = {}): ReservationRules {
  return {
    reservation_interval: 30,
    reservation_capacity: 10,
    use_reservation_hours: true,
    same_day_reservations: true,
    limit_reservation_visits: false,
    reservation_max_visits: 1,
    allow_guest_friends: true,
    guest_friend_limit: 3,
    reservation_closed_hours: [],
    schedules: [lunch],
    ...overrides,
  };
}

/** Wednesday 2026-06-10, 11:10 AM in New York (UTC-4). */
export const WEDNESDAY = '2026-06-10';
export const WEDNESDAY_1110 = new Date('2026-06-10T15:10:00Z');
/** The Monday before: every slot of Wednesday is ahead. */
export const MONDAY_BEFORE = new Date('2026-06-08T14:00:00Z');

export function availability(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return { rules: rulesWith(), date: WEDNESDAY, now: MONDAY_BEFORE, timeZone: NY, booked: [], own: [], ...overrides };
}

export const hm = (hour: number, minutes = 0) => hour * 60 + minutes;
