import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerOrder, CustomerSubscription } from '@commons/contract';
import { sites, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { browser, signedUp } from '../customers/testing/customer-test-kit.ts';
import { DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from '../../seed/seed-customers.ts';
import { NOT_YOUR_ACCOUNT } from '../customers/customers.service.ts';
import { SESSION_COOKIE } from '../customers/session-cookie.ts';
import { SANDBOX_CARDS } from '../../platform/payments/sandbox-gateway.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, TODAY, typeNamed, type OrderForm, type Shopper } from '../purchase/testing/purchase-test-kit.ts';
import { buyerForm, buyerOf, checkoutOf, goodCard, mailTo, orderFields, placedOf, withPlan } from './testing/checkout-test-kit.ts';
import { CUSTOMER_ORDER_MESSAGES } from './customer-orders.service.ts';

const ORDERS = '/v1/customer/orders';
const SUBSCRIPTIONS = '/v1/customer/subscriptions';
const CANCEL = '/v1/customer/cancel_subscription';

let now = TODAY;
let t: TestApp;
let northfield = 0;
let nf: OrderForm;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp(() => now));
  nf = await orderFormOf(t, northfield);
}, 60_000);
afterAll(async () => t.close());
beforeEach(() => {
  now = TODAY;
});

const minutesLater = (minutes: number) => new Date(TODAY.getTime() + minutes * 60_000);

/** A browser logged in to a new Northfield account. */
async function customerBrowser(): Promise<{ b: Shopper; id: number; email: string }> {
  const { b: account, customer } = await signedUp(t, northfield);
  const b = shopper(t);
  b.jar.set(SESSION_COOKIE, account.token ?? '');
  return { b, id: customer.id, email: customer.email };
}

/** Buys `months` of coffee by card (a declined card when `card` says so); answers the order's number. */
async function buyCoffee(b: Shopper, customerId: number, months: number, card = goodCard()) {
  await b.post('/v1/cart/add_coffee_subscription', { site_id: northfield, months, customer_type_id: typeNamed(nf, 'Student').id });
  const c = checkoutOf(b);
  buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card')));
  return c.cardOrder({ ...orderFields(northfield, customerId, 'Credit card'), ...card });
}

/** Buys Block 225 on the student account; answers the order's number. */
async function buyPlan(b: Shopper, customerId: number): Promise<string> {
  await withPlan(b, northfield, nf, 'Block 225', 'Student');
  const c = checkoutOf(b);
  buyerOf(await c.setBuyer(buyerForm(northfield, 'Student ID')));
  return placedOf(await c.checkout(orderFields(northfield, customerId, 'Student ID'))).order_no;
}

const ordersOf = (b: Shopper, customerId: number, siteId = northfield) => b.send({ method: 'GET', url: `${ORDERS}?customer_id=${customerId}&site_id=${siteId}` });
const subscriptionsOf = (b: Shopper, body: object) => b.post(SUBSCRIPTIONS, body);
const cancel = (b: Shopper, body: object) => b.post(CANCEL, body);
const listOf = (res: { statusCode: number; body: string; json: <T>() => T }): CustomerSubscription[] => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ subscriptions: CustomerSubscription[] }>().subscriptions;
};

