import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { percentOf } from '@commons/domain';
import { CART_TEXTS } from '@commons/contract';
import type { TestApp } from '../../test-support/test-app.ts';
import { signedUp } from '../customers/testing/customer-test-kit.ts';
import { SESSION_COOKIE } from '../customers/session-cookie.ts';
import { ADD_MESSAGES } from './cart-adds.service.ts';
import { CART_MESSAGES } from './cart.service.ts';
import { cartCookieName } from './cart-cookie.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, TODAY, typeNamed, type OrderForm } from './testing/purchase-test-kit.ts';

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

/** A browser logged in to a new Northfield account. */
async function loggedIn() {
  const { b: account } = await signedUp(t, northfield);
  const b = shopper(t);
  b.jar.set(SESSION_COOKIE, account.token ?? '');
  return b;
}

const student = () => typeNamed(nf, 'Student').id;
const monthly = () => planNamed(nf, 'Monthly Meal Subscription').id;
const weekly = () => planNamed(nf, 'Weekly Lunch Subscription').id;

describe('subscriptions in the cart (docs/product/purchase.md#payment-types)', () => {
  it('need a logged-in customer, then accepted terms', async () => {
    const anonymous = shopper(t);
    expect(refusal(await anonymous.addPlan(northfield, monthly(), student(), { terms_accepted: true }))).toEqual({ status: 401, msg: ADD_MESSAGES.logIn, errors: {} });
    const b = await loggedIn();
    expect(refusal(await b.addPlan(northfield, monthly(), student()))).toMatchObject({ status: 400, errors: { terms_accepted: ADD_MESSAGES.acceptTerms } });
    expect(refusal(await b.addPlan(northfield, monthly(), student(), { terms_accepted: false }))).toMatchObject({ status: 400, errors: { terms_accepted: ADD_MESSAGES.acceptTerms } });
  });

  it('monthly, ordered by the 18th: starts this month and bills today, taxed; the last dates 14 and 7 days before the end', async () => {
    const b = await loggedIn();
    const cart = cartOf(await b.addPlan(northfield, monthly(), student(), { terms_accepted: true }));
    expect(cart.items[0]?.subscription).toEqual({ frequency: 'monthly', bill_today: true, first_bill_date: '2026-03-04', first_plan_date: '2026-03-01', last_bill_date: '2026-10-16', last_plan_date: '2026-10-23' });
    expect(cart.items[0]?.tax_cents).toBe(percentOf(39_500, 6.25, 'floor'));
  });

  it('monthly, from a later month the buyer picks: billed on that first, untaxed now', async () => {
    const b = await loggedIn();
    const item = cartOf(await b.addPlan(northfield, monthly(), student(), { terms_accepted: true, first_plan_date: '2026-05-01', bill_today: false })).items[0];
    expect(item?.subscription).toMatchObject({ bill_today: false, first_bill_date: '2026-05-01', first_plan_date: '2026-05-01' });
    expect(item?.tax_cents).toBe(0);
  });

  it('monthly, ordered after the 18th: starts next month', async () => {
    now = new Date('2026-03-19T14:00:00Z');
    const b = await loggedIn();
    expect(planNamed(await orderFormOf(t, northfield), 'Monthly Meal Subscription').subscription_dates?.starts[0]).toBe('2026-04-01');
    const item = cartOf(await b.addPlan(northfield, monthly(), student(), { terms_accepted: true })).items[0];
    expect(item?.subscription).toMatchObject({ first_plan_date: '2026-04-01', bill_today: false });
    expect(refusal(await b.addPlan(northfield, monthly(), student(), { terms_accepted: true, first_plan_date: '2026-03-01' })).errors).toEqual({ first_plan_date: `${CART_TEXTS.chooseStart} The first is 2026-04-01.` });
  });

  it('weekly: ordered on a Wednesday, starts next Sunday; only Sundays from then are taken', async () => {
    const b = await loggedIn();
    const item = cartOf(await b.addPlan(northfield, weekly(), student(), { terms_accepted: true })).items[0];
    expect(item?.subscription).toEqual({ frequency: 'weekly', bill_today: false, first_bill_date: '2026-03-08', first_plan_date: '2026-03-08', last_bill_date: '2026-06-18', last_plan_date: '2026-06-25' });
    // 2026-06-21 is a Sunday after the last bill date (2026-06-18): it could not bill a week by then.
    for (const date of ['2026-03-09', '2026-03-01', '2026-03-04', '2026-06-21', '2026-06-28', '2027-01-03']) {
      expect(refusal(await b.addPlan(northfield, weekly(), student(), { terms_accepted: true, first_plan_date: date })).errors, date).toEqual({ first_plan_date: `${CART_TEXTS.chooseStart} The first is 2026-03-08.` });
    }
    expect(cartOf(await b.addPlan(northfield, weekly(), student(), { terms_accepted: true, first_plan_date: '2026-03-15' })).items[1]?.subscription?.first_plan_date).toBe('2026-03-15');
    const last = cartOf(await b.addPlan(northfield, weekly(), student(), { terms_accepted: true, first_plan_date: '2026-06-14' })).items[2];
    expect(last?.subscription).toEqual({ frequency: 'weekly', bill_today: false, first_bill_date: '2026-06-14', first_plan_date: '2026-06-14', last_bill_date: '2026-06-18', last_plan_date: '2026-06-25' });
  });

  it('weekly, ordered on a Thursday: starts the Sunday after next', async () => {
    now = new Date('2026-03-05T14:00:00Z');
    const b = await loggedIn();
    expect(cartOf(await b.addPlan(northfield, weekly(), student(), { terms_accepted: true })).items[0]?.subscription?.first_plan_date).toBe('2026-03-15');
  });

  it('refuses sent dates that are not the server’s, naming the right ones', async () => {
    const b = await loggedIn();
    const res = await b.addPlan(northfield, monthly(), student(), { terms_accepted: true, last_bill_date: '2026-10-30', last_plan_date: '2026-10-23', first_bill_date: '2026-03-01', bill_today: false });
    expect(refusal(res)).toMatchObject({
      status: 400,
      errors: { last_bill_date: "This plan's last bill date is 2026-10-16.", first_bill_date: "This plan's first bill date is 2026-03-04.", bill_today: 'This plan bills today.' },
    });
    const right = await b.addPlan(northfield, monthly(), student(), { terms_accepted: true, first_plan_date: '2026-03-01', first_bill_date: '2026-03-04', last_bill_date: '2026-10-16', last_plan_date: '2026-10-23', bill_today: true, item_type: 'Meal plan' });
    expect(cartOf(right).items).toHaveLength(1);
  });

  it('refuses subscription dates on a plan that is no subscription', async () => {
    const b = shopper(t);
    const res = await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(), { first_plan_date: '2026-04-01' });
    expect(refusal(res).errors).toEqual({ first_plan_date: ADD_MESSAGES.notSubscription });
    expect(cartOf(await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(), { first_plan_date: null, bill_today: null })).items).toHaveLength(1);
  });

  it('refuses a subscription that can no longer start', async () => {
    now = new Date('2026-10-20T14:00:00Z');
    const b = await loggedIn();
    expect(refusal(await b.addPlan(northfield, monthly(), student(), { terms_accepted: true }))).toMatchObject({ status: 409, msg: ADD_MESSAGES.subscriptionClosed });
  });
});

