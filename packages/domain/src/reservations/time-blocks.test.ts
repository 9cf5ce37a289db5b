import { describe, expect, it } from 'vitest';
import { availability, block, hm, lunch, rulesWith, WEDNESDAY, WEDNESDAY_1110 } from './testing/reservation-fixtures.ts';
import { timeBlocks } from './time-blocks.ts';

const dinner = block(2, [17, 0], [19, 0], { name: 'Dinner' });
const rules = rulesWith({ schedules: [dinner, lunch] });

describe('timeBlocks', () => {
  it('lists the reservation schedules of the date by start, open', () => {
    expect(timeBlocks(availability({ rules }))).toEqual([
      { scheduleId: 1, name: 'Lunch', start: hm(11), end: hm(13), state: 'open', tooltip: null },
      { scheduleId: 2, name: 'Dinner', start: hm(17), end: hm(19), state: 'open', tooltip: null },
    ]);
  });
  it('lists nothing on a date no reservation schedule covers', () => {
    expect(timeBlocks(availability({ rules, date: '2026-06-14' }))).toEqual([]);
  });
  it("is still open today while a slot is ahead", () => {
    expect(timeBlocks(availability({ rules, now: WEDNESDAY_1110 })).map((b) => b.state)).toEqual(['open', 'open']);
  });
  it("shows 'This block of time has expired.' once its last slot has passed today", () => {
    const now = new Date('2026-06-10T17:01:00Z'); // 1:01 PM in New York
    const blocks = timeBlocks(availability({ rules, now }));
    expect(blocks.map((b) => [b.state, b.tooltip])).toEqual([
      ['expired', 'This block of time has expired.'],
      ['open', null],
    ]);
    // 1:00 PM exactly: the 1:00 slot is still there.
    expect(timeBlocks(availability({ rules, now: new Date('2026-06-10T17:00:00Z') }))[0]?.state).toBe('open');
  });
  it('is expired on a date that has passed', () => {
    const blocks = timeBlocks(availability({ rules, date: '2026-06-09', now: WEDNESDAY_1110 }));
    expect(blocks.map((b) => b.state)).toEqual(['expired', 'expired']);
  });
  it("shows 'Sorry, you can't reserve more times in this schedule.' at the visit limit", () => {
    const limited = rulesWith({ schedules: [dinner, lunch], limit_reservation_visits: true, reservation_max_visits: 2 });
    const own = [
      { date: WEDNESDAY, minute: hm(11) },
      { date: WEDNESDAY, minute: hm(12) },
      { date: WEDNESDAY, minute: hm(17) },
      { date: '2026-06-11', minute: hm(17, 30) },
    ];
    expect(timeBlocks(availability({ rules: limited, own })).map((b) => [b.scheduleId, b.state, b.tooltip])).toEqual([
      [1, 'limit-reached', "Sorry, you can't reserve more times in this schedule."],
      [2, 'open', null],
    ]);
    // One visit fewer: below the limit.
    expect(timeBlocks(availability({ rules: limited, own: own.slice(1) }))[0]?.state).toBe('open');
  });
  it('has no visit limit where visits are not limited', () => {
    const own = [
      { date: WEDNESDAY, minute: hm(11) },
      { date: WEDNESDAY, minute: hm(12) },
    ];
    expect(timeBlocks(availability({ rules, own }))[0]?.state).toBe('open');
  });
  it('says expired before limit reached', () => {
    const limited = rulesWith({ limit_reservation_visits: true, reservation_max_visits: 1 });
    const blocks = timeBlocks(availability({ rules: limited, own: [{ date: WEDNESDAY, minute: hm(11) }], now: new Date('2026-06-10T18:00:00Z') }));
    expect(blocks[0]?.state).toBe('expired');
  });
});
