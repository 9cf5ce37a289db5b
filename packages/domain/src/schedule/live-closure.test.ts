import { describe, expect, it } from 'vitest';
import { endOfSiteDay, isClosedNow, statusWithClosure } from './live-closure.ts';

const open = { label: 'open', color: 'green', message: 'Open until 8:00p' } as const;
const closure = { message: 'Closed early today: water outage', until: '2026-11-22T22:30:00.000Z' };

describe('a closure by staff (docs/product/console.md#live-status)', () => {
  it('closes the location with its message until its time, and is simply over from then on', () => {
    expect(statusWithClosure(open, closure, new Date('2026-11-22T22:29:59Z'))).toEqual({ label: 'closed', color: 'orange', message: closure.message });
    expect(statusWithClosure(open, closure, new Date('2026-11-22T22:30:00Z'))).toEqual(open);
    expect(isClosedNow(null, new Date())).toBe(false);
  });

  it('ends by default at the next midnight on the site’s clock, across a change of clocks too', () => {
    expect(endOfSiteDay(new Date('2026-11-22T19:05:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // 1 November 2026: New York's clocks go back at 2 a.m., so the day lasts 25 hours.
    expect(endOfSiteDay(new Date('2026-11-01T04:30:00Z'), 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(endOfSiteDay(new Date('2026-11-22T19:05:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});
