import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@commons/domain';
import { UNSTORABLE_TEXT } from '@commons/contract';
import type { TestApp } from '../../test-support/test-app.ts';
import { cartCookieName } from '../purchase/cart-cookie.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, typeNamed, type OrderForm } from '../purchase/testing/purchase-test-kit.ts';
import { BUYER_MESSAGES, CHECKOUT_ERROR } from './buyer-checks.ts';
import { BUYER_STEP_MESSAGES } from './checkout-buyer.service.ts';
import { buyerForm, buyerOf, campusEmail, checkoutOf, goodCard, mailTo, orderFields, ordersOfCustomer, placedOf, studentPart, withPlan } from './testing/checkout-test-kit.ts';
import { orderNumber } from './order-number.ts';
import { ORDER_MESSAGES } from './place-order.service.ts';
import { campusCustomerEmail, DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from '../../seed/seed-customers.ts';

let t: TestApp;
let northfield = 0;
let nf: OrderForm;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
}, 60_000);
afterAll(async () => t.close());

/** The receipt of Block 225 ($1,985.00) less WELCOME10 (10 %), taxed 6.25 % floored: every figure written out. */
const RECEIPT_TEXT = (no: string) =>
  [
    'Northfield University',
    '',
    'Thank you for your order, Sam. Here is your receipt.',
    '',
    `Order ${no}`,
    'Paid with: Student ID',
    '',
    'Block 225: $1,786.50',
    '  Discount: -$198.50',
    '  Tax: $111.65',
    '  225 meals',
    '  Promo code WELCOME10 applied.',
    '',
    'Subtotal: $1,985.00',
    'Discounts: -$198.50',
    'Tax: $111.65',
    'Total: $1,898.15',
    '',
    'Keep this message for your records. Questions about your order? Reply to the dining office through the contact details on our website.',
    '',
    '--',
    'Northfield University: http://localhost:3000/northfield',
  ].join('\n');

