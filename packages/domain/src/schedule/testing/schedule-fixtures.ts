import type { Schedule } from '../day-hours.ts';

/** Schedule rows for the unit tests: the whole of 2026 unless a range is given. */
export function regular(days: number[], from: [number, number], to: [number, number], openLate = false, range: [string, string] = ['2026-01-01', '2026-12-31']): Schedule {
  return {
    type: 'location',
    start: range[0],
    end: range[1],
    days,
    start_hour: from[0],
    start_minutes: from[1],
    end_hour: to[0],
    end_minutes: to[1],
    open_late: openLate,
  };
}

export function special(date: string, days: number[], from: [number, number], to: [number, number], openLate = false): Schedule {
  return { ...regular(days, from, to, openLate, [date, date]), type: 'special_hours' };
}

export const WEEKDAYS = [1, 2, 3, 4, 5];
export const WEEKEND = [0, 6];

/** Dining hall: weekdays 7a-8p, weekends 10a-7p. */
export const hall = [regular(WEEKDAYS, [7, 0], [20, 0]), regular(WEEKEND, [10, 0], [19, 0])];
/** Late night: Sunday to Thursday 8p-2a (open late). */
export const lateNight = [regular([0, 1, 2, 3, 4], [20, 0], [2, 0], true)];
/** Grill: Monday to Saturday 11a until midnight (end hour 0). */
export const grill = [regular([1, 2, 3, 4, 5, 6], [11, 0], [0, 0])];
