import { describe, expect, it } from 'vitest';
import { RowsByVersion } from './rows-by-version.ts';

describe('RowsByVersion', () => {
  it('answers a row only at the version it was kept at', () => {
    const rows = new RowsByVersion<{ name: string }>(10, 60_000);
    rows.keep(1, '700', { name: 'Ada' });
    expect(rows.get(1, '700')).toEqual({ name: 'Ada' });
    expect(rows.get(1, '701')).toBeUndefined();
    expect(rows.get(2, '700')).toBeUndefined();
    rows.keep(1, '701', { name: 'Grace' });
    expect(rows.get(1, '700')).toBeUndefined();
    expect(rows.get(1, '701')).toEqual({ name: 'Grace' });
  });

  it('keeps at most its bound, dropping the oldest kept', () => {
    const rows = new RowsByVersion<{ n: number }>(2, 60_000);
    rows.keep(1, 'v', { n: 1 });
    rows.keep(2, 'v', { n: 2 });
    rows.keep(3, 'v', { n: 3 });
    expect(rows.size).toBe(2);
    expect(rows.get(1, 'v')).toBeUndefined();
    expect(rows.get(3, 'v')).toEqual({ n: 3 });
  });

  it('forgets a row once it has been kept for its time, even at the same version', () => {
    let now = 1_000;
    const rows = new RowsByVersion<{ name: string }>(10, 60_000, () => now);
    rows.keep(1, '700', { name: 'Ada' });
    now = 1_000 + 59_999;
    expect(rows.get(1, '700')).toEqual({ name: 'Ada' });
    now = 1_000 + 60_000;
    expect(rows.get(1, '700')).toBeUndefined();
    expect(rows.size).toBe(0);
  });

  it('hands out frozen rows, their lists and objects too, so no request changes what the next one gets', () => {
    const rows = new RowsByVersion<{ allergens: string[]; flags: Record<string, boolean>; at: Date }>(2, 60_000);
    const kept = rows.keep(1, 'v', { allergens: ['Milk'], flags: { customer_login: true }, at: new Date('2026-11-22T16:50:00Z') });
    expect(() => kept.allergens.push('Peanuts')).toThrow(TypeError);
    expect(() => {
      kept.flags.customer_login = false;
    }).toThrow(TypeError);
    expect(rows.get(1, 'v')).toEqual({ allergens: ['Milk'], flags: { customer_login: true }, at: new Date('2026-11-22T16:50:00Z') });
  });
});
