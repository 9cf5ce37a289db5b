import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Cart } from '@commons/contract';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { cartItems, orderLines } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { cartOf, orderFormOf, purchaseTestApp, shopper, TODAY, typeNamed, type OrderForm, type Shopper } from '../purchase/testing/purchase-test-kit.ts';
import { buyerForm, buyerOf, checkoutOf, goodCard, orderFields, ordersOfCustomer, placedOf, withPlan } from './testing/checkout-test-kit.ts';
import { ORDER_MESSAGES } from './place-order.service.ts';
import { CART_MESSAGES } from '../purchase/cart.service.ts';

/** Adds sent at once as the order starts; then one through each instance at a time until it is answered, up to MAX_ADDS in all. */
const BURST = 20;
const MAX_ADDS = 48;
let t: TestApp;
let northfield = 0;
let nf: OrderForm;
let dining = 0;
let student = 0;
/** A second instance on the same database: only what the database holds keeps the two in step. */
let other: FastifyInstance;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
  student = typeNamed(nf, 'Student').id;
  dining = nf.decliningBalance.find((p) => p.name === 'Dining Dollars')?.id ?? 0;
  const config = { ...readConfig(), LOG_LEVEL: 'silent' as const, RESERVATION_REMINDERS: 'off' as const, SUBSCRIPTION_BILLING: 'off' as const, FILES_DIR: t.filesDir, WEB_DIST_DIR: t.filesDir };
  other = await buildApp({ config, database: t.database, clock: () => TODAY });
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A guest's cart holding Commuter 50 and `amounts` of Dining Dollars, its buyer named; the same browser through the other instance. */
async function readyToPay(paymentType: string, amounts: string[]): Promise<{ b: Shopper; viaOther: Shopper; customerId: number; lines: Cart['items'] }> {
  const b = shopper(t);
  await withPlan(b, northfield, nf, 'Commuter 50', 'Student');
  let cart: Cart | undefined;
  for (const amount of amounts) cart = cartOf(await b.addBalance(northfield, dining, amount));
  const { customer } = buyerOf(await checkoutOf(b).setBuyer(buyerForm(northfield, paymentType)));
  const viaOther = shopper({ ...t, app: other });
  for (const [name, value] of b.jar) viaOther.jar.set(name, value);
  return { b, viaOther, customerId: customer.id, lines: cart?.items ?? [] };
}

/** Each declining balance amount (in cents) the order holds, read from its lines' details ('$31.17 in dining dollars'). */
async function orderedAmounts(customerId: number): Promise<number[]> {
  const orders = await ordersOfCustomer(t, customerId);
  const placed = orders.filter((order) => order.status === 'placed' || order.status === 'paid');
  expect(placed).toHaveLength(1);
  const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.order_id, placed[0]?.id ?? 0));
  return lines.flatMap((line) => line.details.flatMap((detail) => /^\$([\d,]+\.\d\d) in dining dollars$/.exec(detail)?.[1] ?? [])).map((dollars) => Math.round(Number(dollars.replace(/,/g, '')) * 100));
}

/** Each cart line still stored of the declining balance `amounts` (in cents), in whatever cart. */
async function storedAmounts(amounts: number[]): Promise<number[]> {
  const rows = await t.database.db.select({ amount: cartItems.amount_cents }).from(cartItems).where(inArray(cartItems.amount_cents, amounts));
  return rows.map((row) => row.amount ?? 0);
}

const isRefusedWhilePlacing = (res: LightMyRequestResponse) => res.statusCode === 409 && res.json<{ msg: string }>().msg === ORDER_MESSAGES.inProgress;

/** Dollars as typed, and their cents: '31.17' is 3117 (every test uses its own cents, so its lines are told apart from the others'). */
const amountsFrom = (first: number, count: number, cents: number) => Array.from({ length: count }, (_, i) => ({ typed: `${first + i}.${cents}`, cents: (first + i) * 100 + cents }));

