import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_MESSAGES } from '@commons/domain';
import { promoCodes, sandboxCharges } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { siteIdsBySlug } from '../../test-support/site-list-checks.ts';
import { SESSION_COOKIE } from '../customers/session-cookie.ts';
import { SANDBOX_CARDS } from '../../platform/payments/sandbox-gateway.ts';
import { cartOf, orderFormOf, refusal, shopper, TODAY, type OrderForm } from '../purchase/testing/purchase-test-kit.ts';
import { buyerForm, buyerOf, campusEmail, checkoutOf, databaseDump, goodCard, mailTo, orderFields, ordersOfCustomer, placedOf, studentPart, withPlan } from './testing/checkout-test-kit.ts';
import { ORDER_MESSAGES } from './place-order.service.ts';

let t: TestApp;
let northfield = 0;
let nf: OrderForm;
const logLines: string[] = [];

beforeAll(async () => {
  // Every log line, at the most talkative level, to prove no card number reaches one.
  t = await createTestApp({ today: TODAY, config: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void logLines.push(line) } });
  northfield = (await siteIdsBySlug(t, ['northfield'])).northfield ?? 0;
  nf = await orderFormOf(t, northfield);
}, 60_000);
afterAll(async () => t.close());

const chargesOf = (reference: string) => t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));

describe('a guest paying by card (docs/product/purchase.md#card)', () => {
  it('creates an account from the password given, charges the card once and keeps only its last four digits', async () => {
    const b = shopper(t);
    const total = await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
    const c = checkoutOf(b);
    const email = campusEmail('guest');
    const res = await c.setBuyer(buyerForm(northfield, 'Credit card', { email, confirm_email: email, password: 'long enough', confirm_password: 'long enough' }));
    const { customer } = buyerOf(res);
    expect(customer.has_account).toBe(true);
    expect(b.jar.get(SESSION_COOKIE)).toBeTruthy();

    const placed = placedOf(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard() }));
    expect(placed).toMatchObject({ msg: 'Approved', total_cents: total });
    const [order] = await ordersOfCustomer(t, customer.id);
    expect(order).toMatchObject({ status: 'paid', card_type: 'Visa', card_last4: '1111', result_code: '0' });
    expect(await chargesOf(order?.public_id ?? '')).toMatchObject([{ amount_cents: total, result_code: '0', card_last4: '1111' }]);
    const [receipt] = await mailTo(t, email);
    expect(receipt?.text).toContain('Paid with: Credit card (Visa ending in 1111)');

    // Neither the number nor the security code is in any table, log line or e-mail.
    const dump = await databaseDump(t);
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '"737"']) {
      expect(dump).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
    }
    expect(receipt?.html).not.toContain('4111111111111111');
  });

  it('says a declined card is declined and keeps the cart; a good card then places the order', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
    const c = checkoutOf(b);
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card')));
    const declined = refusal(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard({ card_number: SANDBOX_CARDS.declined }) }));
    expect(declined).toEqual({ status: 402, msg: CARD_MESSAGES.declined, errors: { card_number: CARD_MESSAGES.declined } });
    expect(cartOf(await b.fetch(northfield)).items).toHaveLength(1);
    const invalid = refusal(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard({ card_number: SANDBOX_CARDS.invalid }) }));
    expect(invalid).toEqual({ status: 402, msg: ORDER_MESSAGES.invalidCard, errors: { card_number: CARD_MESSAGES.invalidCardNumber } });
    expect(placedOf(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard({ card_number: '5555555555554444', card_type: 'Mastercard' }) })).msg).toBe('Approved');
    const finished = (await ordersOfCustomer(t, customer.id)).map((order) => order.status).sort();
    expect(finished).toEqual(['declined', 'declined', 'paid']);
  });

  it('checks every card field with the spec’s words before anything is stored or charged', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
    const c = checkoutOf(b);
    const customerEmail = campusEmail('card');
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card', { email: customerEmail })));
    const bad = refusal(
      await c.cardOrder({
        ...orderFields(northfield, customer.id, 'Credit card'),
        ...goodCard({ card_first_name: 'Sam2', card_last_name: 'O’Neil!', card_number: '4111 1111 1111 1112', card_expiration: '13/30', card_security_code: '12' }),
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.errors).toMatchObject({
      card_first_name: 'A first name may only contain letters',
      card_last_name: 'This last name contains invalid characters',
      card_number: 'Please enter a valid credit card number',
      card_expiration: 'Please enter a valid date',
      card_security_code: 'Please enter a valid security code',
    });
    // A month gone by in the site's calendar (March 2026 here) is refused too.
    const expired = refusal(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard({ card_expiration: '02/26' }) }));
    expect(expired.errors).toEqual({ card_expiration: 'Please enter a valid date' });
    expect(placedOf(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard({ card_expiration: '03/26' }) })).msg).toBe('Approved');
    await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
    buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card', { email: customerEmail })));
    const amex = refusal(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard({ card_number: '378282246310005', card_type: 'American Express', card_security_code: '123' }) }));
    expect(amex.errors).toEqual({ card_security_code: 'Please enter a valid security code' });
    expect((await ordersOfCustomer(t, customer.id)).map((order) => order.status)).toEqual(['paid']);
  });

  it('asks for the card when a card order is sent to cart/checkout, and stores nothing', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Commuter 50', 'Guest');
    const c = checkoutOf(b);
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card')));
    expect(refusal(await c.checkout(orderFields(northfield, customer.id, 'Credit card'))).errors).toEqual({ payment_type: ORDER_MESSAGES.cardNeeded });
    expect(await ordersOfCustomer(t, customer.id)).toHaveLength(0);
  });
});

