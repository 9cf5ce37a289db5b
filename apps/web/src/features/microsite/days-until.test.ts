import { describe, expect, it } from 'vitest';
import { daysText, daysUntil } from './days-until.ts';

describe('daysUntil', () => {
  it('counts today and the opening date', () => {
    expect(daysUntil('2026-12-22', new Date('2026-11-22T16:50:00Z'), 'America/Chicago')).toBe(31);
    expect(daysUntil('2026-11-22', new Date('2026-11-22T16:50:00Z'), 'America/Chicago')).toBe(1);
  });

  it("reads today in the site's zone, not the browser's", () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Chicago.
    expect(daysUntil('2026-11-23', new Date('2026-11-23T03:00:00Z'), 'America/Chicago')).toBe(2);
    expect(daysUntil('2026-11-23', new Date('2026-11-23T03:00:00Z'), 'UTC')).toBe(1);
  });

  it('crosses a daylight-saving change without losing a day', () => {
    expect(daysUntil('2025-03-10', new Date('2025-03-08T15:00:00Z'), 'America/New_York')).toBe(3);
  });

  it('never goes below zero and rejects malformed dates', () => {
    expect(daysUntil('2026-01-01', new Date('2026-11-22T16:50:00Z'), 'UTC')).toBe(0);
    expect(daysUntil('soon', new Date('2026-11-22T16:50:00Z'), 'UTC')).toBeNull();
  });

  it('says day or days', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(31)).toBe('31 days');
  });
});