describe('orderform/quick_add (decisions/0025 "API")', () => {
  it('puts the plan in a new cart, once however often the link is opened', async () => {
    const b = shopper(t);
    const first = cartOf(await b.quickAdd(northfield, planNamed(nf, 'Block 225').id, student()));
    expect(first.items.map((i) => i.name)).toEqual(['Block 225']);
    expect(b.jar.get(cartCookieName(northfield))).toMatch(/^[0-9a-f-]{36}$/);
    const again = await b.quickAdd(northfield, planNamed(nf, 'Block 225').id, student());
    expect(cartOf(again)).toEqual(first);
    expect(cartOf(await b.quickAdd(northfield, planNamed(nf, 'Commuter 50').id, student())).items).toHaveLength(2);
  });

  it('refuses subscriptions, plans the type may not buy, another type than the cart’s, and other sites’ pages', async () => {
    const b = shopper(t);
    expect(refusal(await b.quickAdd(northfield, weekly(), student())).errors).toEqual({ meal_plan_id: ADD_MESSAGES.quickAddSubscription });
    expect(refusal(await b.quickAdd(northfield, planNamed(nf, 'Faculty Flex 25').id, student())).errors).toEqual({ meal_plan_id: ADD_MESSAGES.notOffered });
    await b.quickAdd(northfield, planNamed(nf, 'Block 225').id, student());
    expect(refusal(await b.quickAdd(northfield, planNamed(nf, 'Commuter 50').id, typeNamed(nf, 'Guest').id))).toMatchObject({ status: 409, msg: CART_MESSAGES.otherType });
    const cross = await b.send({ method: 'GET', url: `/v1/orderform/quick_add?site_id=${northfield}&meal_plan_id=${planNamed(nf, 'Block 225').id}&customer_type_id=${student()}`, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(403);
    const missing = await b.send({ method: 'GET', url: `/v1/orderform/quick_add?site_id=${northfield}` });
    expect(refusal(missing).errors).toMatchObject({ meal_plan_id: expect.any(String), customer_type_id: expect.any(String) });
  });
});
