import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_LIMIT_MESSAGE, cartTotals, isOverCartLimit, priceLine, type CartLine, type TaxContext } from './cart-totals.ts';
import { customPlanPricing } from './custom-plan.ts';
import { checkDecliningBalanceAmount, decliningBalanceBonus, decliningBalanceDiscount, type DecliningBalanceProduct } from './declining-balance.ts';
import { percentOf } from './money.ts';
import { applyPromo, PROMO_MESSAGES, type PromoCode } from './promo.ts';
import { taxFor, type TaxSettings } from './tax.ts';

const SETTINGS: TaxSettings = { tax_rate: 6.25, tax_meal_plans: true, tax_custom_meal_plans: true, tax_declining_balance: false };

describe('taxFor (docs/product/purchase.md#tax)', () => {
  const plan = { kind: 'Meal plan' as const, price: 245_000, planAppliesTax: true };
  it('takes tax_rate percent of the price, floored to the cent', () => {
    expect(taxFor({ ...plan, price: 1999 }, SETTINGS, true, '2026-11')).toBe(124);
    expect(taxFor(plan, SETTINGS, true, '2026-11')).toBe(15_312); // $153.125 floored
  });
  it('needs the kind’s setting, the plan and the customer type to allow it', () => {
    expect(taxFor(plan, { ...SETTINGS, tax_meal_plans: false }, true, '2026-11')).toBe(0);
    expect(taxFor({ ...plan, planAppliesTax: false }, SETTINGS, true, '2026-11')).toBe(0);
    expect(taxFor(plan, SETTINGS, false, '2026-11')).toBe(0);
    expect(taxFor({ kind: 'Declining balance', price: 10_000 }, SETTINGS, true, '2026-11')).toBe(0);
    expect(taxFor({ kind: 'Create your plan', price: 10_000 }, SETTINGS, true, '2026-11')).toBe(625);
  });
  it('skips a subscription starting in a later month, and never taxes the coffee subscription', () => {
    expect(taxFor({ ...plan, subscriptionStartMonth: '2026-12' }, SETTINGS, true, '2026-11')).toBe(0);
    expect(taxFor({ ...plan, price: 10_000, subscriptionStartMonth: '2026-11' }, SETTINGS, true, '2026-11')).toBe(625);
    expect(taxFor({ kind: 'Coffee subscription', price: 3_000 }, { ...SETTINGS, tax_meal_plans: true }, true, '2026-11')).toBe(0);
  });
});

const promo = (changes: Partial<PromoCode> = {}): PromoCode => ({ code: 'FALL10', type: 'discount', adj: 'percent', value: 10, min_purchase_amnt: 0, ...changes });

describe('applyPromo (docs/product/purchase.md#customer-form)', () => {
  const plan = { kind: 'Meal plan' as const, price: 245_000, trackOnly: false };
  it('takes a percent or a fixed discount off, rounded to the cent, never below zero', () => {
    expect(applyPromo(promo(), plan)).toEqual({ effect: { discount: 24_500, bonus: 0, price: 220_500 } });
    expect(applyPromo(promo({ value: 12.5 }), { ...plan, price: 1999 })).toEqual({ effect: { discount: 250, bonus: 0, price: 1749 } });
    expect(applyPromo(promo({ adj: 'fixed', value: 50 }), plan)).toEqual({ effect: { discount: 5000, bonus: 0, price: 240_000 } });
    expect(applyPromo(promo({ adj: 'fixed', value: 50 }), { ...plan, price: 3000 })).toEqual({ effect: { discount: 3000, bonus: 0, price: 0 } });
  });
  it('adds a bonus instead of lowering the price', () => {
    expect(applyPromo(promo({ type: 'bonus', adj: 'fixed', value: 25 }), plan)).toEqual({ effect: { discount: 0, bonus: 2500, price: 245_000 } });
  });
  it('applies to meal plans only, reaching the minimum, and only tracks on a track-only plan', () => {
    expect(applyPromo(promo(), { ...plan, kind: 'Declining balance' })).toEqual({ problem: PROMO_MESSAGES.mealPlansOnly });
    expect(applyPromo(promo({ min_purchase_amnt: 3000 }), plan)).toEqual({ problem: 'None of the plans in your cart meet the requirements of this promo code' });
    expect(applyPromo(promo({ min_purchase_amnt: 2450 }), plan)).toHaveProperty('effect');
    expect(applyPromo(promo(), { ...plan, trackOnly: true })).toEqual({ effect: { discount: 0, bonus: 0, price: 245_000 } });
  });
});

