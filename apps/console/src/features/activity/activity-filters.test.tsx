import { describe, expect, it } from 'vitest';
import { entityWords, instantsOf } from './activity-filters.tsx';

describe('the activity filters', () => {
  it('ask from the first day’s start to the last day’s end, on the reader’s clock', () => {
    const { from, to } = instantsOf({ from: '2026-11-20', to: '2026-11-22' });
    expect(new Date(from ?? '').getTime()).toBe(new Date('2026-11-20T00:00:00').getTime());
    expect(new Date(to ?? '').getTime()).toBe(new Date('2026-11-23T00:00:00').getTime() - 1);
    expect(instantsOf({})).toEqual({});
  });

  it('name the kinds of change in words', () => {
    expect(entityWords('homepage_alert')).toBe('Homepage alerts');
    expect(entityWords('new_kind')).toBe('new kind');
  });
});
