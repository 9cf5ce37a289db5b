import { describe, expect, it } from 'vitest';
import { formatClock, formatInterval, hoursOn } from './hours-text.ts';
import { grill, hall, lateNight, special } from './testing/schedule-fixtures.ts';

describe('formatClock', () => {
  it('writes 12-hour times with a/p', () => {
    expect(formatClock(7 * 60)).toBe('7:00a');
    expect(formatClock(20 * 60 + 30)).toBe('8:30p');
    expect(formatClock(23 * 60 + 59)).toBe('11:59p');
  });
  it('shows noon as 12:00p and hour 0 as 12:00a', () => {
    expect(formatClock(12 * 60)).toBe('12:00p');
    expect(formatClock(12 * 60 + 15)).toBe('12:15p');
    expect(formatClock(0)).toBe('12:00a');
    expect(formatClock(24 * 60)).toBe('12:00a');
    expect(formatClock(26 * 60)).toBe('2:00a');
  });
});

describe('hoursOn', () => {
  it('lists the day’s intervals', () => {
    expect(hoursOn(hall, '2026-06-10')).toEqual(['7:00a - 8:00p']);
    expect(hoursOn(hall, '2026-06-13')).toEqual(['10:00a - 7:00p']);
  });
  it('shows hours past midnight on the day they start', () => {
    expect(hoursOn(lateNight, '2026-06-10')).toEqual(['8:00p - 2:00a']);
    expect(hoursOn(grill, '2026-06-10')).toEqual(['11:00a - 12:00a']);
    expect(hoursOn(grill, '2026-06-14')).toEqual([]);
  });
  it('merges touching intervals and keeps separate ones apart', () => {
    const split = [special('2026-06-10', [3], [7, 0], [10, 0]), special('2026-06-10', [3], [10, 0], [11, 0]), special('2026-06-10', [3], [17, 0], [19, 0])];
    expect(hoursOn(split, '2026-06-10')).toEqual(['7:00a - 11:00a', '5:00p - 7:00p']);
  });
  it('formats an interval', () => expect(formatInterval({ start: 11 * 60, end: 12 * 60 })).toBe('11:00a - 12:00p'));
});
