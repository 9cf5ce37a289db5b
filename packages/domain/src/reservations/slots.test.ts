import { describe, expect, it } from 'vitest';
import { RESERVATION_TEXTS } from './reservation-rules.ts';
import { availability, block, closed, closedHours, hm, lunch, rulesWith, WEDNESDAY, WEDNESDAY_1110 } from './testing/reservation-fixtures.ts';
import { daySlots } from './slots.ts';

const minutes = (...args: Parameters<typeof daySlots>) => daySlots(...args).map((s) => s.minute);

describe('daySlots: building the times', () => {
  it('steps from start to end inclusive at the interval', () => {
    expect(minutes(availability())).toEqual([hm(11), hm(11, 30), hm(12), hm(12, 30), hm(13)]);
  });
  it('stops before the end when the interval does not divide the span', () => {
    const rules = rulesWith({ reservation_interval: 25, schedules: [block(1, [11, 0], [12, 0])] });
    expect(minutes(availability({ rules }))).toEqual([hm(11), hm(11, 25), hm(11, 50)]);
  });
  it('gives one slot when start and end are the same time', () => {
    const rules = rulesWith({ schedules: [block(1, [12, 0], [12, 0])] });
    expect(minutes(availability({ rules }))).toEqual([hm(12)]);
  });
  it('runs an end of 00:00 to midnight', () => {
    const rules = rulesWith({ reservation_interval: 60, schedules: [block(1, [22, 0], [0, 0])] });
    expect(minutes(availability({ rules }))).toEqual([hm(22), hm(23)]);
  });
  it('gives no slots for an interval of zero, below zero or not a whole number', () => {
    for (const reservation_interval of [0, -30, Number.NaN, Number.POSITIVE_INFINITY, 0.001]) {
      expect(daySlots(availability({ rules: rulesWith({ reservation_interval }) }))).toEqual([]);
    }
  });
  it('gives every minute of the day at an interval of 1, and no more', () => {
    const rules = rulesWith({ reservation_interval: 1, schedules: [block(1, [0, 0], [23, 59])] });
    expect(daySlots(availability({ rules }))).toHaveLength(1440);
  });
  it('gives nothing on a day no reservation schedule covers', () => {
    expect(daySlots(availability({ date: '2026-06-13' }))).toEqual([]); // a Saturday
    expect(daySlots(availability({ date: 'not a date' }))).toEqual([]);
  });
  it('merges two overlapping schedules, a shared time once and owned by the earlier block', () => {
    const late = block(2, [12, 30], [14, 0], { name: 'Late lunch' });
    const input = availability({ rules: rulesWith({ schedules: [late, lunch] }) });
    expect(daySlots(input).map((s) => [s.minute, s.scheduleId])).toEqual([
      [hm(11), 1],
      [hm(11, 30), 1],
      [hm(12), 1],
      [hm(12, 30), 1],
      [hm(13), 1],
      [hm(13, 30), 2],
      [hm(14), 2],
    ]);
    expect(minutes(input, 2)).toEqual([hm(13, 30), hm(14)]);
    expect(minutes(input, 1)).toEqual([hm(11), hm(11, 30), hm(12), hm(12, 30), hm(13)]);
  });
});

describe('daySlots: closed times', () => {
  it('drops the times of a closed schedule, its end not included', () => {
    const rules = rulesWith({ schedules: [lunch, closed(9, [11, 30], [12, 30])] });
    expect(minutes(availability({ rules }))).toEqual([hm(11), hm(12, 30), hm(13)]);
  });
  it('closes the whole day with a closed schedule of 00:00-00:00', () => {
    const rules = rulesWith({ schedules: [lunch, closed(9, [0, 0], [0, 0], { dates: [WEDNESDAY, WEDNESDAY] })] });
    expect(daySlots(availability({ rules }))).toEqual([]);
    expect(minutes(availability({ rules, date: '2026-06-11' }))).toHaveLength(5);
  });
  it('ignores a closed schedule on another weekday or outside its dates', () => {
    const otherDay = closed(9, [0, 0], [0, 0], { days: [4] });
    const otherDates = closed(10, [0, 0], [0, 0], { dates: ['2026-07-01', '2026-07-31'] });
    expect(minutes(availability({ rules: rulesWith({ schedules: [lunch, otherDay, otherDates] }) }))).toHaveLength(5);
  });
  it('drops the weekly closed hours on their weekdays only, end not included', () => {
    const rules = rulesWith({ reservation_closed_hours: [closedHours([3], [12, 0], [12, 30])] });
    expect(minutes(availability({ rules }))).toEqual([hm(11), hm(11, 30), hm(12, 30), hm(13)]);
    expect(minutes(availability({ rules, date: '2026-06-11' }))).toHaveLength(5);
  });
});

