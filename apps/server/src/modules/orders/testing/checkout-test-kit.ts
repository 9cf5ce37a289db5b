import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CheckoutBuyerAnswer, OrderAnswer } from '@commons/contract';
import { mailOutbox, orders } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test-support/test-app.ts';
import { cartOf, planNamed, typeNamed, type OrderForm, type Shopper } from '../../purchase/testing/purchase-test-kit.ts';

let next = 0;
/** A new Northfield e-mail address each call (the site's domain, as Student ID orders need). */
export const campusEmail = (name = 'sam') => `${name}.${Date.now().toString(36)}${(next++).toString(36)}@northfield.example.edu`;

/** A filled customer form of checkout for `siteId` (a Northfield student unless changed). */
export function buyerForm(siteId: number, paymentType: string, changes: Record<string, unknown> = {}) {
  const email = (changes.email as string | undefined) ?? campusEmail();
  return {
    site_id: siteId,
    payment_type: paymentType,
    first_name: 'Sam',
    last_name: "O'Neil",
    student_id: 'N1234567',
    email,
    confirm_email: email,
    phone_number: '(617) 555 - 0142',
    address: '12 College Rd.',
    city: 'Northfield',
    state: 'MA',
    zip_code: '01360',
    ...changes,
  };
}

/** The parent part of a parent's form: the student they buy for. */
export const studentPart = (email = campusEmail('kid')) => ({
  student_first_name: 'Alex',
  student_last_name: 'Rivera',
  student_email: email,
  student_confirm_email: email,
  student_phone_number: '6175550199',
  student_address: '4 Quad Way',
  student_city: 'Northfield',
  student_state: 'Massachusetts',
  student_zip_code: '01360',
});

/** A good card: Visa 4111 1111 1111 1111, expiring in 2030. */
export const goodCard = (changes: Record<string, unknown> = {}) => ({
  card_first_name: 'Sam',
  card_last_name: "O-Neil",
  card_number: '4111 1111 1111 1111',
  card_expiration: '08/30',
  card_security_code: '737',
  card_type: 'Visa',
  ...changes,
});

export const buyerOf = (res: LightMyRequestResponse): CheckoutBuyerAnswer => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutBuyerAnswer>();
};
export const placedOf = (res: LightMyRequestResponse): OrderAnswer => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderAnswer>();
};

/** The order fields of a submit: this attempt's key, the buyer, the terms accepted. */
export const orderFields = (siteId: number, customerId: number, paymentType: string, changes: Record<string, unknown> = {}) => ({
  site_id: siteId,
  customer_id: customerId,
  payment_type: paymentType,
  idempotency_key: randomUUID(),
  student_id_terms_accepted: true,
  meal_plan_terms_accepted: true,
  ...changes,
});

/** Checkout calls of one browser. */
export function checkoutOf(b: Shopper) {
  return {
    setBuyer: (form: object) => b.post('/v1/cart/customer', form),
    checkout: (body: object) => b.post('/v1/cart/checkout', body),
    cardOrder: (body: object) => b.post('/v1/cart/create_cc_order', body),
  };
}

/** Puts `planName` in `b`'s cart for the customer type `typeName`; answers the cart's total. */
export async function withPlan(b: Shopper, siteId: number, form: OrderForm, planName: string, typeName: string): Promise<number> {
  return cartOf(await b.addPlan(siteId, planNamed(form, planName).id, typeNamed(form, typeName).id)).total_cents;
}

/** The customer's finished and unfinished orders. */
export const ordersOfCustomer = (t: TestApp, customerId: number) => t.database.db.select().from(orders).where(eq(orders.customer_id, customerId));

/** Messages queued to `to`. */
export const mailTo = (t: TestApp, to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Every row of every table of the app's database as text, to search for what must never be stored. */
export async function databaseDump(t: TestApp): Promise<string> {
  const tables = await t.database.db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await t.database.db.execute<{ row: string }>(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`);
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}
