import { describe, expect, it } from 'vitest';
import {
  customPlanName,
  customPlanPreview,
  decliningBalancePreview,
  decliningBalanceProductOf,
  mealPlanPreview,
  type DecliningBalanceProductCents,
  type PreviewTax,
} from './line-preview.ts';
import { formatMoney } from './money.ts';

const product = (changes: Partial<DecliningBalanceProductCents> = {}): DecliningBalanceProductCents => ({
  name: 'Dining Dollars',
  minimum_purchase_cents: 2_500,
  requires_plan: false,
  is_discount: false,
  discount: 0,
  is_grad_discount: false,
  grad_discount_interval_cents: 0,
  grad_discount_cents: 0,
  max_grad_discount_cents: 0,
  is_bonus: false,
  bonus: 0,
  is_grad_bonus: false,
  grad_bonus_interval_cents: 0,
  grad_bonus_cents: 0,
  max_grad_bonus_cents: 0,
  ...changes,
});

const taxed = (rate: number, applies = true): PreviewTax => ({
  settings: { tax_rate: rate, tax_meal_plans: true, tax_custom_meal_plans: true, tax_declining_balance: true },
  customerTypeAppliesTax: applies,
});
const untaxed: PreviewTax = { settings: { tax_rate: 6.25, tax_meal_plans: true, tax_custom_meal_plans: true, tax_declining_balance: false }, customerTypeAppliesTax: true };

describe('decliningBalancePreview (docs/product/purchase.md#discounts, "Tax")', () => {
  const simple = product({ is_discount: true, discount: 5, is_bonus: true, bonus: 10 });
  const graduated = product({
    name: 'Flex Dollars',
    minimum_purchase_cents: 5_000,
    requires_plan: true,
    is_grad_discount: true,
    grad_discount_interval_cents: 10_000,
    grad_discount_cents: 500,
    max_grad_discount_cents: 2_500,
    is_grad_bonus: true,
    grad_bonus_interval_cents: 10_000,
    grad_bonus_cents: 1_000,
    max_grad_bonus_cents: 5_000,
  });

  it('$100.00 of Dining Dollars at 5 % off with a 10 % bonus: pay $95.00, get $10.00 more', () => {
    expect(decliningBalancePreview(10_000, simple, false, untaxed)).toEqual({
      kind: 'Declining balance',
      listPrice: 10_000,
      discount: 500,
      price: 9_500,
      tax: 0,
      bonus: 1_000,
      total: 9_500,
    });
  });

  it('$33.33 rounds the 5 % discount ($1.6665) and the 10 % bonus ($3.333) to the cent', () => {
    const preview = decliningBalancePreview(3_333, simple, false, untaxed);
    expect([preview.discount, preview.price, preview.bonus]).toEqual([167, 3_166, 333]);
  });

  it('taxes the price after the discount, floored, when tax_declining_balance is on', () => {
    // $95.00 × 6.25 % = $5.9375 → $5.93
    expect(decliningBalancePreview(10_000, simple, false, taxed(6.25))).toMatchObject({ price: 9_500, tax: 593, total: 10_093 });
    expect(decliningBalancePreview(10_000, simple, false, taxed(6.25, false))).toMatchObject({ tax: 0, total: 9_500 });
  });

  it('graduated: $250.00 takes ceil(2.5) × $5 = $15.00 off and earns floor(2.5) × $10 = $20.00, with a plan in the cart', () => {
    expect(decliningBalancePreview(25_000, graduated, true, untaxed)).toMatchObject({ discount: 1_500, price: 23_500, bonus: 2_000 });
    expect(decliningBalancePreview(25_000, graduated, false, untaxed)).toMatchObject({ discount: 1_500, bonus: 0 });
    expect(decliningBalancePreview(100_000, graduated, true, untaxed)).toMatchObject({ discount: 2_500, bonus: 5_000 }); // both capped
  });

  it('no bonus below the minimum purchase', () => {
    expect(decliningBalancePreview(2_499, simple, false, untaxed).bonus).toBe(0);
    expect(decliningBalancePreview(2_500, simple, false, untaxed).bonus).toBe(250);
  });

  it('reads the cent shape as the dollar rules take it', () => {
    expect(decliningBalanceProductOf(graduated)).toMatchObject({ minimum_purchase: 50, grad_discount_interval: 100, grad_discount: 5, max_grad_bonus: 50 });
  });
});

describe('customPlanPreview (decisions/0025 "Custom plan")', () => {
  const choice = { swipe: { price_cents: 85_000 }, balance: { price_cents: 45_000, value_cents: 50_000 } };

  it('as a bonus: 100 swipes for $850.00 and $500.00 of balance for $450.00 costs $1,300.00 and credits $50.00 on top', () => {
    const preview = customPlanPreview(choice, 'bonus', taxed(6.25));
    expect(preview).toMatchObject({ listPrice: 130_000, discount: 0, price: 130_000, bonus: 5_000, balance: 50_000 });
    // $1,300.00 × 6.25 % = $81.25
    expect([preview.tax, preview.total]).toEqual([8_125, 138_125]);
    expect(formatMoney(preview.total)).toBe('$1,381.25');
  });

  it('as a discount: listed at $1,350.00, $50.00 off: the same charge and tax', () => {
    const preview = customPlanPreview(choice, 'discount', taxed(6.25));
    expect(preview).toMatchObject({ listPrice: 135_000, discount: 5_000, price: 130_000, bonus: 0, tax: 8_125, total: 138_125 });
  });

  it('names the line as the cart does', () => {
    expect(customPlanName(100, 50_000)).toBe('Create your plan: 100 swipes + $500.00');
  });
});

describe('mealPlanPreview', () => {
  it('a $2,450.00 plan taxed at 6.25 % (floored) carries its own bonus', () => {
    expect(mealPlanPreview({ price_cents: 245_000, apply_tax: true, promo_bonus_cents: 5_000 }, taxed(6.25))).toMatchObject({ price: 245_000, tax: 15_312, bonus: 5_000, total: 260_312 });
    expect(mealPlanPreview({ price_cents: 245_000, apply_tax: false, promo_bonus_cents: 0 }, taxed(6.25)).tax).toBe(0);
  });
});