describe('a Student ID order (docs/product/purchase.md#checkout)', () => {
  it('names the buyer, asks for the terms, places the order, empties the cart and e-mails the receipt', async () => {
    const b = shopper(t);
    const total = await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const form = buyerForm(northfield, 'Student ID');
    const { customer, student } = buyerOf(await c.setBuyer(form));
    expect(customer).toMatchObject({ first_name: 'Sam', last_name: "O'Neil", email: form.email, phone_number: '6175550142', state: 'MA', is_parent: false, has_account: false });
    expect(student).toBeNull();

    const noTerms = refusal(await c.checkout(orderFields(northfield, customer.id, 'Student ID', { student_id_terms_accepted: false, meal_plan_terms_accepted: false })));
    expect(noTerms).toMatchObject({ status: 400, errors: { student_id_terms_accepted: ORDER_MESSAGES.studentIdTerms, meal_plan_terms_accepted: ORDER_MESSAGES.mealPlanTerms } });

    const res = await c.checkout(orderFields(northfield, customer.id, 'Student ID'));
    expect(placedOf(res)).toEqual({ msg: ORDER_MESSAGES.placed, total_cents: total, order_no: expect.stringMatching(/^\d{6}$/), subscription_charges: [] });
    expect(res.cookies.find((cookie) => cookie.name === cartCookieName(northfield))?.value).toBe('');
    expect(cartOf(await b.fetch(northfield)).items).toEqual([]);

    const [order] = await ordersOfCustomer(t, customer.id);
    expect(order).toMatchObject({ status: 'placed', payment_type: 'Student ID', total_cents: total, card_last4: null });
    const [receipt] = await mailTo(t, form.email);
    expect(receipt?.subject).toBe(`Your Northfield University order ${placedOf(res).order_no}`);
    expect(receipt?.text).toContain('Block 225: $1,985.00');
    expect(receipt?.text).toContain('Total: $2,109.06');
    expect(receipt?.text).toContain('Paid with: Student ID');
  });

  it('e-mails a receipt that writes each amount with one dollar sign and names an applied promo code once', async () => {
    const b = shopper(t);
    const [line] = cartOf(await b.addPlan(northfield, planNamed(nf, 'Block 225').id, typeNamed(nf, 'Student').id)).items;
    cartOf(await b.applyPromo(northfield, 'WELCOME10', { item_id: line?.id }));
    const c = checkoutOf(b);
    const form = buyerForm(northfield, 'Student ID');
    const { customer } = buyerOf(await c.setBuyer(form));
    const { order_no } = placedOf(await c.checkout(orderFields(northfield, customer.id, 'Student ID')));
    const [receipt] = await mailTo(t, form.email);
    expect(receipt?.text).toBe(RECEIPT_TEXT(order_no));
  });

  it('refuses an address outside the school domain, a student ID off the pattern and a blocked one, each on its field', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const outside = refusal(await c.setBuyer(buyerForm(northfield, 'Student ID', { email: 'sam@gmail.com', confirm_email: 'sam@gmail.com' })));
    // The answer says why in the documented words; the field names the domain it needs.
    expect(outside).toEqual({
      status: 400,
      msg: 'The email is not valid for this Student ID',
      errors: { email: 'Purchases billed to Student Account can only be purchased using an email address with the domain name: example.edu.' },
    });
    const patternOff = refusal(await c.setBuyer(buyerForm(northfield, 'Student ID', { student_id: 'X1234567' })));
    expect(patternOff).toEqual({ status: 400, msg: CHECKOUT_ERROR, errors: { student_id: CHECKOUT_MESSAGES.studentIdPattern } });
    expect(refusal(await c.setBuyer(buyerForm(northfield, 'Student ID', { student_id: 'N0000013' }))).errors).toEqual({ student_id: CHECKOUT_MESSAGES.studentIdBlocked });
    // By card, the pattern and the domain do not apply; the blocked list still does, case aside.
    expect(refusal(await c.setBuyer(buyerForm(northfield, 'Credit card', { student_id: 'n0000013' }))).errors).toEqual({ student_id: CHECKOUT_MESSAGES.studentIdBlocked });
    expect(buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card', { email: 'sam@gmail.com', confirm_email: 'sam@gmail.com', student_id: 'X1234567' }))).customer.email).toBe('sam@gmail.com');
  });

  it('answers a repeated submit with the first result and places one order', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Student ID')));
    const body = orderFields(northfield, customer.id, 'Student ID');
    const cartCookie = b.jar.get(cartCookieName(northfield)) ?? '';
    const first = placedOf(await c.checkout(body));
    // The answer was lost: the browser still has its cart cookie and sends the same attempt again.
    const again = placedOf(await b.send({ method: 'POST', url: '/v1/cart/checkout', payload: body, cookies: { [cartCookieName(northfield)]: cartCookie } }));
    expect(again).toEqual(first);
    expect(await ordersOfCustomer(t, customer.id)).toHaveLength(1);
  });
});

describe('a parent paying by Student ID (docs/product/purchase.md#parent)', () => {
  it("takes the parent's own address, bills the student's account and names the student, whose address must be the school's", async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Block 225', 'Parent');
    const c = checkoutOf(b);
    const parent = { email: 'pat.rivera@gmail.com', confirm_email: 'pat.rivera@gmail.com' };
    const outside = refusal(await c.setBuyer(buyerForm(northfield, 'Student ID', { ...parent, ...studentPart('alex@gmail.com') })));
    expect(outside.errors).toEqual({ student_email: CHECKOUT_MESSAGES.studentEmailDomain('example.edu') });
    const kid = campusEmail('alex');
    const { customer, student } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Student ID', { ...parent, ...studentPart(kid) })));
    expect(student?.email).toBe(kid);
    expect(placedOf(await c.checkout(orderFields(northfield, customer.id, 'Student ID'))).msg).toBe(ORDER_MESSAGES.placed);
    const [order] = await ordersOfCustomer(t, customer.id);
    expect(order?.buyer).toMatchObject({ is_parent: true, email: 'pat.rivera@gmail.com', student: { first_name: 'Alex', email: kid } });
  });
});

