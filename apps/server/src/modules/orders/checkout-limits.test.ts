import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mealPlans } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, typeNamed, type OrderForm, type Shopper } from '../purchase/testing/purchase-test-kit.ts';
import { buyerForm, buyerOf, checkoutOf, orderFields, ordersOfCustomer, placedOf } from './testing/checkout-test-kit.ts';

let t: TestApp;
let northfield = 0;
let nf: OrderForm;
let dining = 0;
let student = 0;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
  dining = nf.decliningBalance.find((p) => p.name === 'Dining Dollars')?.id ?? 0;
  student = typeNamed(nf, 'Student').id;
}, 60_000);
afterAll(async () => t.close());

/** Northfield's Dining Dollars: 5 % off, a 10 % bonus, untaxed. */
const addDining = (b: Shopper, amount: string | number) => b.addBalance(northfield, dining, amount, { customer_type_id: student });

/** `b`'s buyer named for a Student ID order; answers the submit's fields. */
async function studentIdOrder(b: Shopper) {
  const { customer } = buyerOf(await checkoutOf(b).setBuyer(buyerForm(northfield, 'Student ID')));
  return { customerId: customer.id, fields: orderFields(northfield, customer.id, 'Student ID') };
}

describe('the limits of an amount and of a cart (decisions/0025 "Amount limits")', () => {
  it('takes a declining balance amount of up to $10,000.00 and refuses more under the amount, storing nothing', async () => {
    const b = shopper(t);
    // Typed, or a JSON number: the contract's field rule.
    for (const amount of ['10000.01', '9999999.99', 10_000.5]) {
      expect(refusal(await addDining(b, amount))).toEqual({ status: 400, msg: 'Please check the highlighted fields.', errors: { declining_balance_value: 'Value must be at most $10,000.00.' } });
    }
    expect(cartOf(await b.fetch(northfield)).items).toEqual([]);
    const [line] = cartOf(await addDining(b, '10000')).items;
    expect(line).toMatchObject({ declining_balance_value_cents: 1_000_000, list_price_cents: 1_000_000, discount_cents: 50_000, price_cents: 950_000, bonus_cents: 100_000 });
  });

  it('places a cart at its limit of $50,000.00, every figure stored whole; the next cent is refused under the field that adds it', async () => {
    const b = shopper(t);
    for (let i = 0; i < 5; i++) cartOf(await addDining(b, '10000'));
    const full = cartOf(await b.fetch(northfield));
    expect(full).toMatchObject({ subtotal_cents: 5_000_000, discount_cents: 250_000, tax_cents: 0, total_cents: 4_750_000 });
    expect(refusal(await addDining(b, '0.01'))).toEqual({ status: 400, msg: 'Your cart can hold at most $50,000.00.', errors: { declining_balance_value: 'Your cart can hold at most $50,000.00.' } });
    expect(refusal(await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, student))).toEqual({ status: 400, msg: 'Your cart can hold at most $50,000.00.', errors: { meal_plan: 'Your cart can hold at most $50,000.00.' } });
    expect(cartOf(await b.fetch(northfield)).items).toHaveLength(5);

    const { customerId, fields } = await studentIdOrder(b);
    expect(placedOf(await checkoutOf(b).checkout(fields)).total_cents).toBe(4_750_000);
    const [order] = await ordersOfCustomer(t, customerId);
    expect(order).toMatchObject({ status: 'placed', subtotal_cents: 5_000_000, discount_cents: 250_000, tax_cents: 0, bonus_cents: 500_000, total_cents: 4_750_000 });
  });

  it('refuses to place a cart that prices raised since past its limit, with the reason and no order', async () => {
    const b = shopper(t);
    const plan = planNamed(nf, 'Commuter 50');
    cartOf(await b.addPlan(northfield, plan.id, student));
    for (let i = 0; i < 4; i++) cartOf(await addDining(b, '10000'));
    const { customerId, fields } = await studentIdOrder(b);
    // The dining office raises the plan's price to $21,000.00 after it went in the cart.
    await t.database.db.update(mealPlans).set({ price_cents: 2_100_000 }).where(eq(mealPlans.id, plan.id));
    try {
      expect(refusal(await checkoutOf(b).checkout(fields))).toEqual({ status: 400, msg: 'Your cart can hold at most $50,000.00.', errors: {} });
      expect(await ordersOfCustomer(t, customerId)).toEqual([]);
      expect(cartOf(await b.fetch(northfield)).items).toHaveLength(5);
    } finally {
      await t.database.db.update(mealPlans).set({ price_cents: plan.price_cents }).where(eq(mealPlans.id, plan.id));
    }
  });
});
