import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Cart, MealPlan, OrderCustomerType, getOrderForm } from '@commons/contract';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { siteIdsBySlug } from '../../../test-support/site-list-checks.ts';
import { newAddress, SAME_ORIGIN } from '../../customers/testing/customer-test-kit.ts';

/** A Wednesday, 9:00 in Northfield (America/New_York): monthly plans start this month, weekly ones on Sunday 2026-03-08. */
export const TODAY = new Date('2026-03-04T14:00:00Z');

export type OrderForm = z.output<(typeof getOrderForm)['answer']>;

/** The real app on a fresh seeded database, and the ids of the two full sites. */
export async function purchaseTestApp(clock: () => Date = () => TODAY) {
  const t = await createTestApp({ today: TODAY, clock });
  const ids = await siteIdsBySlug(t, ['northfield', 'lakeside', 'pinecrest']);
  return { t, northfield: ids.northfield ?? 0, lakeside: ids.lakeside ?? 0, pinecrest: ids.pinecrest ?? 0 };
}

export async function orderFormOf(t: TestApp, siteId: number): Promise<OrderForm> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${siteId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderForm>();
}

export function planNamed(form: OrderForm, name: string): MealPlan {
  const plan = form.mealPlans.find((p) => p.name === name);
  if (!plan) throw new Error(`No plan ${name}`);
  return plan;
}

export function typeNamed(form: OrderForm, name: string): OrderCustomerType {
  const type = form.customerTypes.find((p) => p.name === name);
  if (!type) throw new Error(`No customer type ${name}`);
  return type;
}

/**
 * A browser on the same origin: one address, and a cookie jar that keeps what the server sets
 * (the cart cookies, a session), as a browser does.
 */
export function shopper(t: TestApp, address = newAddress()) {
  const jar = new Map<string, string>();
  const send = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const headers = Object.fromEntries(Object.entries({ ...SAME_ORIGIN, ...options.headers }).filter(([, value]) => value !== undefined));
    const res = await t.app.inject({ remoteAddress: address, ...options, headers, cookies: { ...Object.fromEntries(jar), ...options.cookies } });
    for (const cookie of res.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  };
  const post = (url: string, payload: object) => send({ method: 'POST', url, payload });
  return {
    jar,
    send,
    post,
    fetch: (siteId: number) => send({ method: 'GET', url: `/v1/cart/fetch?site_id=${siteId}` }),
    addPlan: (siteId: number, planId: number, typeId: number, more: object = {}) => post('/v1/cart/add_meal_plan', { site_id: siteId, meal_plan: planId, customer_type_id: typeId, ...more }),
    addCustom: (siteId: number, swipeId: number, dbId: number, more: object = {}) => post('/v1/cart/add_custom_plan', { site_id: siteId, swipe_id: swipeId, db_id: dbId, ...more }),
    addBalance: (siteId: number, dbId: number, value: string | number, more: object = {}) => post('/v1/cart/add_declining_balance', { site_id: siteId, db_id: dbId, declining_balance_value: value, ...more }),
    remove: (siteId: number, itemId: number) => send({ method: 'DELETE', url: '/v1/cart/delete_cart_item', payload: { site_id: siteId, cart_item_id: itemId } }),
    applyPromo: (siteId: number, code: string, more: object = {}) => post('/v1/promo_codes/apply', { site_id: siteId, promo_code: code, ...more }),
    removePromo: (siteId: number, more: object = {}) => post('/v1/promo_codes/remove', { site_id: siteId, ...more }),
    quickAdd: (siteId: number, planId: number, typeId: number) => send({ method: 'GET', url: `/v1/orderform/quick_add?site_id=${siteId}&meal_plan_id=${planId}&customer_type_id=${typeId}` }),
  };
}
export type Shopper = ReturnType<typeof shopper>;

/** The cart of a 200 answer. */
export function cartOf(res: LightMyRequestResponse): Cart {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ cart: Cart }>().cart;
}

/** A failure's status, message and field errors. */
export function refusal(res: LightMyRequestResponse): { status: number; msg: string; errors: Record<string, string> } {
  const body = res.json<{ status: string; msg: string; errors?: Record<string, string> }>();
  expect(body.status, res.body).toBe('error');
  return { status: res.statusCode, msg: body.msg, errors: body.errors ?? {} };
}