describe('customer/orders (docs/product/accounts.md#orders, docs/product/api.md#accounts)', () => {
  it("lists only the session customer's paid and placed orders on the site, newest first, with their lines", async () => {
    const alice = await customerBrowser();
    const planNo = await buyPlan(alice.b, alice.id);
    now = minutesLater(5);
    const declined = await buyCoffee(alice.b, alice.id, 2, goodCard({ card_number: SANDBOX_CARDS.declined }));
    expect(declined.statusCode).toBe(402);
    now = minutesLater(10);
    const coffeeNo = placedOf(await buyCoffee(alice.b, alice.id, 3)).order_no;
    const bob = await customerBrowser();
    await buyPlan(bob.b, bob.id);

    const res = await ordersOf(alice.b, alice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const orders = res.json<{ orders: CustomerOrder[] }>().orders;
    expect(orders.map((o) => o.no)).toEqual([coffeeNo, planNo]);
    expect(orders[0]).toMatchObject({ created_at: minutesLater(10).toISOString(), total_cents: 3_000, payment_type: 'Credit card', card_type: 'Visa', card_last4: '1111' });
    expect(orders[0]?.lines).toEqual([{ name: 'Coffee subscription, 3 months', kind: 'Coffee subscription', price_cents: 3_000, tax_cents: 0, details: ['$30.00 a month', 'Paid at checkout 3/4/26: $30.00', 'Then billed on 4/4/26, 5/4/26'] }]);
    expect(orders[1]).toMatchObject({ created_at: TODAY.toISOString(), payment_type: 'Student ID', card_last4: null, lines: [expect.objectContaining({ name: 'Block 225' })] });
    // A customer with no orders gets an empty list.
    const carol = await customerBrowser();
    expect((await ordersOf(carol.b, carol.id)).json()).toEqual({ orders: [] });
  });
});

describe('what a subscription’s checkout charged, said apart from its later bills (decisions/0027)', () => {
  it('names the first charge, its date in the site’s zone, why a month starting later is already paid, and the later bills, on the receipt and the order', async () => {
    // 22:30 on Thursday 2026-03-19 in Northfield (already the 20th in UTC): past the 18th, the plan starts 2026-04-01, untaxed.
    now = new Date('2026-03-20T02:30:00Z');
    const alice = await customerBrowser();
    const plan = planNamed(nf, 'Monthly Meal Subscription').id;
    cartOf(await alice.b.addPlan(northfield, plan, typeNamed(nf, 'Student').id, { terms_accepted: true }));
    const c = checkoutOf(alice.b);
    buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card')));
    const placed = placedOf(await c.cardOrder({ ...orderFields(northfield, alice.id, 'Credit card'), ...goodCard() }));
    const { order_no } = placed;

    const details = [
      '40 meals',
      '$395.00 a month',
      'Paid at checkout 3/19/26: $395.00',
      "The first month starts 4/1/26. Its bill is taken at checkout, because a subscription's first month is paid with its order.",
      'Then billed on 5/1/26, 6/1/26, 7/1/26, 8/1/26, 9/1/26, 10/1/26',
    ];
    const [order] = (await ordersOf(alice.b, alice.id)).json<{ orders: CustomerOrder[] }>().orders;
    expect(order?.lines).toEqual([{ name: 'Monthly Meal Subscription', kind: 'Meal plan', price_cents: 39_500, tax_cents: 0, details }]);
    // The order's answer says the same, for the order complete page.
    expect(placed.subscription_charges).toEqual([{ name: 'Monthly Meal Subscription', texts: details.slice(2) }]);
    const [receipt] = await mailTo(t, alice.email);
    expect(receipt?.text).toBe(
      [
        'Northfield University',
        '',
        'Thank you for your order, Sam. Here is your receipt.',
        '',
        `Order ${order_no}`,
        'Paid with: Credit card (Visa ending in 1111)',
        '',
        'Monthly Meal Subscription: $395.00',
        ...details.map((detail) => `  ${detail}`),
        '',
        'Subtotal: $395.00',
        'Tax: $0.00',
        'Total: $395.00',
        '',
        'Keep this message for your records. Questions about your order? Reply to the dining office through the contact details on our website.',
        '',
        '--',
        'Northfield University: http://localhost:3000/northfield',
      ].join('\n'),
    );
  });
});

describe('customer/subscriptions and cancel_subscription (docs/product/accounts.md#subscriptions, docs/product/api.md#accounts)', () => {
  it('records the first bill as paid with the order and lists the subscription with its payments', async () => {
    const alice = await customerBrowser();
    const orderNo = placedOf(await buyCoffee(alice.b, alice.id, 3)).order_no;
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.customer_id, alice.id));
    expect(await t.database.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscription_id, row?.id ?? 0))).toMatchObject([{ bill_date: '2026-03-04', amount_cents: 3_000, result_code: '0' }]);

    const list = listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }));
    expect(list).toEqual([
      {
        id: row?.public_id,
        start: '2026-03-04',
        end: '2026-05-04',
        canceled: false,
        canceled_at: null,
        frequency: 'monthly',
        bill_dates: ['2026-03-04', '2026-04-04', '2026-05-04'],
        order: { created_at: TODAY.toISOString(), no: orderNo },
        item: { name: 'Coffee subscription, 3 months', price_cents: 3_000 },
        payment_type: 'Credit card',
        card_last4: '1111',
        payments: [{ amt_cents: 3_000, created_at: TODAY.toISOString(), bill_date: '2026-03-04', result: '0' }],
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(`"id":${row?.id ?? 0},`);
  });

  it('cancels one way: the time is kept, and cancelling again answers the same list', async () => {
    const alice = await customerBrowser();
    await buyCoffee(alice.b, alice.id, 2);
    const [before] = listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }));
    now = minutesLater(3);
    const body = { customer_id: alice.id, site_id: northfield, subscription_id: before?.id, public: true };
    const [cancelled] = listOf(await cancel(alice.b, body));
    expect(cancelled).toEqual({ ...before, canceled: true, canceled_at: minutesLater(3).toISOString() });
    now = minutesLater(9);
    const again = listOf(await cancel(alice.b, { ...body, public: undefined }));
    expect(again).toEqual([cancelled]);
    expect(listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }))).toEqual([cancelled]);
  });
});