describe('payroll deduction (docs/product/purchase.md#customer-form)', () => {
  it('takes only the faculty list’s addresses when the validator is on', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Faculty Flex 25', 'Faculty/Staff');
    const c = checkoutOf(b);
    expect(refusal(await c.setBuyer(buyerForm(northfield, 'Payroll deduction'))).errors).toEqual({ email: BUYER_MESSAGES.facultyOnly });
    const email = 'Pat.Staff@northfield.example.edu';
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Payroll deduction', { email, confirm_email: email })));
    expect(placedOf(await c.checkout(orderFields(northfield, customer.id, 'Payroll deduction'))).msg).toBe(ORDER_MESSAGES.placed);
  });
});

describe('who may place an order', () => {
  it('refuses an empty cart, a missing buyer step and another browser’s customer', async () => {
    const empty = shopper(t);
    expect(refusal(await checkoutOf(empty).setBuyer(buyerForm(northfield, 'Student ID')))).toMatchObject({ status: 409, msg: BUYER_STEP_MESSAGES.emptyCart });
    expect(refusal(await checkoutOf(empty).checkout(orderFields(northfield, 1, 'Student ID')))).toMatchObject({ status: 409, msg: ORDER_MESSAGES.emptyCart });

    const alice = shopper(t);
    await withPlan(alice, northfield, nf, 'Block 225', 'Student');
    const aliceBuyer = buyerOf(await checkoutOf(alice).setBuyer(buyerForm(northfield, 'Student ID'))).customer;

    const mallory = shopper(t);
    await withPlan(mallory, northfield, nf, 'Block 225', 'Student');
    expect(refusal(await checkoutOf(mallory).checkout(orderFields(northfield, aliceBuyer.id, 'Student ID')))).toMatchObject({ status: 400, msg: ORDER_MESSAGES.noBuyer });
    buyerOf(await checkoutOf(mallory).setBuyer(buyerForm(northfield, 'Student ID')));
    expect(refusal(await checkoutOf(mallory).checkout(orderFields(northfield, aliceBuyer.id, 'Student ID')))).toMatchObject({ status: 403, msg: ORDER_MESSAGES.notYourCart });
    expect(await ordersOfCustomer(t, aliceBuyer.id)).toHaveLength(0);
  });

  it('refuses a payment type the cart’s items are not sold for', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
    const c = checkoutOf(b);
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card')));
    expect(refusal(await c.checkout(orderFields(northfield, customer.id, 'Student ID')))).toMatchObject({ status: 400, errors: { payment_type: ORDER_MESSAGES.paymentType } });
  });

  it('keeps an account’s address for its owner: a guest using it is sent to log in', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const refused = refusal(await checkoutOf(b).setBuyer(buyerForm(northfield, 'Credit card', { email: 'demo@northfield.example.edu', confirm_email: 'demo@northfield.example.edu' })));
    expect(refused).toEqual({ status: 409, msg: BUYER_STEP_MESSAGES.accountExists, errors: { email: BUYER_STEP_MESSAGES.accountExists } });
  });
});

describe('a logged-in customer', () => {
  it("orders under the account's own address: another address posted at checkout gets neither the order nor its receipt", async () => {
    const b = shopper(t);
    const login = await b.post('/v1/customer/authenticate', { site_id: northfield, email: demoCustomerEmail('northfield'), password: DEMO_CUSTOMER_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const other = campusEmail('someone.else');
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card', { email: other, confirm_email: other })));
    expect(customer).toMatchObject({ id: login.json().customer.id, email: 'demo@northfield.example.edu', has_account: true });

    const placed = placedOf(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard() }));
    const order = (await ordersOfCustomer(t, customer.id)).find((row) => orderNumber(row.id) === placed.order_no);
    expect(order?.buyer.email).toBe('demo@northfield.example.edu');
    expect(await mailTo(t, other)).toEqual([]);
    expect((await mailTo(t, 'demo@northfield.example.edu')).map((mail) => mail.subject)).toContain(`Your Northfield University order ${placed.order_no}`);
  });
});

