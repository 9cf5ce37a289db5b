import { describe, expect, it } from 'vitest';
import { hall, lateNight, regular, special } from '../schedule/testing/schedule-fixtures.ts';
import { BASES_BY_ENTREE, isBaseFor, MEAL_PLANS, ON_THE_GO_TEXTS, pickUpTimes, PROTEINS } from './on-the-go.ts';

const NY = 'America/New_York';
/** Wednesday 2026-06-10, 11:10 in New York. */
const WEDNESDAY_1110 = new Date('2026-06-10T15:10:00Z');

describe('on-the-go options', () => {
  it('keeps the spec’s lists and words', () => {
    expect(PROTEINS).toEqual(['Turkey', 'Ham', 'Roast Beef', 'Salami', 'Chicken Salad', 'Tuna Salad', 'Hummus', 'None']);
    expect(MEAL_PLANS).toEqual(['Gold', 'Silver', 'Bronze', '10 Block Plan', '25 Block Plan', '40 Block Plan', '50 Block Plan', '60 Block Plan', '75 Block Plan']);
    expect(ON_THE_GO_TEXTS.success).toBe('Thank you for submitting your food order request!');
  });

  it('offers gluten-avoiding bases, and makes each entree only on its own bases', () => {
    expect(BASES_BY_ENTREE.Sandwich).toContain('Gluten-Free Bread');
    expect(BASES_BY_ENTREE.Pizza).toContain('Gluten-Free Cheese Pizza');
    expect(isBaseFor('Salad', 'Romaine')).toBe(true);
    expect(isBaseFor('Salad', 'Sourdough')).toBe(false);
    expect(isBaseFor('Soup', 'Romaine')).toBe(false);
  });
});

describe('pickUpTimes', () => {
  it('offers every 15 minutes from 30 minutes ahead, until 15 minutes before closing, today then tomorrow', () => {
    const times = pickUpTimes(hall, WEDNESDAY_1110, NY);
    expect(times[0]).toEqual({ date: '2026-06-10', minute: 11 * 60 + 45, value: '2026-06-10T11:45', label: 'Today, 11:45 AM' });
    const today = times.filter((t) => t.date === '2026-06-10');
    expect(today.at(-1)?.value).toBe('2026-06-10T19:45');
    const tomorrow = times.filter((t) => t.date === '2026-06-11');
    expect(tomorrow[0]?.label).toBe('Tomorrow, 7:00 AM');
    expect(tomorrow).toHaveLength(((20 - 7) * 60) / 15);
    expect(times.every((t) => t.date === '2026-06-10' || t.date === '2026-06-11')).toBe(true);
  });

  it('counts hours past midnight on the day they fall, yesterday’s included', () => {
    const justAfterMidnight = new Date('2026-06-10T04:05:00Z'); // 00:05 Wednesday
    const times = pickUpTimes(lateNight, justAfterMidnight, NY);
    expect(times[0]?.value).toBe('2026-06-10T00:45');
    expect(times.map((t) => t.value)).toContain('2026-06-10T01:45');
    expect(times.map((t) => t.value)).not.toContain('2026-06-10T02:00');
    expect(times.map((t) => t.value)).not.toContain('2026-06-10T19:45');
    expect(times.find((t) => t.value === '2026-06-10T20:00')?.label).toBe('Today, 8:00 PM');
    expect(times.find((t) => t.value === '2026-06-11T01:45')?.label).toBe('Tomorrow, 1:45 AM');
  });

  it('follows special hours, and offers nothing when closed', () => {
    const closedTomorrow = [...hall, special('2026-06-11', [4], [0, 0], [0, 0])];
    expect(pickUpTimes(closedTomorrow, WEDNESDAY_1110, NY).some((t) => t.date === '2026-06-11')).toBe(false);
    expect(pickUpTimes([regular([6], [10, 0], [12, 0])], WEDNESDAY_1110, NY)).toEqual([]);
  });
});
