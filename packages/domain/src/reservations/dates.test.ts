import { describe, expect, it } from 'vitest';
import { addDays } from '../schedule/calendar.ts';
import { bookableDates, isBookableDate } from './dates.ts';
import { LOOKAHEAD_DAYS } from './reservation-rules.ts';
import { block, closed, closedHours, lunch, MONDAY_BEFORE, NY, rulesWith, WEDNESDAY_1110 } from './testing/reservation-fixtures.ts';

describe('bookableDates', () => {
  it('runs from today to today + 14 days in the modal, weekdays only', () => {
    expect(bookableDates(rulesWith(), WEDNESDAY_1110, NY, LOOKAHEAD_DAYS.modal)).toEqual([
      '2026-06-10', '2026-06-11', '2026-06-12',
      '2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19',
      '2026-06-22', '2026-06-23', '2026-06-24',
    ]);
  });
  it('runs 30 days ahead in the account flow', () => {
    const dates = bookableDates(rulesWith(), WEDNESDAY_1110, NY, LOOKAHEAD_DAYS.account);
    expect(LOOKAHEAD_DAYS).toEqual({ account: 30, modal: 14 });
    expect(dates[0]).toBe('2026-06-10');
    expect(dates.at(-1)).toBe('2026-07-10'); // a Friday, 30 days on
    expect(dates).toHaveLength(23);
  });
  it('starts tomorrow when same-day reservations are off', () => {
    const dates = bookableDates(rulesWith({ same_day_reservations: false }), WEDNESDAY_1110, NY, 14);
    expect(dates[0]).toBe('2026-06-11');
    expect(dates.at(-1)).toBe('2026-06-24');
  });
  it("keeps today even after today's last slot (the booking check says 'past')", () => {
    expect(bookableDates(rulesWith(), new Date('2026-06-10T23:00:00Z'), NY, 0)).toEqual(['2026-06-10']);
  });
  it('keeps to the start and end dates of the schedule', () => {
    const week = block(1, [11, 0], [13, 0], { dates: ['2026-06-15', '2026-06-18'] });
    expect(bookableDates(rulesWith({ schedules: [week] }), MONDAY_BEFORE, NY, 30)).toEqual([
      '2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18',
    ]);
  });
  it('keeps only the weekdays of the schedule', () => {
    const tuesdays = block(1, [11, 0], [13, 0], { days: [2] });
    expect(bookableDates(rulesWith({ schedules: [tuesdays] }), MONDAY_BEFORE, NY, 14)).toEqual(['2026-06-09', '2026-06-16']);
  });
  it('leaves out a wholly closed day but keeps a partly closed one', () => {
    const holiday = closed(9, [0, 0], [0, 0], { dates: ['2026-06-11', '2026-06-11'] });
    const meeting = closed(10, [11, 0], [12, 0], { dates: ['2026-06-12', '2026-06-12'] });
    const dates = bookableDates(rulesWith({ schedules: [lunch, holiday, meeting] }), WEDNESDAY_1110, NY, 2);
    expect(dates).toEqual(['2026-06-10', '2026-06-12']);
  });
  it('leaves out a day whose every slot time is closed', () => {
    const rules = rulesWith({ reservation_closed_hours: [closedHours([4], [10, 0], [14, 0])] });
    expect(bookableDates(rules, WEDNESDAY_1110, NY, 2)).toEqual(['2026-06-10', '2026-06-12']);
  });
  it('counts days from the date in the site zone, not in UTC', () => {
    // 10 PM Wednesday in New York is already Thursday in UTC.
    expect(bookableDates(rulesWith(), new Date('2026-06-11T02:00:00Z'), NY, 0)).toEqual(['2026-06-10']);
    // 1 AM Thursday in Tokyo is still Wednesday in UTC.
    expect(bookableDates(rulesWith(), new Date('2026-06-10T16:00:00Z'), 'Asia/Tokyo', 0)).toEqual(['2026-06-11']);
  });
  it('treats a lookahead below zero as today only, and caps a huge one', () => {
    expect(bookableDates(rulesWith(), WEDNESDAY_1110, NY, -5)).toEqual(['2026-06-10']);
    expect(bookableDates(rulesWith(), WEDNESDAY_1110, NY, Number.NaN)).toEqual(['2026-06-10']);
    expect(bookableDates(rulesWith({ schedules: [block(1, [11, 0], [13, 0], { dates: ['2026-01-01', '2099-12-31'] })] }), WEDNESDAY_1110, NY, 1e9).length).toBeLessThan(300);
  });
  it('gives nothing without reservation schedules', () => {
    expect(bookableDates(rulesWith({ schedules: [] }), WEDNESDAY_1110, NY, 14)).toEqual([]);
  });
});

describe('isBookableDate', () => {
  it('judges one date as bookableDates does, for every date around the window', () => {
    const tuesdays = block(1, [11, 0], [13, 0], { days: [2] });
    const cases = [
      { rules: rulesWith(), now: WEDNESDAY_1110, lookahead: LOOKAHEAD_DAYS.modal },
      { rules: rulesWith({ same_day_reservations: false }), now: WEDNESDAY_1110, lookahead: 14 },
      { rules: rulesWith({ schedules: [tuesdays] }), now: MONDAY_BEFORE, lookahead: 30 },
      { rules: rulesWith({ schedules: [lunch, closed(9, [0, 0], [0, 0], { dates: ['2026-06-11', '2026-06-11'] })] }), now: WEDNESDAY_1110, lookahead: 5 },
    ];
    for (const { rules, now, lookahead } of cases) {
      const expected = bookableDates(rules, now, NY, lookahead);
      const candidates = Array.from({ length: lookahead + 6 }, (_, i) => addDays('2026-06-05', i));
      expect(candidates.filter((date) => isBookableDate(rules, now, NY, lookahead, date))).toEqual(expected.filter((d) => candidates.includes(d)));
    }
  });

  it('refuses what is not a date', () => {
    expect(isBookableDate(rulesWith(), WEDNESDAY_1110, NY, 14, '2026-06-31')).toBe(false);
    expect(isBookableDate(rulesWith(), WEDNESDAY_1110, NY, 14, '2026-6-11')).toBe(false);
  });
});