const product = (changes: Partial<DecliningBalanceProduct> = {}): DecliningBalanceProduct => ({
  name: 'Dining Dollars',
  minimum_purchase: 25,
  requires_plan: false,
  is_discount: false,
  discount: 0,
  is_grad_discount: false,
  grad_discount_interval: 0,
  grad_discount: 0,
  max_grad_discount: 0,
  is_bonus: false,
  bonus: 0,
  is_grad_bonus: false,
  grad_bonus_interval: 0,
  grad_bonus: 0,
  max_grad_bonus: 0,
  ...changes,
});

describe('declining balance (docs/product/purchase.md#customer-form)', () => {
  it('discounts a simple percent, or ceil(amount / interval) × step up to the maximum', () => {
    expect(decliningBalanceDiscount(10_000, product({ is_discount: true, discount: 5 }))).toBe(500);
    const graduated = product({ is_grad_discount: true, grad_discount_interval: 100, grad_discount: 5, max_grad_discount: 20 });
    expect(decliningBalanceDiscount(25_000, graduated)).toBe(1500); // ceil(2.5) = 3 steps of $5
    expect(decliningBalanceDiscount(20_000, graduated)).toBe(1000);
    expect(decliningBalanceDiscount(100_000, graduated)).toBe(2000); // capped at $20
    expect(decliningBalanceDiscount(500, product({ is_grad_discount: true, grad_discount_interval: 100, grad_discount: 10, max_grad_discount: 0 }))).toBe(500); // never above the amount
  });
  it('adds a bonus from the minimum on, floor(amount / interval) × step when graduated, and only with a plan where required', () => {
    expect(decliningBalanceBonus(10_000, product({ is_bonus: true, bonus: 10 }), false)).toBe(1000);
    expect(decliningBalanceBonus(2_000, product({ is_bonus: true, bonus: 10 }), false)).toBe(0);
    const graduated = product({ is_grad_bonus: true, grad_bonus_interval: 100, grad_bonus: 10, max_grad_bonus: 30 });
    expect(decliningBalanceBonus(25_000, graduated, false)).toBe(2000); // floor(2.5) = 2 steps of $10
    expect(decliningBalanceBonus(90_000, graduated, false)).toBe(3000);
    expect(decliningBalanceBonus(25_000, { ...graduated, requires_plan: true }, false)).toBe(0);
    expect(decliningBalanceBonus(25_000, { ...graduated, requires_plan: true }, true)).toBe(2000);
  });
  it('checks the typed amount, counting what the cart holds toward the minimum', () => {
    expect(checkDecliningBalanceAmount('50', product(), 0)).toEqual({ amount: 5000 });
    expect(checkDecliningBalanceAmount('12.345', product(), 0)).toEqual({ problem: 'The specified Dining Dollars amount must be a number.' });
    expect(checkDecliningBalanceAmount('abc', product(), 0)).toEqual({ problem: 'The specified Dining Dollars amount must be a number.' });
    expect(checkDecliningBalanceAmount('10', product(), 0)).toEqual({ problem: 'Value must be higher than $25.00.' });
    expect(checkDecliningBalanceAmount('10', product(), 1500)).toEqual({ amount: 1000 });
  });
  it('takes at most $10,000.00 a line (decisions/0025 "Amount limits")', () => {
    expect(checkDecliningBalanceAmount('10000', product(), 0)).toEqual({ amount: 1_000_000 });
    expect(checkDecliningBalanceAmount('10000.01', product(), 0)).toEqual({ problem: 'Value must be at most $10,000.00.' });
    expect(checkDecliningBalanceAmount('9999999.99', product(), 0)).toEqual({ problem: 'Value must be at most $10,000.00.' });
  });
});

