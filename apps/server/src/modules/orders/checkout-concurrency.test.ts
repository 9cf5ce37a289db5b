import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { mailOutbox, sandboxCharges } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { orderFormOf, purchaseTestApp, shopper, TODAY, type OrderForm, type Shopper } from '../purchase/testing/purchase-test-kit.ts';
import { buyerForm, buyerOf, campusEmail, checkoutOf, goodCard, orderFields, ordersOfCustomer, withPlan } from './testing/checkout-test-kit.ts';
import { ORDER_MESSAGES } from './place-order.service.ts';

const SUBMITS = 50;
let t: TestApp;
let northfield = 0;
let nf: OrderForm;
/** A second instance on the same database: what holds across instances must hold through it too. */
let other: FastifyInstance;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
  const config = { ...readConfig(), LOG_LEVEL: 'silent' as const, RESERVATION_REMINDERS: 'off' as const, SUBSCRIPTION_BILLING: 'off' as const, FILES_DIR: t.filesDir, WEB_DIST_DIR: t.filesDir };
  other = await buildApp({ config, database: t.database, clock: () => TODAY });
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A guest with a plan in the cart and the buyer named; a second browser sharing its cookies through the other instance. */
async function readyToPay(): Promise<{ b: Shopper; viaOther: Shopper; customerId: number; email: string }> {
  const b = shopper(t);
  await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
  const email = campusEmail('rush');
  const { customer } = buyerOf(await checkoutOf(b).setBuyer(buyerForm(northfield, 'Credit card', { email })));
  const viaOther = shopper({ ...t, app: other });
  for (const [name, value] of b.jar) viaOther.jar.set(name, value);
  return { b, viaOther, customerId: customer.id, email };
}

describe('a parent double-clicking Place order on a slow connection (docs/product/purchase.md#checkout)', () => {
  it(`${SUBMITS} submits of one attempt through two instances: one order, one charge, one receipt, the same answer`, async () => {
    const { b, viaOther, customerId, email } = await readyToPay();
    const body = { ...orderFields(northfield, customerId, 'Credit card'), ...goodCard() };
    const cartCookies = Object.fromEntries(b.jar);
    const answers = await Promise.all(Array.from({ length: SUBMITS }, (_, i) => checkoutOf(i % 2 === 0 ? b : viaOther).cardOrder(body)));
    // Within an instance a repeat waits for the first; across instances one may hear it is still being charged.
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const placed = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ order_no: string }>().order_no);
    expect(new Set(placed).size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json<{ msg: string }>().msg === ORDER_MESSAGES.inProgress)).toBe(true);

    const orders = await ordersOfCustomer(t, customerId);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    const charges = await t.database.db.select().from(sandboxCharges).where(inArray(sandboxCharges.reference, orders.map((o) => o.public_id)));
    expect(charges).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
    // Sent again later by a browser that never heard the answer, the attempt answers what it answered.
    const again = await b.send({ method: 'POST', url: '/v1/cart/create_cc_order', payload: body, cookies: cartCookies });
    expect(again.json<{ order_no: string }>().order_no).toBe(placed[0]);
  }, 60_000);

  it(`${SUBMITS} submits of one cart with different attempts: one is charged, the rest find it paid or being paid`, async () => {
    const { b, viaOther, customerId } = await readyToPay();
    const answers = await Promise.all(
      Array.from({ length: SUBMITS }, (_, i) => checkoutOf(i % 2 === 0 ? b : viaOther).cardOrder({ ...orderFields(northfield, customerId, 'Credit card', { idempotency_key: randomUUID() }), ...goodCard() })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect([ORDER_MESSAGES.emptyCart, ORDER_MESSAGES.inProgress]).toContain(answer.json<{ msg: string }>().msg);
    }
    const orders = await ordersOfCustomer(t, customerId);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    expect(await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, orders[0]?.public_id ?? ''))).toHaveLength(1);
  }, 60_000);

  it('20 buyers paying at once through one instance: each is charged, none left waiting for a connection', async () => {
    // More checkouts than the pool has connections: each must finish on the one it holds.
    const buyers = await Promise.all(Array.from({ length: 20 }, () => readyToPay()));
    const answers = await Promise.all(buyers.map(({ b, customerId }) => checkoutOf(b).cardOrder({ ...orderFields(northfield, customerId, 'Credit card'), ...goodCard() })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.json<{ order_no: string }>().order_no)).size).toBe(20);
  }, 60_000);
});
