import { describe, expect, it } from 'vitest';
import { divide, formatMoney, parseDollars, percentOf } from './money.ts';

describe('money', () => {
  it('shows two decimals and thousands commas (docs/product/purchase.md#cart)', () => {
    expect(formatMoney(245_000)).toBe('$2,450.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
    expect(formatMoney(-500)).toBe('-$5.00');
  });

  it('reads typed dollars with at most two decimals', () => {
    expect(parseDollars('25')).toBe(2500);
    expect(parseDollars(' 25.5 ')).toBe(2550);
    expect(parseDollars('0.07')).toBe(7);
    for (const bad of ['', '25.', '.5', '25.123', '-5', '1,200', '1e3', 'abc', '12345678']) expect(parseDollars(bad)).toBeNull();
  });

  it('takes percents exactly and rounds once, as asked', () => {
    // 6.25 % of $19.99 is 124.9375 cents.
    expect(percentOf(1999, 6.25, 'floor')).toBe(124);
    expect(percentOf(1999, 6.25, 'round')).toBe(125);
    expect(percentOf(1999, 6.25, 'ceil')).toBe(125);
    // 7 % of $1.50 is exactly 10.5 cents: half rounds up.
    expect(percentOf(150, 7, 'round')).toBe(11);
    // 0.1 + 0.2 style float error stays out: 8.875 % of $100.
    expect(percentOf(10_000, 8.875, 'floor')).toBe(887);
    expect(divide(10, 4, 'round')).toBe(3);
    expect(divide(9, 4, 'round')).toBe(2);
  });
});
