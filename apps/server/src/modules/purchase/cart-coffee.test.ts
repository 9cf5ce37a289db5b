import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COFFEE_MESSAGES, percentOf } from '@commons/domain';
import { orderFormSettings } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { signedUp } from '../customers/testing/customer-test-kit.ts';
import { SESSION_COOKIE } from '../customers/session-cookie.ts';
import { CART_MESSAGES } from './cart.service.ts';
import { COFFEE_ADD_MESSAGES } from './cart-coffee.service.ts';
import { CART_BODY_LIMIT } from './purchase.routes.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, TODAY, typeNamed, type OrderForm } from './testing/purchase-test-kit.ts';

const ADD = '/v1/cart/add_coffee_subscription';
let now = TODAY;
let t: TestApp;
let northfield = 0;
let lakeside = 0;
let nf: OrderForm;

beforeAll(async () => {
  ({ t, northfield, lakeside } = await purchaseTestApp(() => now));
  nf = await orderFormOf(t, northfield);
}, 60_000);
afterAll(async () => t.close());
beforeEach(() => {
  now = TODAY;
});

/** A browser logged in to a new account of `siteId`. */
async function loggedIn(siteId = northfield) {
  const { b: account } = await signedUp(t, siteId);
  const b = shopper(t);
  b.jar.set(SESSION_COOKIE, account.token ?? '');
  return b;
}
const student = () => typeNamed(nf, 'Student').id;
const addCoffee = (b: ReturnType<typeof shopper>, body: object) => b.post(ADD, { site_id: northfield, customer_type_id: student(), ...body });

