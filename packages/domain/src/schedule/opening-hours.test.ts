import { describe, expect, it } from 'vitest';
import { formatClock24, opensAndCloses } from './opening-hours.ts';

describe('formatClock24', () => {
  it('writes 24-hour HH:MM', () => {
    expect(formatClock24(0)).toBe('00:00');
    expect(formatClock24(7 * 60 + 30)).toBe('07:30');
    expect(formatClock24(12 * 60)).toBe('12:00');
    expect(formatClock24(23 * 60 + 59)).toBe('23:59');
  });
  it('reads minutes past midnight on the next day’s clock', () => {
    expect(formatClock24(24 * 60)).toBe('00:00');
    expect(formatClock24(26 * 60)).toBe('02:00');
  });
});

describe('opensAndCloses', () => {
  it('gives an interval’s opening and closing times', () => {
    expect(opensAndCloses({ start: 7 * 60, end: 20 * 60 })).toEqual({ opens: '07:00', closes: '20:00' });
  });
  it('closes earlier than it opens when the interval runs past midnight', () => {
    expect(opensAndCloses({ start: 20 * 60, end: 26 * 60 })).toEqual({ opens: '20:00', closes: '02:00' });
    expect(opensAndCloses({ start: 11 * 60, end: 24 * 60 })).toEqual({ opens: '11:00', closes: '00:00' });
  });
  it('reads a whole day open as 00:00 to 23:59, never as closed', () => {
    expect(opensAndCloses({ start: 0, end: 24 * 60 })).toEqual({ opens: '00:00', closes: '23:59' });
  });
});