describe('customPlanPricing (decisions/0025)', () => {
  const swipes = { type: 'swipe' as const, value: 100, price: 900 };
  const balance = { type: 'db' as const, value: 300, price: 250 };
  it('as a bonus: both prices charged, the difference credited on top', () => {
    expect(customPlanPricing(swipes, balance, 'bonus')).toEqual({ listPrice: 115_000, discount: 0, bonus: 5000, price: 115_000, balance: 30_000 });
  });
  it('as a discount: listed at the balance’s value, the difference taken off; the same charge', () => {
    expect(customPlanPricing(swipes, balance, 'discount')).toEqual({ listPrice: 120_000, discount: 5000, bonus: 0, price: 115_000, balance: 30_000 });
  });
  it('gives nothing when the balance costs its value or more', () => {
    expect(customPlanPricing(swipes, { ...balance, price: 300 }, 'bonus').bonus).toBe(0);
    expect(customPlanPricing(swipes, { ...balance, price: 350 }, 'discount').discount).toBe(0);
  });
});

describe('cart totals', () => {
  const context: TaxContext = { settings: SETTINGS, customerTypeAppliesTax: true, currentMonth: '2026-11' };
  it('sums a mixed cart in cents: list prices, discounts (none above its line), tax per line floored', () => {
    const priced = [
      priceLine({ kind: 'Meal plan', listPrice: 245_000, discount: 24_500, planAppliesTax: true }, context),
      priceLine({ kind: 'Declining balance', listPrice: 10_000, discount: 500 }, context),
      priceLine({ kind: 'Create your plan', listPrice: 115_000, discount: 0 }, context),
      priceLine({ kind: 'Coffee subscription', listPrice: 3_000, discount: 5_000 }, context),
    ];
    expect(priced.map((p) => [p.price, p.tax])).toEqual([
      [220_500, 13_781], // 6.25 % of $2,205.00 is $137.8125
      [9_500, 0], // declining balance untaxed here
      [115_000, 7_187], // $71.875
      [0, 0], // a $50.00 discount on a $30.00 line takes $30.00
    ]);
    expect(cartTotals(priced)).toEqual({ subtotal: 373_000, discount: 28_000, tax: 20_968, total: 365_968 });
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
  it('holds a cart of at most $50,000.00, by its lines’ list prices and by its total (decisions/0025 "Amount limits")', () => {
    expect(isOverCartLimit({ subtotal: 5_000_000, total: 5_000_000 })).toBe(false);
    expect(isOverCartLimit({ subtotal: 5_000_001, total: 4_000_000 })).toBe(true);
    expect(isOverCartLimit({ subtotal: 4_900_000, total: 5_000_001 })).toBe(true);
    expect(CART_LIMIT_MESSAGE).toBe('Your cart can hold at most $50,000.00.');
  });
});

describe('cart totals (property)', () => {
  const context = (rate: number, taxAll: boolean): TaxContext => ({
    settings: { tax_rate: rate, tax_meal_plans: taxAll, tax_custom_meal_plans: taxAll, tax_declining_balance: taxAll },
    customerTypeAppliesTax: true,
    currentMonth: '2026-11',
  });
  const line = fc.record<CartLine>({
    kind: fc.constantFrom('Meal plan', 'Create your plan', 'Declining balance', 'Coffee subscription'),
    listPrice: fc.integer({ min: 0, max: 1_000_000 }),
    discount: fc.integer({ min: 0, max: 1_200_000 }),
    planAppliesTax: fc.boolean(),
    subscriptionStartMonth: fc.constantFrom(null, '2026-11', '2026-12'),
  });

  it('the total is what the lines charge (price and tax), never negative; tax never above the rate on the taxed base', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.double({ min: 0, max: 15, noNaN: true }), fc.boolean(), (lines, rate, taxAll) => {
        const priced = lines.map((l) => priceLine(l, context(rate, taxAll)));
        const totals = cartTotals(priced);
        expect(totals.total).toBe(priced.reduce((sum, p) => sum + p.price + p.tax, 0));
        expect(totals.total).toBeGreaterThanOrEqual(0);
        for (const p of priced) {
          expect(p.price).toBeGreaterThanOrEqual(0);
          expect(p.tax).toBeLessThanOrEqual(percentOf(p.price, rate, 'ceil'));
          expect(Number.isInteger(p.tax) && Number.isInteger(p.price)).toBe(true);
        }
      }),
    );
  });
});
