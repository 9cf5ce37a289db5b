import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { percentOf } from '@commons/domain';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { carts } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { CART_MESSAGES, CART_TTL_MS } from './cart.service.ts';
import { ADD_MESSAGES } from './cart-adds.service.ts';
import { NOT_SELLING } from './order-form.service.ts';
import { cartCookieName } from './cart-cookie.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, TODAY, typeNamed, type OrderForm } from './testing/purchase-test-kit.ts';

let t: TestApp;
let northfield = 0;
let lakeside = 0;
let pinecrest = 0;
let nf: OrderForm;
let ls: OrderForm;

beforeAll(async () => {
  ({ t, northfield, lakeside, pinecrest } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
  ls = await orderFormOf(t, lakeside);
}, 60_000);
afterAll(async () => t.close());

const student = (form: OrderForm) => typeNamed(form, 'Student').id;

describe('cart/add_meal_plan and cart/fetch', () => {
  it('puts the plan in a new cart named by an HttpOnly cookie, priced by the server with 6.25 % tax on Northfield', async () => {
    const b = shopper(t);
    const res = await b.addPlan(northfield, planNamed(nf, 'Unlimited Access').id, student(nf));
    const cart = cartOf(res);
    const tax = percentOf(245_000, 6.25, 'floor');
    expect(tax).toBe(15_312);
    expect(cart).toMatchObject({ customer_type_id: student(nf), subtotal_cents: 245_000, discount_cents: 0, tax_cents: tax, total_cents: 245_000 + tax });
    expect(cart.items).toEqual([
      expect.objectContaining({ type: 'Meal plan', name: 'Unlimited Access', list_price_cents: 245_000, price_cents: 245_000, tax_cents: tax, discount_cents: 0, bonus_cents: 0, beforePromoPrice_cents: 245_000, beforePromoTax_cents: tax, promo_code: null, subscription: null }),
    ]);
    const cookie = res.cookies.find((c) => c.name === cartCookieName(northfield));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1', maxAge: CART_TTL_MS / 1000 });
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain(cookie?.value);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cartOf(await b.fetch(northfield))).toEqual(cart);
  });

  it('charges no tax on Lakeside', async () => {
    const b = shopper(t);
    const cart = cartOf(await b.addPlan(lakeside, planNamed(ls, 'Unlimited Access').id, student(ls)));
    expect(cart).toMatchObject({ subtotal_cents: 262_500, tax_cents: 0, total_cents: 262_500 });
  });

  it('credits a plan’s own promo bonus, and skips tax where the plan does not apply it', async () => {
    const b = shopper(t);
    expect(cartOf(await b.addPlan(northfield, planNamed(nf, 'Block 160 Bonus').id, student(nf))).items[0]).toMatchObject({ bonus_cents: 5_000, price_cents: 165_000 });
    const faculty = shopper(t);
    const flex = cartOf(await faculty.addPlan(northfield, planNamed(nf, 'Faculty Flex 25').id, typeNamed(nf, 'Faculty/Staff').id));
    expect(flex).toMatchObject({ tax_cents: 0, total_cents: 27_500 });
  });

  it('keeps adding to the same cart, and sums the lines', async () => {
    const b = shopper(t);
    await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(nf));
    const cart = cartOf(await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, student(nf)));
    expect(cart.items.map((i) => i.name)).toEqual(['Block 225', 'Commuter 50']);
    const tax = percentOf(198_500, 6.25, 'floor') + percentOf(62_500, 6.25, 'floor');
    expect(cart).toMatchObject({ subtotal_cents: 261_000, tax_cents: tax, total_cents: 261_000 + tax });
    // What the add answered is what was stored: line ids, type, renewal and totals as a fresh read gives them.
    expect(cartOf(await b.fetch(northfield))).toEqual(cart);
  });

  it('answers an empty cart to a browser without one, and stores nothing', async () => {
    const before = (await t.database.db.select().from(carts)).length;
    const res = await shopper(t).fetch(northfield);
    expect(cartOf(res)).toEqual({ items: [], customer_type_id: null, subtotal_cents: 0, discount_cents: 0, tax_cents: 0, total_cents: 0, expires_at: null });
    expect(res.cookies).toEqual([]);
    expect((await t.database.db.select().from(carts)).length).toBe(before);
  });

  it('refuses a plan the customer type may not buy, an unknown plan, or another type while the cart has items', async () => {
    const b = shopper(t);
    expect(refusal(await b.addPlan(northfield, planNamed(nf, 'Faculty Flex 25').id, student(nf)))).toEqual({ status: 400, msg: ADD_MESSAGES.notOffered, errors: { meal_plan: ADD_MESSAGES.notOffered } });
    expect(refusal(await b.addPlan(northfield, planNamed(ls, 'Block 225').id, student(nf)))).toMatchObject({ status: 400, errors: { meal_plan: ADD_MESSAGES.planUnavailable } });
    expect(refusal(await b.addPlan(northfield, planNamed(nf, 'Block 225').id, 999_999))).toMatchObject({ status: 400 });
    await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, student(nf));
    const other = await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, typeNamed(nf, 'Guest').id);
    expect(refusal(other)).toMatchObject({ status: 409, msg: CART_MESSAGES.otherType });
  });

  it('never reads a price: a forged one is refused as an unknown field and the charge stays the server’s', async () => {
    const b = shopper(t);
    const planId = planNamed(nf, 'Block 225').id;
    const forged = await b.addPlan(northfield, planId, student(nf), { price: 1, price_cents: 1, total: 1, subtotal: 1 });
    expect(refusal(forged)).toMatchObject({ status: 400, errors: { price: 'This field is not allowed.', price_cents: 'This field is not allowed.', total: 'This field is not allowed.' } });
    const cart = cartOf(await b.addPlan(northfield, planId, student(nf)));
    expect(cart.total_cents).toBe(198_500 + percentOf(198_500, 6.25, 'floor'));
  });

  it('refuses the spec’s `cookie` field: the cart is named by the cookie only', async () => {
    const b = shopper(t);
    const res = await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(nf), { cookie: '7f1c0a52-0000-4000-8000-000000000000' });
    expect(refusal(res).errors).toEqual({ cookie: 'This field is not allowed.' });
  });

  it('answers missing, malformed, oversized and hostile input with field errors, never a 5xx', async () => {
    const b = shopper(t);
    const bodies: object[] = [
      {},
      { site_id: northfield },
      { site_id: 'x', meal_plan: '1', customer_type_id: null },
      { site_id: northfield, meal_plan: -1, customer_type_id: 1.5 },
      { site_id: northfield, meal_plan: 2 ** 40, customer_type_id: 1 },
      { site_id: northfield, meal_plan: 1, customer_type_id: 1, first_plan_date: '2026-02-30' },
      { site_id: northfield, meal_plan: 1, customer_type_id: 1, item_type: 'Coffee subscription' },
      { site_id: northfield, meal_plan: 1, customer_type_id: 1, __proto__: { admin: true }, constructor: 1 },
    ];
    for (const body of bodies) {
      const res = await b.post('/v1/cart/add_meal_plan', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refusal(res).errors).length, res.body).toBeGreaterThan(0);
    }
    const huge = await b.send({ method: 'POST', url: '/v1/cart/add_meal_plan', payload: JSON.stringify({ site_id: northfield, meal_plan: 1, customer_type_id: 1, pad: 'x'.repeat(5000) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    const text = await b.send({ method: 'POST', url: '/v1/cart/add_meal_plan', payload: 'site_id=1', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const broken = await b.send({ method: 'POST', url: '/v1/cart/add_meal_plan', payload: '{"site_id":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
  });

  it('answers every cart call’s missing, malformed and oversized input with field errors', async () => {
    const b = shopper(t);
    const calls: [string, string][] = [
      ['POST', '/v1/cart/add_custom_plan'],
      ['POST', '/v1/cart/add_declining_balance'],
      ['DELETE', '/v1/cart/delete_cart_item'],
      ['POST', '/v1/promo_codes/apply'],
      ['POST', '/v1/promo_codes/remove'],
    ];
    for (const [method, url] of calls) {
      for (const payload of [{}, { site_id: 'northfield' }, { site_id: northfield, swipe_id: [], db_id: {}, cart_item_id: true, item_id: -1, promo_code: 5 }]) {
        const res = await b.send({ method: method as 'POST', url, payload });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(Object.keys(refusal(res).errors).length).toBeGreaterThan(0);
      }
      const huge = await b.send({ method: method as 'POST', url, payload: JSON.stringify({ site_id: northfield, pad: 'x'.repeat(5000) }), headers: { 'content-type': 'application/json' } });
      expect(huge.statusCode, url).toBe(413);
    }
    for (const url of [`/v1/cart/fetch`, `/v1/cart/fetch?site_id=x`, `/v1/orderform/quick_add?site_id=${northfield}&meal_plan_id=x&customer_type_id=1`]) {
      const res = await b.send({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(refusal(res).errors).length).toBeGreaterThan(0);
    }
  });

  it('takes a garbled or unknown cart cookie as no cart', async () => {
    for (const value of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "'; drop table carts; --"]) {
      const b = shopper(t);
      b.jar.set(cartCookieName(northfield), value);
      expect(cartOf(await b.fetch(northfield)).items).toEqual([]);
      const res = await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(nf));
      expect(cartOf(res).items).toHaveLength(1);
      expect(b.jar.get(cartCookieName(northfield))).not.toBe(value);
    }
  });

  it('answers 404 on a site that sells no plans, or an unknown one, before anything else', async () => {
    const b = shopper(t);
    for (const [siteId, msg] of [
      [pinecrest, NOT_SELLING],
      [987_654, 'Invalid site.'],
    ] as const) {
      expect(refusal(await b.fetch(siteId)), String(siteId)).toEqual({ status: 404, msg, errors: {} });
      expect(refusal(await b.addPlan(siteId, planNamed(nf, 'Block 225').id, student(nf))).msg).toBe(msg);
      expect(refusal(await b.addBalance(siteId, 1, '50')).msg).toBe(msg);
      expect(refusal(await b.addCustom(siteId, 1, 4)).msg).toBe(msg);
      expect(refusal(await b.applyPromo(siteId, 'SAVE50')).msg).toBe(msg);
      expect(refusal(await b.remove(siteId, 1)).msg).toBe(msg);
      expect(refusal(await b.quickAdd(siteId, 1, 1)).msg).toBe(msg);
    }
    expect(b.jar.size).toBe(0);
  });

  it('refuses writes from another site’s pages', async () => {
    const b = shopper(t);
    const res = await b.send({
      method: 'POST',
      url: '/v1/cart/add_meal_plan',
      payload: { site_id: northfield, meal_plan: planNamed(nf, 'Block 225').id, customer_type_id: student(nf) },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('cart identity (docs/product/purchase.md#checkout)', () => {
  it('another browser cannot read, delete from or add to a cart without its cookie', async () => {
    const owner = shopper(t);
    const mine = cartOf(await owner.addPlan(northfield, planNamed(nf, 'Block 225').id, student(nf)));
    const itemId = mine.items[0]?.id ?? 0;
    const stranger = shopper(t);
    expect(cartOf(await stranger.fetch(northfield)).items).toEqual([]);
    expect(cartOf(await stranger.remove(northfield, itemId)).items).toEqual([]);
    expect(refusal(await stranger.applyPromo(northfield, 'SAVE50', { item_id: itemId }))).toMatchObject({ status: 404, errors: { item_id: CART_MESSAGES.notInCart } });
    expect(cartOf(await owner.fetch(northfield))).toEqual(mine);
    // The cookie of one site names nothing on another.
    const elsewhere = shopper(t);
    elsewhere.jar.set(cartCookieName(lakeside), owner.jar.get(cartCookieName(northfield)) ?? '');
    expect(cartOf(await elsewhere.fetch(lakeside)).items).toEqual([]);
  });

  it('survives a new app instance on the same database', async () => {
    const b = shopper(t);
    const cart = cartOf(await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(nf)));
    const config = { ...readConfig(), LOG_LEVEL: 'silent' as const, RESERVATION_REMINDERS: 'off' as const, SUBSCRIPTION_BILLING: 'off' as const, FILES_DIR: t.filesDir, WEB_DIST_DIR: t.filesDir };
    const other = await buildApp({ config, database: t.database, clock: () => TODAY });
    try {
      const res = await other.inject({ method: 'GET', url: `/v1/cart/fetch?site_id=${northfield}`, cookies: Object.fromEntries(b.jar) });
      expect(res.json().cart).toEqual(cart);
    } finally {
      await other.close();
    }
  });

  it('lapses 7 days after its last change: the next add makes a new cart with a new id', async () => {
    let now = TODAY;
    const late = await purchaseTestApp(() => now);
    try {
      const form = await orderFormOf(late.t, late.northfield);
      const b = shopper(late.t);
      await b.addPlan(late.northfield, planNamed(form, 'Block 225').id, student(form));
      const first = b.jar.get(cartCookieName(late.northfield));
      now = new Date(TODAY.getTime() + CART_TTL_MS - 60_000);
      expect(cartOf(await b.fetch(late.northfield)).items).toHaveLength(1);
      now = new Date(TODAY.getTime() + CART_TTL_MS + 1);
      expect(cartOf(await b.fetch(late.northfield)).items).toEqual([]);
      await b.addPlan(late.northfield, planNamed(form, 'Commuter 50').id, student(form));
      expect(b.jar.get(cartCookieName(late.northfield))).not.toBe(first);
      expect(await late.t.database.db.select().from(carts).where(eq(carts.id, first ?? ''))).toHaveLength(1);
    } finally {
      await late.t.close();
    }
  }, 60_000);
});

describe('cart/delete_cart_item', () => {
  it('removes the line and answers the cart; removing it again changes nothing', async () => {
    const b = shopper(t);
    await b.addPlan(northfield, planNamed(nf, 'Block 225').id, student(nf));
    const two = cartOf(await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, student(nf)));
    const first = two.items[0]?.id ?? 0;
    const one = cartOf(await b.remove(northfield, first));
    expect(one.items.map((i) => i.name)).toEqual(['Commuter 50']);
    expect(cartOf(await b.remove(northfield, first))).toEqual(one);
    const empty = cartOf(await b.remove(northfield, one.items[0]?.id ?? 0));
    expect(empty).toMatchObject({ items: [], customer_type_id: null, total_cents: 0 });
    // Emptied, it may be filled for another customer type.
    expect(cartOf(await b.addPlan(northfield, planNamed(nf, 'Commuter 50').id, typeNamed(nf, 'Guest').id)).customer_type_id).toBe(typeNamed(nf, 'Guest').id);
  });

  it('needs the site and the line id', async () => {
    const b = shopper(t);
    const res = await b.send({ method: 'DELETE', url: '/v1/cart/delete_cart_item', payload: { cart_item_id: 'one' } });
    expect(refusal(res)).toMatchObject({ status: 400, errors: { site_id: expect.any(String), cart_item_id: 'Must be a number.' } });
  });
});