describe('daySlots: the current day', () => {
  it('drops the times before the current minute in the site zone', () => {
    expect(minutes(availability({ now: WEDNESDAY_1110 }))).toEqual([hm(11, 30), hm(12), hm(12, 30), hm(13)]);
  });
  it('keeps the slot at the current minute', () => {
    expect(minutes(availability({ now: new Date('2026-06-10T15:30:59Z') }))).toEqual([hm(11, 30), hm(12), hm(12, 30), hm(13)]);
  });
  it('gives nothing for a date that has passed', () => {
    expect(daySlots(availability({ date: '2026-06-09', now: WEDNESDAY_1110 }))).toEqual([]);
  });
});

describe('daySlots: capacity', () => {
  it('takes every booking at the slot (1 plus friends each) from the capacity, and only at that slot', () => {
    const booked = [
      { date: WEDNESDAY, minute: hm(11), seats: 3 },
      { date: WEDNESDAY, minute: hm(11), seats: 2 },
      { date: WEDNESDAY, minute: hm(11, 30), seats: 8 },
      { date: WEDNESDAY, minute: hm(12), seats: 9 },
      { date: '2026-06-11', minute: hm(12, 30), seats: 10 },
    ];
    const slots = daySlots(availability({ booked }));
    expect(slots.map((s) => [s.remaining, s.badge, s.problem])).toEqual([
      [5, 'high', null],
      [2, 'medium', null],
      [1, 'low', null],
      [10, 'high', null],
      [10, 'high', null],
    ]);
  });
  it('never goes below zero and marks the slot full', () => {
    const slot = daySlots(availability({ booked: [{ date: WEDNESDAY, minute: hm(11), seats: 14 }] }))[0];
    expect(slot).toMatchObject({ minute: hm(11), remaining: 0, badge: null, problem: 'full', tooltip: null });
  });
});

describe('daySlots: own reservations and visit limits', () => {
  const own = [{ date: WEDNESDAY, minute: hm(11, 30) }];
  it('marks an own slot without a tooltip where visits are not limited', () => {
    const slots = daySlots(availability({ own }));
    expect(slots[1]).toMatchObject({ mine: true, problem: 'already-reserved', tooltip: null });
    expect(slots.filter((s) => s.problem !== null)).toHaveLength(1);
  });
  it("shows 'You've already reserved this time.' where visits are limited", () => {
    const rules = rulesWith({ limit_reservation_visits: true, reservation_max_visits: 2 });
    const slots = daySlots(availability({ rules, own }));
    expect(slots[1]).toMatchObject({ mine: true, problem: 'already-reserved', tooltip: "You've already reserved this time." });
    expect(slots[1]?.tooltip).toBe(RESERVATION_TEXTS.alreadyReserved);
    expect(slots.filter((s) => s.problem !== null)).toHaveLength(1);
  });
  it('marks the other slots of a block at its visit limit, not those of another block', () => {
    const dinner = block(2, [17, 0], [17, 30]);
    const rules = rulesWith({ limit_reservation_visits: true, reservation_max_visits: 1, schedules: [lunch, dinner] });
    const slots = daySlots(availability({ rules, own }));
    expect(slots.map((s) => s.problem)).toEqual(['visit-limit', 'already-reserved', 'visit-limit', 'visit-limit', 'visit-limit', null, null]);
  });
  it('says full before visit limit', () => {
    const rules = rulesWith({ limit_reservation_visits: true, reservation_max_visits: 1 });
    const booked = [{ date: WEDNESDAY, minute: hm(12), seats: 10 }];
    expect(daySlots(availability({ rules, own, booked }))[2]?.problem).toBe('full');
  });
  it('ignores own reservations on other dates', () => {
    const slots = daySlots(availability({ own: [{ date: '2026-06-11', minute: hm(11, 30) }] }));
    expect(slots.some((s) => s.mine)).toBe(false);
  });
});
