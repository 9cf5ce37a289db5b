import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { sandboxCharges, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { signedUp } from '../customers/testing/customer-test-kit.ts';
import { SESSION_COOKIE } from '../customers/session-cookie.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, shopper, TODAY, typeNamed, type OrderForm } from '../purchase/testing/purchase-test-kit.ts';
import { buyerForm, buyerOf, checkoutOf, goodCard, orderFields, placedOf } from './testing/checkout-test-kit.ts';
import { billReference } from './subscription-billing.ts';

let now = TODAY;
let t: TestApp;
let northfield = 0;
let nf: OrderForm;
/** A second instance on the same database, running its own billing pass. */
let other: FastifyInstance;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp(() => now));
  nf = await orderFormOf(t, northfield);
  const config = { ...readConfig(), LOG_LEVEL: 'silent' as const, RESERVATION_REMINDERS: 'off' as const, SUBSCRIPTION_BILLING: 'off' as const, FILES_DIR: t.filesDir, WEB_DIST_DIR: t.filesDir };
  other = await buildApp({ config, database: t.database, clock: () => now });
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A logged-in student buys the monthly subscription by card on TODAY (Wednesday 2026-03-04); answers its id. */
async function boughtMonthly(): Promise<number> {
  const { b: account, customer } = await signedUp(t, northfield);
  const b = shopper(t);
  b.jar.set(SESSION_COOKIE, account.token ?? '');
  cartOf(await b.addPlan(northfield, planNamed(nf, 'Monthly Meal Subscription').id, typeNamed(nf, 'Student').id, { terms_accepted: true }));
  const c = checkoutOf(b);
  const { customer: buyer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card', { email: customer.email })));
  placedOf(await c.cardOrder({ ...orderFields(northfield, buyer.id, 'Credit card'), ...goodCard() }));
  const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.customer_id, buyer.id));
  if (!subscription) throw new Error('No subscription was started.');
  return subscription.id;
}

const paymentsOf = (id: number) => t.database.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscription_id, id)).orderBy(asc(subscriptionPayments.bill_date));

describe('subscription billing (docs/product/accounts.md#subscriptions payments, issue 16 item 5)', () => {
  it('records the first bill with the order, then bills each later period once, with two instances racing', async () => {
    const id = await boughtMonthly();
    const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(subscription?.bill_dates.slice(0, 3)).toEqual(['2026-03-04', '2026-04-01', '2026-05-01']);
    expect((await paymentsOf(id)).map((p) => [p.bill_date, p.result_code])).toEqual([['2026-03-04', '0']]);

    // Nothing more is due on the day of the order.
    await t.app.subscriptionBilling.runOnce();
    expect(await paymentsOf(id)).toHaveLength(1);

    // April 1, 9:00 in Northfield: both instances run their pass at once.
    now = new Date('2026-04-01T13:00:00Z');
    await Promise.all([t.app.subscriptionBilling.runOnce(), other.subscriptionBilling.runOnce()]);
    expect((await paymentsOf(id)).map((p) => [p.bill_date, p.result_code, p.amount_cents])).toEqual([
      ['2026-03-04', '0', subscription?.price_cents],
      ['2026-04-01', '0', subscription?.price_cents],
    ]);
    const reference = billReference({ public_id: subscription?.public_id ?? '', bill_date: '2026-04-01' });
    expect(await t.database.db.select().from(sandboxCharges).where(like(sandboxCharges.reference, reference))).toHaveLength(1);
    await t.app.subscriptionBilling.runOnce();
    expect(await paymentsOf(id)).toHaveLength(2);
  });

  it("bills by the site's calendar: not before the 1st has begun in Northfield", async () => {
    now = TODAY;
    const id = await boughtMonthly();
    // 11:30 PM on March 31 in Northfield is already April 1 in UTC.
    now = new Date('2026-04-01T03:30:00Z');
    await t.app.subscriptionBilling.runOnce();
    expect((await paymentsOf(id)).map((p) => p.bill_date)).not.toContain('2026-04-01');
    now = new Date('2026-04-01T04:30:00Z');
    await t.app.subscriptionBilling.runOnce();
    expect((await paymentsOf(id)).map((p) => p.bill_date)).toContain('2026-04-01');
  });

  it('bills nothing more once a subscription is cancelled, and records an unknown card as invalid', async () => {
    now = TODAY;
    const cancelled = await boughtMonthly();
    await t.database.db.update(subscriptions).set({ canceled_at: TODAY }).where(eq(subscriptions.id, cancelled));
    const lostCard = await boughtMonthly();
    await t.database.db.update(subscriptions).set({ card_token: 'sandbox_not-issued' }).where(eq(subscriptions.id, lostCard));
    now = new Date('2026-05-02T13:00:00Z');
    await t.app.subscriptionBilling.runOnce();
    expect((await paymentsOf(cancelled)).map((p) => p.bill_date)).toEqual(['2026-03-04']);
    expect((await paymentsOf(lostCard)).map((p) => [p.bill_date, p.result_code])).toEqual([
      ['2026-03-04', '0'],
      ['2026-04-01', '23'],
      ['2026-05-01', '23'],
    ]);
  });

  it("passes by a subscription another instance's pass holds, and bills it once that pass's lease has run out", async () => {
    now = TODAY;
    const id = await boughtMonthly();
    // April 1: a pass on another instance claimed the bill and stopped before recording it.
    now = new Date('2026-04-01T13:00:00Z');
    const heldUntil = new Date(now.getTime() + 60_000);
    await t.database.db.update(subscriptions).set({ billing_lease_until: heldUntil }).where(eq(subscriptions.id, id));
    await other.subscriptionBilling.runOnce();
    expect((await paymentsOf(id)).map((p) => p.bill_date)).toEqual(['2026-03-04']);

    now = heldUntil;
    await other.subscriptionBilling.runOnce();
    expect((await paymentsOf(id)).map((p) => [p.bill_date, p.result_code])).toEqual([
      ['2026-03-04', '0'],
      ['2026-04-01', '0'],
    ]);
    const [after] = await t.database.db.select({ lease: subscriptions.billing_lease_until }).from(subscriptions).where(eq(subscriptions.id, id));
    expect(after?.lease).toBeNull();
  });
});