describe('who may read and cancel', () => {
  it("refuses another customer's id (403) and says another's subscription is not found, changing nothing", async () => {
    const alice = await customerBrowser();
    await buyCoffee(alice.b, alice.id, 2);
    const [own] = listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }));
    const mallory = await customerBrowser();

    expect(refusal(await ordersOf(mallory.b, alice.id))).toEqual({ status: 403, msg: NOT_YOUR_ACCOUNT, errors: {} });
    expect(refusal(await subscriptionsOf(mallory.b, { customer_id: alice.id, site_id: northfield }))).toMatchObject({ status: 403 });
    expect(refusal(await cancel(mallory.b, { customer_id: alice.id, site_id: northfield, subscription_id: own?.id }))).toMatchObject({ status: 403 });
    const theirs = await cancel(mallory.b, { customer_id: mallory.id, site_id: northfield, subscription_id: own?.id });
    const unknown = await cancel(mallory.b, { customer_id: mallory.id, site_id: northfield, subscription_id: randomUUID() });
    expect(refusal(theirs)).toEqual({ status: 404, msg: CUSTOMER_ORDER_MESSAGES.subscriptionNotFound, errors: {} });
    expect(theirs.body).toBe(unknown.body);
    expect(listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }))).toEqual([own]);
    expect(listOf(await subscriptionsOf(mallory.b, { customer_id: mallory.id, site_id: northfield }))).toEqual([]);
  });

  it('answers a browser without a session 401, and a site without subscriptions 404', async () => {
    const visitor = shopper(t);
    expect(refusal(await ordersOf(visitor, 1)).status).toBe(401);
    expect(refusal(await subscriptionsOf(visitor, { customer_id: 1, site_id: northfield })).status).toBe(401);
    expect(refusal(await cancel(visitor, { customer_id: 1, site_id: northfield, subscription_id: randomUUID() })).status).toBe(401);

    const alice = await customerBrowser();
    const off = sql`${sites.flags} || '{"meal_plan_subscriptions": false, "coffee_subscription": false}'::jsonb`;
    await t.database.db.update(sites).set({ flags: off }).where(eq(sites.id, northfield));
    try {
      expect(refusal(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }))).toEqual({ status: 404, msg: CUSTOMER_ORDER_MESSAGES.noSubscriptions, errors: {} });
      expect(refusal(await cancel(visitor, { customer_id: 1, site_id: northfield, subscription_id: randomUUID() })).status).toBe(404);
      expect((await ordersOf(alice.b, alice.id)).statusCode).toBe(200);
    } finally {
      const on = sql`${sites.flags} || '{"meal_plan_subscriptions": true, "coffee_subscription": true}'::jsonb`;
      await t.database.db.update(sites).set({ flags: on }).where(eq(sites.id, northfield));
    }
  });
});

