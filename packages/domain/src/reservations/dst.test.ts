import { describe, expect, it } from 'vitest';
import { availability, block, hm, NY, rulesWith } from './testing/reservation-fixtures.ts';
import { formatSlotTime } from './slot-time.ts';
import { daySlots } from './slots.ts';
import { timeBlocks } from './time-blocks.ts';
import { wallTimeExists } from './wall-time.ts';

/** Slots are wall-clock times in the site's zone, also on the days the clocks change. */

const SUNDAY = [0];
const night = rulesWith({ schedules: [block(1, [1, 0], [3, 30], { days: SUNDAY })] });
const times = (date: string, now: Date, timeZone = NY, rules = night) =>
  daySlots(availability({ rules, date, now, timeZone })).map((s) => formatSlotTime(s.minute));

describe('New York, spring forward (2026-03-08: 2:00 AM becomes 3:00 AM)', () => {
  const DAY = '2026-03-08';
  const before = new Date('2026-03-07T12:00:00Z');
  it('drops the wall times that do not exist', () => {
    expect(times(DAY, before)).toEqual(['1:00 AM', '1:30 AM', '3:00 AM', '3:30 AM']);
  });
  it('knows which wall times exist', () => {
    expect(wallTimeExists(DAY, hm(1, 59), NY)).toBe(true);
    expect(wallTimeExists(DAY, hm(2, 0), NY)).toBe(false);
    expect(wallTimeExists(DAY, hm(2, 30), NY)).toBe(false);
    expect(wallTimeExists(DAY, hm(3, 0), NY)).toBe(true);
    expect(wallTimeExists('2026-03-07', hm(2, 30), NY)).toBe(true);
  });
  it('cuts off past slots by the local time', () => {
    expect(times(DAY, new Date('2026-03-08T06:20:00Z'))).toEqual(['1:30 AM', '3:00 AM', '3:30 AM']); // 1:20 AM EST
    expect(times(DAY, new Date('2026-03-08T06:59:00Z'))).toEqual(['3:00 AM', '3:30 AM']); // 1:59 AM EST
    expect(times(DAY, new Date('2026-03-08T07:00:00Z'))).toEqual(['3:00 AM', '3:30 AM']); // 3:00 AM EDT
    expect(times(DAY, new Date('2026-03-08T07:01:00Z'))).toEqual(['3:30 AM']); // 3:01 AM EDT
  });
});

describe('New York, fall back (2026-11-01: 2:00 AM becomes 1:00 AM again)', () => {
  const DAY = '2026-11-01';
  it('shows every wall time once, the repeated hour included', () => {
    expect(times(DAY, new Date('2026-10-31T12:00:00Z'))).toEqual(['1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM', '3:30 AM']);
    expect(wallTimeExists(DAY, hm(1, 30), NY)).toBe(true);
  });
  it('cuts off past slots by the local time, in either 1 AM hour', () => {
    expect(times(DAY, new Date('2026-11-01T05:20:00Z'))).toEqual(['1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM', '3:30 AM']); // 1:20 AM EDT
    expect(times(DAY, new Date('2026-11-01T06:40:00Z'))).toEqual(['2:00 AM', '2:30 AM', '3:00 AM', '3:30 AM']); // 1:40 AM EST
    expect(times(DAY, new Date('2026-11-01T07:30:00Z'))).toEqual(['2:30 AM', '3:00 AM', '3:30 AM']); // 2:30 AM EST
  });
});

describe('Europe/London, spring forward (2026-03-29: 1:00 AM becomes 2:00 AM)', () => {
  it('drops 1:00 and 1:30 AM', () => {
    const rules = rulesWith({ schedules: [block(1, [0, 30], [2, 0], { days: SUNDAY })] });
    expect(times('2026-03-29', new Date('2026-03-28T12:00:00Z'), 'Europe/London', rules)).toEqual(['12:30 AM', '2:00 AM']);
  });
});

describe('Asia/Tokyo: the local date is ahead of the UTC date', () => {
  const TOKYO = 'Asia/Tokyo';
  const weekdayLunch = rulesWith();
  // 2026-06-10T20:00Z is 5:00 AM Thursday 2026-06-11 in Tokyo.
  const now = new Date('2026-06-10T20:00:00Z');
  it('shows all of Thursday, and nothing of Wednesday (already past in Tokyo)', () => {
    expect(times('2026-06-11', now, TOKYO, weekdayLunch)).toEqual(['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM']);
    expect(times('2026-06-10', now, TOKYO, weekdayLunch)).toEqual([]);
    expect(timeBlocks(availability({ rules: weekdayLunch, date: '2026-06-10', now, timeZone: TOKYO }))[0]?.state).toBe('expired');
  });
  it('cuts off by the Tokyo clock', () => {
    // 2026-06-11T02:45Z is 11:45 AM in Tokyo.
    expect(times('2026-06-11', new Date('2026-06-11T02:45:00Z'), TOKYO, weekdayLunch)).toEqual(['12:00 PM', '12:30 PM', '1:00 PM']);
  });
});
