import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, customPlanPreview, decliningBalancePreview, mealPlanPreview, type LinePreview, type PreviewTax } from '@commons/domain';
import type { CustomMealPlanOption, DecliningBalanceProductShape, MealPlan, OrderFormSettings } from '@commons/contract';
import { priceCart } from './cart-pricing.ts';
import type { CartLineItem, CartLineRow } from './cart.repo.ts';
import type { CustomOptionRow, DecliningProductRow, MealPlanRow, SettingsRow } from './order-form.repo.ts';
import { toMealPlan, toSettings } from './order-form.service.ts';

/**
 * Issue: "every cent the page shows must be the cent the server charges". For random carts of
 * meal plans, custom plans and declining balance amounts, the server's priced cart (priceCart, from
 * its rows) totals exactly what the page's previews (from the order form's answer shapes) add up to.
 */

const TODAY = '2026-03-04';
const SITE_ID = 1;

const settingsRow = (changes: Pick<SettingsRow, 'tax_rate' | 'tax_meal_plans' | 'tax_custom_meal_plans' | 'tax_declining_balance' | 'custom_meal_plan_as'>): SettingsRow => ({
  site_id: SITE_ID,
  school_term_label: 'Term',
  hide_selections: false,
  meal_plan_label: 'Meal plans',
  meal_plan_msg: '',
  meal_plan_terms: '',
  subscription_plan_msg: '',
  subscription_terms: '',
  custom_meal_plan_msg: '',
  declining_balance_msg: '',
  student_id_terms: '',
  balance_tracker_dollars: true,
  balance_tracker_swipes: true,
  balance_tracker_msg_bal_low: '',
  balance_tracker_msg_bal_high: '',
  balance_tracker_msg_budget: '',
  coffee_subscription: false,
  coffee_subscription_price_cents: 0,
  custom_plan_customer_types: [1],
  custom_meal_plan_payment_types: [],
  declining_balance_customer_types: [1],
  declining_balance_payment_types: [],
  student_id_requires_terms: false,
  plans_require_terms: false,
  student_id_pattern: '',
  email_domain: '',
  enable_faculty_email_validator: false,
  payment_types: [],
  ...changes,
});

const money = (max: number) => fc.integer({ min: 0, max });
/** Percents as a form takes them: whole or with up to four decimals. */
const percent = fc.integer({ min: 0, max: 300_000 }).map((units) => units / 10_000);

const planRow = fc.record({ price_cents: money(500_000), apply_tax: fc.boolean(), promo_bonus_cents: money(20_000) }).map(
  (p): MealPlanRow => ({
    id: 100,
    site_id: SITE_ID,
    name: 'Plan',
    description: '',
    price_cents: p.price_cents,
    apply_tax: p.apply_tax,
    payment_types: [],
    balance_tracker: false,
    declining_balance_cents: 0,
    swipes: 100,
    sort_order: 0,
    subscription: false,
    subscription_frequency: null,
    subscription_start: null,
    subscription_end: null,
    start_date: null,
    end_date: null,
    payments: 1,
    promo_track_only: false,
    promo_bonus_cents: p.promo_bonus_cents,
    active: true,
  }),
);

const optionRow = (type: 'swipe' | 'db') =>
  fc.record({ value: type === 'swipe' ? fc.integer({ min: 1, max: 400 }) : money(200_000), price_cents: money(200_000) }).map(
    (o): CustomOptionRow => ({ id: type === 'swipe' ? 201 : 202, site_id: SITE_ID, type, value: o.value, price_cents: o.price_cents, sort_order: 0 }),
  );

const productRow = fc
  .record({
    minimum_purchase_cents: money(20_000),
    requires_plan: fc.boolean(),
    is_discount: fc.boolean(),
    discount: percent,
    is_grad_discount: fc.boolean(),
    grad_discount_interval_cents: money(50_000),
    grad_discount_cents: money(5_000),
    max_grad_discount_cents: money(20_000),
    is_bonus: fc.boolean(),
    bonus: percent,
    is_grad_bonus: fc.boolean(),
    grad_bonus_interval_cents: money(50_000),
    grad_bonus_cents: money(5_000),
    max_grad_bonus_cents: money(20_000),
  })
  .map((p): DecliningProductRow => ({ id: 301, site_id: SITE_ID, name: 'Dining Dollars', sort_order: 0, active: true, ...p }));

