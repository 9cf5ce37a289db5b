import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, priceLine } from './cart-totals.ts';
import {
  checkCoffeeMonths,
  coffeeSchedule,
  coffeeSubscriptionLine,
  coffeeSubscriptionName,
  coffeeSubscriptionPreview,
  COFFEE_MESSAGES,
  COFFEE_MONTH_CHOICES,
  sameDayMonthsLater,
} from './coffee-subscription.ts';
import type { PreviewTax } from './line-preview.ts';

const everythingTaxed: PreviewTax = { settings: { tax_rate: 6.25, tax_meal_plans: true, tax_custom_meal_plans: true, tax_declining_balance: true }, customerTypeAppliesTax: true };

describe('coffee subscription months (docs/product/purchase.md#coffee: 1 to 5 months)', () => {
  it('takes 1 to 5 months, as a number or as the digits a form holds', () => {
    expect(COFFEE_MONTH_CHOICES).toEqual([1, 2, 3, 4, 5]);
    expect(checkCoffeeMonths(1)).toEqual({ months: 1 });
    expect(checkCoffeeMonths(5)).toEqual({ months: 5 });
    expect(checkCoffeeMonths(' 3 ')).toEqual({ months: 3 });
  });

  it('refuses anything else with one clear message', () => {
    for (const value of [0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 1e12, '0', '6', 'abc', '', '3.0', null, undefined, [3], { months: 3 }, true]) {
      expect(checkCoffeeMonths(value), String(value)).toEqual({ problem: 'Choose from 1 to 5 months.' });
    }
    expect(COFFEE_MESSAGES.months).toBe('Choose from 1 to 5 months.');
  });
});

describe('coffee subscription bills (docs/product/purchase.md#coffee: billed monthly on the purchase date)', () => {
  it('bills 3 months at $30.00 on the 14th: $90.00 over three bills, covered until the day before the fourth', () => {
    expect(coffeeSchedule(3_000, 3, '2026-11-14')).toEqual({
      months: 3,
      pricePerMonth: 3_000,
      total: 9_000,
      billDates: ['2026-11-14', '2026-12-14', '2027-01-14'],
      endsOn: '2027-02-13',
    });
  });

  it('bills a purchase on the 31st on the last day of shorter months, and on the 31st again when the month has one', () => {
    expect(coffeeSchedule(2_500, 5, '2027-01-31').billDates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(coffeeSchedule(2_500, 2, '2028-01-31').billDates).toEqual(['2028-01-31', '2028-02-29']); // leap year
    expect(coffeeSchedule(2_500, 1, '2027-01-31').endsOn).toBe('2027-02-27');
  });

  it('crosses the year end, and a single month bills once', () => {
    expect(coffeeSchedule(3_000, 2, '2026-12-15').billDates).toEqual(['2026-12-15', '2027-01-15']);
    expect(coffeeSchedule(3_000, 1, '2026-12-31')).toMatchObject({ total: 3_000, billDates: ['2026-12-31'], endsOn: '2027-01-30' });
    expect(sameDayMonthsLater('2026-08-31', 1)).toBe('2026-09-30');
    expect(sameDayMonthsLater('2026-02-28', 12)).toBe('2027-02-28');
  });

  it('refuses months outside 1 to 5', () => {
    expect(() => coffeeSchedule(3_000, 0, '2026-11-14')).toThrow(RangeError);
    expect(() => coffeeSchedule(3_000, 6, '2026-11-14')).toThrow('Choose from 1 to 5 months.');
  });

  it('always has one bill a month, in order, none before the purchase, each on its day or its month’s last day', () => {
    const day = fc.record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) });
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 100_000 }), (d, months, price) => {
        const last = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
        const date = `${d.year}-${String(d.month).padStart(2, '0')}-${String(Math.min(d.day, last)).padStart(2, '0')}`;
        const schedule = coffeeSchedule(price, months, date);
        expect(schedule.billDates).toHaveLength(months);
        expect(schedule.billDates[0]).toBe(date);
        expect(schedule.total).toBe(price * months);
        for (let i = 1; i < months; i += 1) expect(schedule.billDates[i]! > schedule.billDates[i - 1]!).toBe(true);
        expect(schedule.endsOn >= schedule.billDates.at(-1)!).toBe(true);
      }),
    );
  });
});

describe('coffee subscription in the cart', () => {
  it('is listed at one month (what is charged today), never taxed even when everything else is', () => {
    const priced = priceLine(coffeeSubscriptionLine(3_000).line, { ...everythingTaxed, currentMonth: '2026-11' });
    expect(priced).toMatchObject({ kind: 'Coffee subscription', listPrice: 3_000, discount: 0, price: 3_000, tax: 0 });
    expect(cartTotals([priced])).toEqual({ subtotal: 3_000, discount: 0, tax: 0, total: 3_000 });
  });

  it('previews today’s charge and the total over the chosen months', () => {
    const preview = coffeeSubscriptionPreview(3_000, 3, '2026-11-14', everythingTaxed);
    expect(preview).toMatchObject({ listPrice: 3_000, price: 3_000, tax: 0, bonus: 0, total: 3_000 });
    expect(preview.schedule).toMatchObject({ total: 9_000, billDates: ['2026-11-14', '2026-12-14', '2027-01-14'] });
  });

  it('is named with its months', () => {
    expect(coffeeSubscriptionName(1)).toBe('Coffee subscription, 1 month');
    expect(coffeeSubscriptionName(3)).toBe('Coffee subscription, 3 months');
  });
});
