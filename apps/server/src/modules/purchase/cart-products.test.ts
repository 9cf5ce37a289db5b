import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPlanPricing, percentOf } from '@commons/domain';
import type { TestApp } from '../../test-support/test-app.ts';
import { ADD_MESSAGES } from './cart-adds.service.ts';
import { CART_MESSAGES, MAX_CART_ITEMS } from './cart.service.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, typeNamed, type OrderForm } from './testing/purchase-test-kit.ts';

let t: TestApp;
let northfield = 0;
let lakeside = 0;
let nf: OrderForm;
let ls: OrderForm;

beforeAll(async () => {
  ({ t, northfield, lakeside } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
  ls = await orderFormOf(t, lakeside);
}, 60_000);
afterAll(async () => t.close());

const option = (form: OrderForm, type: 'swipe' | 'db', at: number) => {
  const found = form.customMealPlans.filter((o) => o.type === type)[at];
  if (!found) throw new Error(`No ${type} option ${at}`);
  return found;
};
const product = (form: OrderForm, name: string) => form.decliningBalance.find((p) => p.name === name)?.id ?? 0;

describe('cart/add_custom_plan (decisions/0025)', () => {
  it('as a bonus on Northfield: both prices charged, the saving credited, taxed as a custom plan', async () => {
    const b = shopper(t);
    const swipes = option(nf, 'swipe', 1);
    const balance = option(nf, 'db', 1);
    const cart = cartOf(await b.addCustom(northfield, swipes.id, balance.id, { customer_type_id: typeNamed(nf, 'Student').id }));
    const pricing = customPlanPricing({ type: 'swipe', value: 100, price: 850 }, { type: 'db', value: 500, price: 450 }, 'bonus');
    expect(pricing).toMatchObject({ listPrice: 130_000, bonus: 5_000, discount: 0 });
    expect(cart.items[0]).toMatchObject({ type: 'Create your plan', name: 'Create your plan: 100 swipes + $500.00', swipe_id: swipes.id, db_id: balance.id, swipes: 100, list_price_cents: 130_000, discount_cents: 0, bonus_cents: 5_000, price_cents: 130_000 });
    expect(cart).toMatchObject({ subtotal_cents: 130_000, tax_cents: percentOf(130_000, 6.25, 'floor'), total_cents: 130_000 + 8_125 });
  });

  it('as a discount on Lakeside: listed at the balance’s value, the saving taken off; the same charge, no tax', async () => {
    const b = shopper(t);
    const cart = cartOf(await b.addCustom(lakeside, option(ls, 'swipe', 1).id, option(ls, 'db', 1).id, { customer_type_id: typeNamed(ls, 'Parent').id }));
    expect(cart.items[0]).toMatchObject({ list_price_cents: 135_000, discount_cents: 5_000, bonus_cents: 0, price_cents: 130_000, tax_cents: 0 });
    expect(cart).toMatchObject({ subtotal_cents: 135_000, discount_cents: 5_000, total_cents: 130_000 });
  });

  it('takes the cart’s customer type when none is sent, and refuses types without the Custom plan tab', async () => {
    const b = shopper(t);
    expect(refusal(await b.addCustom(northfield, option(nf, 'swipe', 0).id, option(nf, 'db', 0).id))).toMatchObject({ status: 400, errors: { customer_type_id: CART_MESSAGES.chooseType } });
    await b.addPlan(northfield, planNamed(nf, 'Block 225').id, typeNamed(nf, 'Student').id);
    expect(cartOf(await b.addCustom(northfield, option(nf, 'swipe', 0).id, option(nf, 'db', 0).id)).items).toHaveLength(2);
    const faculty = shopper(t);
    const res = await faculty.addCustom(northfield, option(nf, 'swipe', 0).id, option(nf, 'db', 0).id, { customer_type_id: typeNamed(nf, 'Faculty/Staff').id });
    expect(refusal(res)).toMatchObject({ status: 400, errors: { customer_type_id: ADD_MESSAGES.customNotOffered } });
  });

  it('needs a swipes option and a balance option of the site', async () => {
    const b = shopper(t);
    const type = { customer_type_id: typeNamed(nf, 'Student').id };
    expect(refusal(await b.addCustom(northfield, option(nf, 'db', 0).id, option(nf, 'db', 1).id, type)).errors).toEqual({ swipe_id: ADD_MESSAGES.swipeOption });
    expect(refusal(await b.addCustom(northfield, option(nf, 'swipe', 0).id, option(nf, 'swipe', 1).id, type)).errors).toEqual({ db_id: ADD_MESSAGES.balanceOption });
    expect(refusal(await b.addCustom(northfield, option(ls, 'swipe', 0).id, option(nf, 'db', 1).id, type)).errors).toEqual({ swipe_id: ADD_MESSAGES.swipeOption });
  });
});

describe('cart/add_declining_balance (docs/product/purchase.md#customer-form)', () => {
  const student = () => ({ customer_type_id: typeNamed(nf, 'Student').id });

  it('takes a simple percent discount and a bonus from the minimum on, untaxed', async () => {
    const b = shopper(t);
    const cart = cartOf(await b.addBalance(northfield, product(nf, 'Dining Dollars'), '100', student()));
    expect(cart.items[0]).toMatchObject({ type: 'Declining balance', name: 'Dining Dollars', declining_balance_value_cents: 10_000, list_price_cents: 10_000, dbDiscount_cents: 500, discount_cents: 500, dbBonus_cents: 1_000, bonus_cents: 1_000, price_cents: 9_500, tax_cents: 0 });
    expect(cart).toMatchObject({ subtotal_cents: 10_000, discount_cents: 500, tax_cents: 0, total_cents: 9_500 });
  });

  it('refuses what is not an amount, with the product’s name', async () => {
    const b = shopper(t);
    for (const value of ['12.345', 'abc', '-5', '0', '1,000', '1e3', ' ', 12.345]) {
      const res = await b.addBalance(northfield, product(nf, 'Dining Dollars'), value, student());
      expect(refusal(res), String(value)).toMatchObject({ status: 400, errors: { declining_balance_value: 'The specified Dining Dollars amount must be a number.' } });
    }
    expect(refusal(await b.post('/v1/cart/add_declining_balance', { site_id: northfield, db_id: product(nf, 'Dining Dollars') })).errors).toMatchObject({ declining_balance_value: 'Enter an amount.' });
    expect(refusal(await b.addBalance(northfield, product(nf, 'Dining Dollars'), 'x'.repeat(21), student())).errors).toMatchObject({ declining_balance_value: 'Too long.' });
  });

  it('needs the minimum together with the declining balance already in the cart', async () => {
    const b = shopper(t);
    const id = product(nf, 'Dining Dollars');
    expect(refusal(await b.addBalance(northfield, id, '10', student()))).toMatchObject({ status: 400, msg: 'Value must be higher than $25.00.' });
    expect(cartOf(await b.addBalance(northfield, id, '30.50', student())).items).toHaveLength(1);
    // $10 alone is under the minimum; with the $30.50 already in the cart it is not.
    expect(cartOf(await b.addBalance(northfield, id, 10, student())).items.map((i) => i.declining_balance_value_cents)).toEqual([3_050, 1_000]);
  });

  it('graduates the discount and bonus, and grants a plan-only bonus only while a plan is in the cart', async () => {
    const b = shopper(t);
    const flex = product(nf, 'Flex Dollars');
    const alone = cartOf(await b.addBalance(northfield, flex, '250', student()));
    expect(alone.items[0]).toMatchObject({ dbDiscount_cents: 1_500, dbBonus_cents: 0, price_cents: 23_500 });
    const withPlan = cartOf(await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, typeNamed(nf, 'Student').id));
    expect(withPlan.items[0]).toMatchObject({ dbDiscount_cents: 1_500, dbBonus_cents: 2_000 });
    const planGone = cartOf(await b.remove(northfield, withPlan.items[1]?.id ?? 0));
    expect(planGone.items[0]).toMatchObject({ dbBonus_cents: 0 });
    expect(cartOf(await b.addBalance(northfield, flex, '1000', student())).items[1]).toMatchObject({ dbDiscount_cents: 2_500 });
  });

  it('is offered to the listed customer types only, and for active products of the site', async () => {
    const b = shopper(t);
    const guest = await b.addBalance(northfield, product(nf, 'Dining Dollars'), '50', { customer_type_id: typeNamed(nf, 'Guest').id });
    expect(refusal(guest)).toMatchObject({ status: 400, errors: { customer_type_id: ADD_MESSAGES.decliningNotOffered } });
    expect(refusal(await b.addBalance(northfield, product(ls, 'Dining Dollars'), '50', student())).errors).toEqual({ db_id: ADD_MESSAGES.productUnavailable });
  });
});

describe('cart capacity', () => {
  it(`holds at most ${MAX_CART_ITEMS} lines`, async () => {
    const b = shopper(t);
    for (let i = 0; i < MAX_CART_ITEMS; i++) await b.addBalance(northfield, product(nf, 'Dining Dollars'), '30', { customer_type_id: typeNamed(nf, 'Student').id });
    const res = await b.addBalance(northfield, product(nf, 'Dining Dollars'), '30');
    expect(refusal(res)).toMatchObject({ status: 409, msg: CART_MESSAGES.full });
    expect(cartOf(await b.fetch(northfield))).toMatchObject({ subtotal_cents: MAX_CART_ITEMS * 3_000 });
  }, 60_000);
});
