/** Weekly hours and special hours of the demo locations, as schedule rows relative to today. */
import type { schedules } from '../db/schema/index.ts';
import { weekdayOf, type SiteClock } from './local-time.ts';
import type { HoursPlan, LocationSpec } from './location-spec.ts';

export type ScheduleRow = Omit<typeof schedules.$inferInsert, 'id'>;

interface Block {
  days: number[];
  from: [number, number];
  to: [number, number];
  openLate?: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** end [0, 0] is midnight; open_late marks hours that run past midnight into the next day. */
const plans: Record<HoursPlan, Block[]> = {
  hall: [
    { days: WEEKDAYS, from: [7, 0], to: [20, 0] },
    { days: WEEKEND, from: [10, 0], to: [19, 0] },
  ],
  coffee: [{ days: WEEKDAYS, from: [7, 30], to: [16, 30] }],
  late: [{ days: [0, 1, 2, 3, 4], from: [20, 0], to: [2, 0], openLate: true }],
  grill: [{ days: [1, 2, 3, 4, 5, 6], from: [11, 0], to: [0, 0] }],
  market: [{ days: EVERY_DAY, from: [8, 0], to: [22, 0] }],
  // Open every day at noon: the on-the-go journeys order a pick-up there on whatever day they run.
  express: [
    { days: WEEKDAYS, from: [10, 30], to: [15, 0] },
    { days: WEEKEND, from: [11, 0], to: [14, 0] },
  ],
  bakery: [{ days: WEEKDAYS, from: [6, 30], to: [11, 0] }],
  catering: [{ days: WEEKDAYS, from: [8, 0], to: [17, 0] }],
  pizza: [
    { days: EVERY_DAY, from: [11, 0], to: [23, 0] },
  ],
  none: [],
};

/** Regular hours run from 60 days before today to 120 days after. */
export const REGULAR_FROM = -60;
export const REGULAR_TO = 120;

function row(siteId: number, locationId: number, type: string, start: string, end: string, block: Block): ScheduleRow {
  return {
    site_id: siteId,
    location_id: locationId,
    type,
    start,
    end,
    days: block.days,
    start_hour: block.from[0],
    start_minutes: block.from[1],
    end_hour: block.to[0],
    end_minutes: block.to[1],
    open_late: block.openLate ?? false,
  };
}

export function scheduleRows(spec: LocationSpec, siteId: number, locationId: number, clock: SiteClock): ScheduleRow[] {
  const rows = plans[spec.hours].map((block) => row(siteId, locationId, 'location', clock.iso(REGULAR_FROM), clock.iso(REGULAR_TO), block));
  if (spec.special === 'early-close') {
    // Opens as usual three days from today and closes at 2 pm.
    const weekday = weekdayOf(clock.day(3));
    const usual = plans[spec.hours].find((b) => b.days.includes(weekday));
    const from: [number, number] = usual?.from ?? [7, 0];
    rows.push(row(siteId, locationId, 'special_hours', clock.iso(3), clock.iso(3), { days: [weekday], from, to: [14, 0] }));
  }
  if (spec.special === 'holiday') {
    // Holiday hours, 10 am to 2 pm, from 20 to 22 days after today.
    const days = [20, 21, 22].map((offset) => weekdayOf(clock.day(offset)));
    rows.push(row(siteId, locationId, 'special_hours', clock.iso(20), clock.iso(22), { days, from: [10, 0], to: [14, 0] }));
  }
  return rows;
}
