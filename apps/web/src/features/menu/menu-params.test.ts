import { describe, expect, it } from 'vitest';
import { isUsableDate, readMenuParams, withDate, withLocation, withSearchResult, writeMenuParams } from './menu-params.ts';

const read = (query: string) => readMenuParams(new URLSearchParams(query));

describe('menu address state', () => {
  it('reads location, date, period, filters and search; ignores what it cannot read', () => {
    expect(read('location=4&date=2026-11-23&period=7&allergens=1,2,2&labels=12&q=pasta')).toEqual({
      location: 4,
      date: '2026-11-23',
      period: 7,
      allergens: [1, 2],
      labels: [12],
      hideMayContain: true,
      q: 'pasta',
    });
    expect(read('location=abc&date=2026-02-30&period=-1&allergens=x,3,0&may_contain=no')).toEqual({ location: null, date: null, period: null, allergens: [3], labels: [], hideMayContain: true, q: '' });
  });

  it('hides items that may contain a chosen allergen unless the address says may_contain=show', () => {
    expect(read('allergens=1').hideMayContain).toBe(true);
    const showing = read('allergens=1&may_contain=show');
    expect(showing.hideMayContain).toBe(false);
    expect(writeMenuParams(new URLSearchParams(), showing).toString()).toBe('allergens=1&may_contain=show');
    expect(writeMenuParams(new URLSearchParams('may_contain=show'), { ...showing, hideMayContain: true }).toString()).toBe('allergens=1');
  });

  it('round-trips and leaves empty values and unrelated parameters out or alone', () => {
    const state = read('location=4&date=2026-11-23&allergens=1,2');
    const written = writeMenuParams(new URLSearchParams('utm=x&q=old'), { ...state, q: '' });
    expect(written.toString()).toBe('utm=x&location=4&date=2026-11-23&allergens=1%2C2');
    expect(readMenuParams(written)).toEqual({ ...state, q: '' });
  });

  it('a new location resets the period, the filters and the search', () => {
    const state = read('location=4&date=2026-11-23&period=7&allergens=1&labels=12&may_contain=show&q=pasta');
    expect(withLocation(state, 5)).toEqual({ location: 5, date: '2026-11-23', period: null, allergens: [], labels: [], hideMayContain: true, q: '' });
  });

  it('a new date keeps the period and filters but resets the search; null means today', () => {
    const state = read('location=4&date=2026-11-23&period=7&allergens=1&q=pasta');
    expect(withDate(state, '2026-11-24')).toEqual({ ...state, date: '2026-11-24', q: '' });
    expect(withDate(state, null).date).toBeNull();
  });

  it('opening a search result shows its date and period at its location', () => {
    const state = read('location=4&allergens=1&q=pasta');
    expect(withSearchResult(state, { location_id: 4, date: '2026-11-25', period_id: 9 })).toEqual({ location: 4, date: '2026-11-25', period: 9, allergens: [1], labels: [], hideMayContain: true, q: '' });
    expect(withSearchResult(state, { location_id: 5, date: '2026-11-25', period_id: 9 }).allergens).toEqual([]);
  });

  it('takes a typed date only once it is complete', () => {
    expect(isUsableDate('0002-11-23')).toBe(false);
    expect(isUsableDate('0202-11-23')).toBe(false);
    expect(isUsableDate('2026-11-23')).toBe(true);
    expect(isUsableDate('')).toBe(false);
  });
});