describe('a card order of $0.00 (docs/product/purchase.md#checkout: a zero total is a success)', () => {
  it('is placed without a card and without a charge', async () => {
    await t.database.db.insert(promoCodes).values({ site_id: northfield, code: 'ALLFREE', type: 'discount', adj: 'percent', percent: 100 });
    const b = shopper(t);
    const total = await withPlan(b, northfield, nf, 'Block 225', 'Student');
    expect(total).toBeGreaterThan(0);
    const cart = cartOf(await b.applyPromo(northfield, 'ALLFREE'));
    expect(cart.total_cents).toBe(0);
    const c = checkoutOf(b);
    const { customer } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card')));
    expect(placedOf(await c.checkout(orderFields(northfield, customer.id, 'Credit card')))).toMatchObject({ msg: ORDER_MESSAGES.placed, total_cents: 0 });
    const [order] = await ordersOfCustomer(t, customer.id);
    expect(order).toMatchObject({ status: 'placed', total_cents: 0, card_last4: null });
    expect(await chargesOf(order?.public_id ?? '')).toEqual([]);
  });
});

describe('a parent buying for a student (docs/product/purchase.md#parent)', () => {
  it('asks for the student with the spec’s messages, then names the student on the order and the receipt', async () => {
    const b = shopper(t);
    await withPlan(b, northfield, nf, 'Block 225', 'Parent');
    const c = checkoutOf(b);
    const email = campusEmail('parent');
    const missing = refusal(await c.setBuyer(buyerForm(northfield, 'Credit card', { email, confirm_email: email })));
    expect(missing.errors).toMatchObject({
      student_first_name: 'Student first name is required',
      student_last_name: 'Student last name is required',
      student_email: 'Student email is required',
      student_confirm_email: 'Student email confirmation is required',
      student_address: 'Student address is required',
      student_city: 'Student city is required',
      student_state: 'Student state is required',
      student_zip_code: 'Student zip code is required',
      student_phone_number: 'Student phone number is required',
    });
    const same = refusal(await c.setBuyer(buyerForm(northfield, 'Credit card', { email, confirm_email: email, ...studentPart(email) })));
    expect(same.errors).toMatchObject({ student_email: 'The parent and student email addresses cannot match' });

    const kid = campusEmail('kid');
    const { customer, student } = buyerOf(await c.setBuyer(buyerForm(northfield, 'Credit card', { email, confirm_email: email, ...studentPart(kid) })));
    expect(customer.is_parent).toBe(true);
    expect(student).toMatchObject({ first_name: 'Alex', last_name: 'Rivera', email: kid, state: 'MA', phone_number: '6175550199' });
    placedOf(await c.cardOrder({ ...orderFields(northfield, customer.id, 'Credit card'), ...goodCard() }));
    const [receipt] = await mailTo(t, email);
    expect(receipt?.text).toContain(`For: Alex Rivera (${kid})`);
  });
});