describe('cart/add_coffee_subscription (docs/product/purchase.md#coffee)', () => {
  it('adds 3 months at $30.00: listed at one month, billed on the 4th of each month, never taxed', async () => {
    expect(nf.orderFormSettings).toMatchObject({ coffee_subscription: true, coffee_subscription_price_cents: 3_000 });
    const cart = cartOf(await addCoffee(await loggedIn(), { months: 3 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      type: 'Coffee subscription',
      name: 'Coffee subscription, 3 months',
      subscription: null,
      coffee: { months: 3, price_per_month_cents: 3_000, total_cents: 9_000, bill_dates: ['2026-03-04', '2026-04-04', '2026-05-04'], ends_on: '2026-06-03' },
      list_price_cents: 3_000,
      price_cents: 3_000,
      tax_cents: 0,
      discount_cents: 0,
      bonus_cents: 0,
    });
    expect(cart).toMatchObject({ customer_type_id: student(), subtotal_cents: 3_000, discount_cents: 0, tax_cents: 0, total_cents: 3_000 });
  });

  it('sits beside a taxed meal plan: only the plan is taxed, today’s total counts one month of coffee', async () => {
    const b = await loggedIn();
    await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student());
    const cart = cartOf(await addCoffee(b, { months: 5 }));
    const plan = cart.items[0];
    expect(cart.items.map((i) => i.type)).toEqual(['Meal plan', 'Coffee subscription']);
    expect(cart.items[1]?.tax_cents).toBe(0);
    expect(cart.tax_cents).toBe(plan?.tax_cents);
    expect(cart.total_cents).toBe((plan?.price_cents ?? 0) + percentOf(plan?.price_cents ?? 0, 6.25, 'floor') + 3_000);
  });

  it('keeps one per cart: adding again changes its months, the same months change nothing', async () => {
    const b = await loggedIn();
    const first = cartOf(await addCoffee(b, { months: 2 }));
    const again = cartOf(await addCoffee(b, { months: 4 }));
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ id: first.items[0]?.id, name: 'Coffee subscription, 4 months', coffee: { months: 4, total_cents: 12_000 } });
    expect(cartOf(await addCoffee(b, { months: 4 }))).toEqual(again);
    expect(cartOf(await b.fetch(northfield))).toEqual(again);
  });

  it('bills a purchase on the 31st on the last day of shorter months; the dates follow the day the cart is priced', async () => {
    now = new Date('2026-03-31T16:00:00Z');
    const b = await loggedIn();
    const cart = cartOf(await addCoffee(b, { months: 3 }));
    expect(cart.items[0]?.coffee).toMatchObject({ bill_dates: ['2026-03-31', '2026-04-30', '2026-05-31'], ends_on: '2026-06-29' });
    now = new Date('2026-04-02T16:00:00Z');
    expect(cartOf(await b.fetch(northfield)).items[0]?.coffee?.bill_dates).toEqual(['2026-04-02', '2026-05-02', '2026-06-02']);
  });

  it('needs a logged-in customer (401), and stores nothing for a visitor', async () => {
    const visitor = shopper(t);
    expect(refusal(await addCoffee(visitor, { months: 3 }))).toEqual({ status: 401, msg: COFFEE_ADD_MESSAGES.logIn, errors: {} });
    expect(visitor.jar.size).toBe(0);
    const stale = shopper(t);
    stale.jar.set(SESSION_COOKIE, 'not-a-session');
    expect(refusal(await addCoffee(stale, { months: 3 })).status).toBe(401);
  });

  it('is refused where the site does not sell it (404), and leaves the cart once the site stops selling it', async () => {
    const b = await loggedIn();
    expect(cartOf(await addCoffee(b, { months: 3 })).items).toHaveLength(1);
    const db = t.database.db;
    await db.update(orderFormSettings).set({ coffee_subscription: false }).where(eq(orderFormSettings.site_id, northfield));
    try {
      expect(refusal(await addCoffee(b, { months: 2 }))).toEqual({ status: 404, msg: COFFEE_ADD_MESSAGES.notSold, errors: {} });
      expect(refusal(await addCoffee(shopper(t), { months: 2 })).status).toBe(404);
      expect(cartOf(await b.fetch(northfield))).toMatchObject({ items: [], total_cents: 0 });
    } finally {
      await db.update(orderFormSettings).set({ coffee_subscription: true }).where(eq(orderFormSettings.site_id, northfield));
    }
    const ls = await orderFormOf(t, lakeside);
    expect(ls.orderFormSettings.coffee_subscription).toBe(false);
    const res = await b.post(ADD, { site_id: lakeside, months: 3, customer_type_id: typeNamed(ls, 'Parent').id });
    expect(refusal(res)).toEqual({ status: 404, msg: COFFEE_ADD_MESSAGES.notSold, errors: {} });
  });

  it('refuses months that are not 1 to 5 with the rule under `months`', async () => {
    const b = await loggedIn();
    for (const months of [0, 6, -1, 2.5, 1e300, 'abc', '3', null, [3], { value: 3 }, true]) {
      expect(refusal(await addCoffee(b, { months })), JSON.stringify(months)).toMatchObject({ status: 400, errors: { months: COFFEE_MESSAGES.months } });
    }
    expect(refusal(await b.post(ADD, { site_id: northfield, customer_type_id: student() }))).toMatchObject({ status: 400, errors: { months: COFFEE_MESSAGES.months } });
    expect(cartOf(await b.fetch(northfield)).items).toEqual([]);
  });

  it('refuses a forged price or any field it does not name, and bad ids', async () => {
    const b = await loggedIn();
    for (const field of ['price_cents', 'coffee_subscription_price_cents', 'total_cents', 'cookie']) {
      expect(refusal(await addCoffee(b, { months: 3, [field]: 1 }))).toMatchObject({ status: 400, errors: { [field]: 'This field is not allowed.' } });
    }
    expect(refusal(await b.post(ADD, { site_id: 'northfield', months: 3 })).errors).toHaveProperty('site_id');
    expect(refusal(await b.post(ADD, { site_id: northfield, months: 3, customer_type_id: -4 })).errors).toHaveProperty('customer_type_id');
    expect(refusal(await b.post(ADD, { site_id: 999_999, months: 3 })).status).toBe(404);
    expect(cartOf(await b.fetch(northfield)).items).toEqual([]);
  });

  it('needs a customer type while the cart is empty, and keeps the cart to one type', async () => {
    const b = await loggedIn();
    expect(refusal(await b.post(ADD, { site_id: northfield, months: 1 }))).toMatchObject({ status: 400, errors: { customer_type_id: CART_MESSAGES.chooseType } });
    await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student());
    expect(cartOf(await b.post(ADD, { site_id: northfield, months: 1 })).items).toHaveLength(2);
    const other = await b.post(ADD, { site_id: northfield, months: 2, customer_type_id: typeNamed(nf, 'Guest').id });
    expect(refusal(other)).toMatchObject({ status: 409, errors: { customer_type_id: CART_MESSAGES.otherType } });
  });

  it('never touches another browser’s cart', async () => {
    const owner = await loggedIn();
    const mine = cartOf(await addCoffee(owner, { months: 3 }));
    const stranger = await loggedIn();
    expect(cartOf(await addCoffee(stranger, { months: 1 })).items.map((i) => i.coffee?.months)).toEqual([1]);
    expect(cartOf(await stranger.remove(northfield, mine.items[0]?.id ?? 0)).items).toHaveLength(1);
    expect(cartOf(await owner.fetch(northfield))).toEqual(mine);
  });

  it('is refused from another site’s pages, takes no large body, and is never cached', async () => {
    const b = await loggedIn();
    const cross = await b.send({ method: 'POST', url: ADD, payload: { site_id: northfield, months: 3, customer_type_id: student() }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(403);
    const big = await b.send({ method: 'POST', url: ADD, payload: { site_id: northfield, months: 3, note: 'x'.repeat(CART_BODY_LIMIT) } });
    expect(refusal(big).status).toBe(413);
    const ok = await addCoffee(b, { months: 3 });
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });
});
