import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOf } from '@commons/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { MAX_CART_ITEMS } from './cart.service.ts';
import { CART_WRITES_PER_MINUTE } from './purchase.routes.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, TODAY, typeNamed, type OrderForm } from './testing/purchase-test-kit.ts';

const ADDS = 20;
let t: TestApp;
let northfield = 0;
let nf: OrderForm;
/** A second instance on the same database: only the cart's row lock keeps the two in step. */
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

describe('one cart written to concurrently', () => {
  it(`${ADDS} adds at once through two instances: every line is there, the totals are the sum of its lines, no 5xx`, async () => {
    const b = shopper(t);
    const viaOther = shopper({ ...t, app: other });
    const student = typeNamed(nf, 'Student').id;
    const plan = planNamed(nf, 'Commuter 50');
    const dining = nf.decliningBalance.find((p) => p.name === 'Dining Dollars')?.id ?? 0;
    cartOf(await b.addPlan(northfield, plan.id, student));
    for (const [name, value] of b.jar) viaOther.jar.set(name, value);
    const answers = await Promise.all(
      Array.from({ length: ADDS }, (_, i) => {
        const via = i % 4 < 2 ? b : viaOther;
        return i % 2 === 0 ? via.addPlan(northfield, plan.id, student) : via.addBalance(northfield, dining, String(25 + i));
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const cart = cartOf(await b.fetch(northfield));
    expect(cart.items).toHaveLength(ADDS + 1);
    // Each answer saw a whole number of lines, one more than some answer before it.
    expect(new Set(answers.map((a) => cartOf(a).items.length))).toEqual(new Set(Array.from({ length: ADDS }, (_, i) => i + 2)));
    const plans = cart.items.filter((i) => i.type === 'Meal plan');
    expect(plans).toHaveLength(ADDS / 2 + 1);
    const balances = cart.items.filter((i) => i.type === 'Declining balance');
    const amounts = balances.map((i) => i.declining_balance_value_cents ?? 0).sort((x, y) => x - y);
    expect(amounts).toEqual(Array.from({ length: ADDS / 2 }, (_, k) => (25 + 2 * k + 1) * 100));
    const sum = (pick: (i: (typeof cart.items)[number]) => number) => cart.items.reduce((total, item) => total + pick(item), 0);
    expect(cart.subtotal_cents).toBe(sum((i) => i.list_price_cents));
    expect(cart.discount_cents).toBe(sum((i) => i.discount_cents));
    expect(cart.tax_cents).toBe(plans.length * percentOf(plan.price_cents, 6.25, 'floor'));
    expect(cart.total_cents).toBe(cart.subtotal_cents - cart.discount_cents + cart.tax_cents);
  }, 60_000);

  it(`adds racing for the last place of a full cart through two instances: one gets it, the rest a 409`, async () => {
    const b = shopper(t);
    const viaOther = shopper({ ...t, app: other });
    const student = typeNamed(nf, 'Student').id;
    const dining = nf.decliningBalance.find((p) => p.name === 'Dining Dollars')?.id ?? 0;
    for (let i = 0; i < MAX_CART_ITEMS - 1; i++) cartOf(await b.addBalance(northfield, dining, '30', { customer_type_id: student }));
    for (const [name, value] of b.jar) viaOther.jar.set(name, value);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? b : viaOther).addBalance(northfield, dining, '30')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(cartOf(await b.fetch(northfield)).items).toHaveLength(MAX_CART_ITEMS);
  }, 60_000);

  it('adds from browsers without a cart at once make a cart each', async () => {
    const student = typeNamed(nf, 'Student').id;
    const browsers = Array.from({ length: 10 }, () => shopper(t));
    const answers = await Promise.all(browsers.map((b) => b.addPlan(northfield, planNamed(nf, 'Block 225').id, student)));
    expect(answers.every((a) => cartOf(a).items.length === 1)).toBe(true);
    expect(new Set(browsers.map((b) => [...b.jar.values()][0])).size).toBe(10);
  });
});

describe('the cart writes’ rate limit', () => {
  it(`allows one address ${CART_WRITES_PER_MINUTE} cart writes a minute through both instances, then refuses with a 429 and writes nothing`, async () => {
    const address = '203.0.113.90';
    const here = shopper(t, address);
    const there = shopper({ ...t, app: other }, address);
    const student = typeNamed(nf, 'Student').id;
    const plan = planNamed(nf, 'Commuter 50').id;
    cartOf(await here.addPlan(northfield, plan, student));
    const statuses: number[] = [];
    // Removing a line the cart does not hold is a write that changes nothing: cheap, and counted.
    for (let i = 1; i < CART_WRITES_PER_MINUTE; i++) statuses.push((await (i % 2 === 0 ? here : there).remove(northfield, 2_000_000_000)).statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const refused = await there.addPlan(northfield, plan, student);
    expect(refusal(refused)).toMatchObject({ status: 429, msg: 'Too many attempts. Please wait 1 minute and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusal(await here.addPlan(northfield, plan, student)).status).toBe(429);
    expect(cartOf(await here.fetch(northfield)).items).toHaveLength(1);
    // Another address is counted on its own.
    expect(cartOf(await shopper(t).addPlan(northfield, plan, student)).items).toHaveLength(1);
  }, 120_000);
});