describe('the demo account (README)', () => {
  it('pays by Student ID with the student ID its profile holds, which fits the site’s pattern', async () => {
    const b = shopper(t);
    const login = await b.post('/v1/customer/authenticate', { site_id: northfield, email: demoCustomerEmail('northfield'), password: DEMO_CUSTOMER_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const account = login.json<{ customer: { id: number; student_id: string } }>().customer;
    expect(account.student_id).toBe('N1000001');
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Student ID', { first_name: 'Demo', last_name: 'Student', student_id: account.student_id })));
    expect(customer).toMatchObject({ id: account.id, student_id: 'N1000001', email: 'demo@northfield.example.edu' });
    expect(placedOf(await c.checkout(orderFields(northfield, customer.id, 'Student ID'))).msg).toBe(ORDER_MESSAGES.placed);
  });
});

describe("an account the school's sign-in owns (ADFS-locked)", () => {
  it('buys under the names, e-mail and student ID of the account, whatever the form sent, and keeps the rest as typed', async () => {
    const b = shopper(t);
    const login = await b.post('/v1/customer/authenticate', { site_id: northfield, email: campusCustomerEmail('northfield'), password: DEMO_CUSTOMER_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const other = campusEmail('mallory');
    const typed = buyerForm(northfield, 'Student ID', { first_name: 'Mallory', last_name: 'Other', student_id: 'N7654321', email: other, confirm_email: other, city: 'Amherst' });
    const { customer } = buyerOf(await c.setBuyer(typed));
    const identity = { first_name: 'Casey', last_name: 'Morgan', student_id: 'N2000001', email: 'campus@northfield.example.edu' };
    expect(customer).toMatchObject({ ...identity, city: 'Amherst', has_account: true, id: login.json().customer.id });

    const placed = placedOf(await c.checkout(orderFields(northfield, customer.id, 'Student ID')));
    const order = (await ordersOfCustomer(t, customer.id)).find((row) => orderNumber(row.id) === placed.order_no);
    expect(order?.buyer).toMatchObject({ ...identity, city: 'Amherst' });
    expect(await mailTo(t, other)).toEqual([]);
    expect((await mailTo(t, identity.email)).map((mail) => mail.subject)).toContain(`Your Northfield University order ${placed.order_no}`);
  });
});

describe('bad input to the checkout calls', () => {
  it('answers missing, malformed, oversized, hostile and cross-site requests with a 4xx in the error shape, storing nothing', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Block 225', 'Student');
    const c = checkoutOf(b);
    const missing = refusal(await c.setBuyer({ site_id: northfield, payment_type: 'Student ID' }));
    expect(missing).toMatchObject({ status: 400, errors: { first_name: CHECKOUT_MESSAGES.firstNameRequired, last_name: CHECKOUT_MESSAGES.lastNameRequired, email: 'An email address is required', student_id: CHECKOUT_MESSAGES.studentIdRequired } });
    const malformed = refusal(await c.setBuyer(buyerForm(northfield, 'Cash', { first_name: ['Sam'], is_parent: 'yes', zip_code: 1360 })));
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.errors).sort()).toEqual(['first_name', 'is_parent', 'payment_type', 'zip_code']);
    const hostile = refusal(await c.setBuyer({ ...buyerForm(northfield, 'Student ID', { last_name: 'Neil\u0000', city: 'x'.repeat(10_000) }), price_cents: 1 }));
    expect(hostile.status).toBe(400);
    expect(hostile.errors).toMatchObject({ last_name: UNSTORABLE_TEXT, city: 'Too long.', price_cents: 'This field is not allowed.' });
    const prototype = await b.send({ method: 'POST', url: '/v1/cart/customer', payload: `{"site_id":${northfield},"__proto__":{"is_parent":true}}`, headers: { 'content-type': 'application/json' } });
    expect(refusal(prototype).status).toBe(400);
    const oversized = await b.post('/v1/cart/customer', { ...buyerForm(northfield, 'Student ID'), notes: 'x'.repeat(20_000) });
    expect(oversized.statusCode).toBe(413);
    expect(refusal(await c.checkout({ ...orderFields(northfield, 1, 'Student ID'), idempotency_key: 'again' })).errors).toEqual({ idempotency_key: 'Use the attempt key the page made (a UUID).' });
    const crossSite = await b.send({ method: 'POST', url: '/v1/cart/customer', payload: buyerForm(northfield, 'Student ID'), headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(await ordersOfCustomer(t, 0)).toHaveLength(0);
  });
});