describe('bad input to the account order calls', () => {
  it('answers missing, malformed, oversized, hostile and cross-site requests with a 4xx in the error shape, changing nothing', async () => {
    const alice = await customerBrowser();
    await buyCoffee(alice.b, alice.id, 2);
    const [own] = listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }));
    const good = { customer_id: alice.id, site_id: northfield, subscription_id: own?.id ?? '' };

    expect(Object.keys(refusal(await cancel(alice.b, {})).errors).sort()).toEqual(['customer_id', 'site_id', 'subscription_id']);
    expect(refusal(await subscriptionsOf(alice.b, {})).errors).toMatchObject({ customer_id: expect.any(String), site_id: expect.any(String) });
    expect(refusal(await alice.b.send({ method: 'GET', url: ORDERS })).status).toBe(400);

    const malformed = refusal(await cancel(alice.b, { ...good, customer_id: String(alice.id), subscription_id: 'abc', public: false }));
    expect(malformed).toMatchObject({ status: 400, errors: { customer_id: expect.any(String), subscription_id: "Use the subscription's id (a UUID).", public: expect.any(String) } });
    expect(refusal(await alice.b.send({ method: 'GET', url: `${ORDERS}?customer_id=abc&site_id=${northfield}` })).errors).toEqual({ customer_id: 'Must be a number.' });

    const hostile = refusal(await cancel(alice.b, { ...good, subscription_id: `${good.subscription_id}\u0000' OR 1=1 --`, canceled_at: null }));
    expect(hostile).toMatchObject({ status: 400, errors: { subscription_id: expect.any(String), canceled_at: 'This field is not allowed.' } });
    expect(refusal(await cancel(alice.b, { ...good, subscription_id: 'x'.repeat(900) })).status).toBe(400);
    expect(refusal(await alice.b.send({ method: 'GET', url: `${ORDERS}?customer_id=${alice.id}&site_id=${northfield}&customer_id[$ne]=1&status=declined` })).status).toBe(400);
    const prototype = await alice.b.send({ method: 'POST', url: CANCEL, payload: `{"customer_id":${alice.id},"site_id":${northfield},"__proto__":{"subscription_id":"${good.subscription_id}"}}`, headers: { 'content-type': 'application/json' } });
    expect(refusal(prototype).status).toBe(400);
    expect((await cancel(alice.b, { ...good, padding: 'x'.repeat(2_000) })).statusCode).toBe(413);
    const crossSite = await alice.b.send({ method: 'POST', url: CANCEL, payload: good, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refusal(crossSite).status).toBe(403);

    expect(listOf(await subscriptionsOf(alice.b, { customer_id: alice.id, site_id: northfield }))).toEqual([own]);
  });
});

describe('the demo customer (seed-orders.ts)', () => {
  it('has four orders, an active coffee subscription with a declined month and a cancelled meal subscription, nothing left to bill today', async () => {
    const demo = browser(t);
    const login = await demo.login(northfield, demoCustomerEmail('northfield'), DEMO_CUSTOMER_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const id = login.json<{ customer: { id: number } }>().customer.id;
    const b = shopper(t);
    b.jar.set(SESSION_COOKIE, demo.token ?? '');
    const orders = (await ordersOf(b, id)).json<{ orders: CustomerOrder[] }>().orders;
    expect(orders.map((o) => o.lines[0]?.name)).toEqual(['Dining Dollars', 'Coffee subscription, 5 months', 'Monthly Meal Subscription', 'Block 225']);
    const [coffee, meal] = listOf(await subscriptionsOf(b, { customer_id: id, site_id: northfield }));
    expect(coffee).toMatchObject({ canceled: false, bill_dates: ['2026-01-04', '2026-02-04', '2026-03-04', '2026-04-04', '2026-05-04'] });
    expect(coffee?.payments.map((p) => [p.bill_date, p.result])).toEqual([
      ['2026-01-04', '0'],
      ['2026-02-04', '12'],
      ['2026-03-04', '0'],
    ]);
    expect(meal).toMatchObject({ canceled: true, item: { name: 'Monthly Meal Subscription', price_cents: 39_500 + 2_468 } });
    expect(await t.app.subscriptionBilling.runOnce()).toBe(0);
  });
});