describe('cart writes while the cart is being ordered (docs/product/purchase.md#checkout; decisions/0025 "Concurrency")', () => {
  it.each(['Student ID', 'Credit card'])('adds racing a %s order through two instances: each line answered 200 is in the order or left in a cart, never dropped', async (paymentType) => {
    const { b, viaOther, customerId } = await readyToPay(paymentType, []);
    const body = { ...orderFields(northfield, customerId, paymentType), ...(paymentType === 'Credit card' ? goodCard() : {}) };
    const place = paymentType === 'Credit card' ? checkoutOf(b).cardOrder(body) : checkoutOf(b).checkout(body);
    let isAnswered = false;
    void place.then(() => (isAnswered = true));
    const amounts = amountsFrom(31, MAX_ADDS, paymentType === 'Student ID' ? 17 : 23);
    const add = (i: number) => (i % 2 === 0 ? b : viaOther).addBalance(northfield, dining, amounts[i]?.typed ?? '', { customer_type_id: student });
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => add(i)));
    while (!isAnswered && answers.length < MAX_ADDS) answers.push(...(await Promise.all([add(answers.length), add(answers.length + 1)])));
    placedOf(await place);

    const adds = amounts.slice(0, answers.length);
    const refused = answers.filter(isRefusedWhilePlacing);
    const accepted = adds.filter((_, i) => answers[i]?.statusCode === 200);
    expect(refused.length + accepted.length, answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`).join('\n')).toBe(adds.length);
    // Every add answered 200 showed its line; each such line was ordered or is still in a cart, once.
    for (const [i, answer] of answers.entries()) if (answer.statusCode === 200) expect(cartOf(answer).items.map((item) => item.declining_balance_value_cents)).toContain(adds[i]?.cents);
    const ordered = await orderedAmounts(customerId);
    const kept = await storedAmounts(adds.map((amount) => amount.cents));
    expect([...ordered, ...kept].sort((x, y) => x - y)).toEqual(accepted.map((amount) => amount.cents));
  }, 60_000);

  it('deletes and promo codes racing an order through two instances: a line the order holds was never answered as removed from its standing cart', async () => {
    const held = amountsFrom(41, 10, 29);
    const { b, viaOther, customerId, lines } = await readyToPay('Student ID', held.map((amount) => amount.typed));
    const plan = lines.find((line) => line.type === 'Meal plan');
    const balances = lines.filter((line) => line.type === 'Declining balance');
    expect(balances).toHaveLength(10);
    const place = checkoutOf(b).checkout(orderFields(northfield, customerId, 'Student ID'));
    const [promo, ...deletes] = await Promise.all([
      viaOther.applyPromo(northfield, 'WELCOME10', { item_id: plan?.id }),
      ...balances.map((line, i) => (i % 2 === 0 ? b : viaOther).remove(northfield, line.id)),
    ]);
    placedOf(await place);

    for (const answer of deletes) expect(answer?.statusCode === 200 || (answer !== undefined && isRefusedWhilePlacing(answer)), answer?.body).toBe(true);
    // After the order, the plan is no longer in the browser's cart: the code finds no such line.
    const isAfterTheOrder = promo?.statusCode === 404 && promo.json<{ msg: string }>().msg === CART_MESSAGES.notInCart;
    expect(promo?.statusCode === 200 || (promo !== undefined && isRefusedWhilePlacing(promo)) || isAfterTheOrder, promo?.body).toBe(true);
    const ordered = await orderedAmounts(customerId);
    // A delete answered with the cart still standing removed its line before the order read the cart.
    const removed = balances.filter((line, i) => deletes[i]?.statusCode === 200 && cartOf(deletes[i]).items.length > 0).map((line) => line.declining_balance_value_cents);
    for (const amount of removed) expect(ordered).not.toContain(amount);
    const kept = await storedAmounts(held.map((amount) => amount.cents));
    expect([...ordered, ...kept, ...removed].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(held.map((amount) => amount.cents));
    // A promo code answered as applied while the cart stood is on the order's plan.
    if (promo?.statusCode === 200 && cartOf(promo).items.length > 0) {
      const [order] = (await ordersOfCustomer(t, customerId)).filter((o) => o.status === 'placed');
      const orderLinesOfPlan = await t.database.db.select().from(orderLines).where(eq(orderLines.order_id, order?.id ?? 0));
      expect(orderLinesOfPlan.find((line) => line.kind === 'Meal plan')?.promo_code).toBe('WELCOME10');
    }
  }, 60_000);
});
