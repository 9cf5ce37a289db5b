import { describe, expect, it } from 'vitest';
import { itemCountText } from './item-count.ts';
import { longDateOf, todayAt } from './menu-dates.ts';

describe('menu texts', () => {
  it('counts the items shown', () => {
    expect(itemCountText(24, 24, false)).toBe('24 items shown.');
    expect(itemCountText(9, 24, true)).toBe('9 of 24 items shown.');
    expect(itemCountText(1, 1, false)).toBe('1 item shown.');
  });

  it('writes dates in the long form with the weekday, and today at the site', () => {
    expect(longDateOf('2026-11-23')).toBe('Monday, November 23, 2026');
    // 03:00 UTC on the 24th is still the 23rd in Denver.
    expect(todayAt('America/Denver', new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(todayAt('Europe/Berlin', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});