const NO_ITEM: Omit<CartLineItem, 'id' | 'kind'> = {
  meal_plan_id: null,
  swipe_option_id: null,
  db_option_id: null,
  db_product_id: null,
  amount_cents: null,
  months: null,
  first_bill_date: null,
  first_plan_date: null,
  last_bill_date: null,
  last_plan_date: null,
  bill_today: null,
  promo_code_id: null,
};
const NO_ROWS = { plan: null, swipe: null, balance: null, product: null, promo: null };

const lineRow = fc.oneof(
  planRow.map((plan): CartLineRow => ({ ...NO_ROWS, item: { ...NO_ITEM, id: 0, kind: 'Meal plan', meal_plan_id: plan.id }, plan })),
  fc.tuple(optionRow('swipe'), optionRow('db')).map(
    ([swipe, balance]): CartLineRow => ({ ...NO_ROWS, item: { ...NO_ITEM, id: 0, kind: 'Create your plan', swipe_option_id: swipe.id, db_option_id: balance.id }, swipe, balance }),
  ),
  fc.tuple(productRow, fc.integer({ min: 1, max: 1_000_000 })).map(
    ([product, amount]): CartLineRow => ({ ...NO_ROWS, item: { ...NO_ITEM, id: 0, kind: 'Declining balance', db_product_id: product.id, amount_cents: amount }, product }),
  ),
);

// What the page holds: the order form's answer shapes (order-form.service), not the rows.
const optionShape = (row: CustomOptionRow): CustomMealPlanOption => ({
  id: row.id,
  type: row.type,
  value: row.type === 'swipe' ? row.value : null,
  value_cents: row.type === 'db' ? row.value : null,
  price_cents: row.price_cents,
});
const productShape = ({ site_id: _site, sort_order: _sort, active: _active, ...shape }: DecliningProductRow): DecliningBalanceProductShape => shape;

/** The preview the page shows for a line before adding it, from what the order form gives it. */
function pagePreview(row: CartLineRow, settings: OrderFormSettings, tax: PreviewTax, cartHasPlan: boolean): LinePreview | null {
  if (row.plan) {
    const plan: MealPlan = toMealPlan(row.plan, TODAY);
    return mealPlanPreview({ price_cents: plan.price_cents, apply_tax: plan.apply_tax, promo_bonus_cents: plan.promoBonus_cents }, tax);
  }
  if (row.swipe && row.balance) {
    const swipe = optionShape(row.swipe);
    const balance = optionShape(row.balance);
    return customPlanPreview({ swipe, balance: { price_cents: balance.price_cents, value_cents: balance.value_cents ?? 0 } }, settings.custom_meal_plan_as, tax);
  }
  if (row.product && row.item.amount_cents !== null) return decliningBalancePreview(row.item.amount_cents, productShape(row.product), cartHasPlan, tax);
  return null;
}

describe('the page previews the server charge (property)', () => {
  const settingsArbitrary = fc.record({
    tax_rate: percent,
    tax_meal_plans: fc.boolean(),
    tax_custom_meal_plans: fc.boolean(),
    tax_declining_balance: fc.boolean(),
    custom_meal_plan_as: fc.constantFrom<'discount' | 'bonus'>('discount', 'bonus'),
  });

  it('priceCart total = cartTotals of the previews, line by line and in sum', () => {
    fc.assert(
      fc.property(fc.array(lineRow, { maxLength: 12 }), settingsArbitrary, fc.boolean(), (lines, settingsChanges, customerTypeAppliesTax) => {
        const rows = lines.map((row, index) => ({ ...row, item: { ...row.item, id: index + 1 } }));
        const settings = settingsRow(settingsChanges);
        const cart = priceCart(rows, { settings, customerTypeAppliesTax, today: TODAY }, { customer_type_id: 1, expires_at: null });

        const shown = toSettings(settings);
        const tax: PreviewTax = { settings: shown, customerTypeAppliesTax };
        const hasPlan = rows.some((row) => row.item.kind !== 'Declining balance');
        const previews = rows.map((row) => pagePreview(row, shown, tax, hasPlan)).filter((p): p is LinePreview => p !== null);
        const totals = cartTotals(previews);

        expect(cart.total_cents).toBe(totals.total);
        expect([cart.subtotal_cents, cart.discount_cents, cart.tax_cents]).toEqual([totals.subtotal, totals.discount, totals.tax]);
        expect(cart.items.map((item) => [item.list_price_cents, item.discount_cents, item.price_cents, item.tax_cents, item.bonus_cents])).toEqual(
          previews.map((p) => [p.listPrice, p.discount, p.price, p.tax, p.bonus]),
        );
        expect(cart.total_cents).toBe(previews.reduce((sum, p) => sum + p.total, 0));
      }),
      { numRuns: 300 },
    );
  });
});
