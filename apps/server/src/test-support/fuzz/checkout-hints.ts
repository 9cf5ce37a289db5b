import { randomUUID } from 'node:crypto';
import { postCardOrder, postCheckout, postCheckoutBuyer, type Cart } from '@commons/contract';
import { SAME_ORIGIN } from '../../modules/customers/testing/customer-test-kit.ts';
import { siteIdsBySlug } from '../site-list-checks.ts';
import type { TestApp } from '../test-app.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

/**
 * Hints that let the checkout calls reach past their checks: for each call a cart of its own
 * (Commuter 50), sent by its cookie, with its buyer named where the call needs one; a filled
 * customer form that passes every rule for a Student ID order; a card the sandbox approves.
 */
export async function checkoutHints(t: TestApp): Promise<{ hintsFor(target: FuzzTarget): Hints; headersFor(target: FuzzTarget): Record<string, string> }> {
  const { northfield } = await siteIdsBySlug(t, ['northfield']);
  const form = (await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${northfield}` })).json<{ customerTypes: { id: number; name: string }[]; mealPlans: { id: number; name: string }[] }>();
  const typeId = (name: string) => form.customerTypes.find((c) => c.name === name)?.id;
  const plan = form.mealPlans.find((p) => p.name === 'Commuter 50')?.id;
  if (northfield === undefined || !plan) throw new Error('The fuzz database has no Northfield order form.');

  let n = 0;
  const buyer = (paymentType: string) => {
    const email = `fuzz.buyer${n++}@northfield.example.edu`;
    return { site_id: northfield, payment_type: paymentType, first_name: 'Sam', last_name: 'Neil', student_id: 'N7654321', email, confirm_email: email, phone_number: '6175550142', address: '12 College Rd.', city: 'Northfield', state: 'MA', zip_code: '01360' };
  };
  /** A cart holding Commuter 50 for `typeName`, its buyer named when `paymentType` is given. */
  const cartFor = async (typeName: string, paymentType: string | null): Promise<{ cookie: string; customerId: number }> => {
    const added = await t.app.inject({ method: 'POST', url: '/v1/cart/add_meal_plan', headers: SAME_ORIGIN, payload: { site_id: northfield, meal_plan: plan, customer_type_id: typeId(typeName) } });
    const set = added.cookies[0];
    if (added.statusCode !== 200 || !set || added.json<{ cart: Cart }>().cart.items.length !== 1) throw new Error(`The fuzz checkout cart was not made: ${added.body}`);
    const cookie = `${set.name}=${set.value}`;
    if (!paymentType) return { cookie, customerId: 0 };
    const named = await t.app.inject({ method: 'POST', url: '/v1/cart/customer', headers: { ...SAME_ORIGIN, cookie }, payload: buyer(paymentType) });
    if (named.statusCode !== 200) throw new Error(`The fuzz buyer was not named: ${named.body}`);
    return { cookie, customerId: named.json<{ customer: { id: number } }>().customer.id };
  };
  const keyOf = (def: { method: string; path: string }) => `${def.method} ${def.path}`;
  const carts = new Map([
    [keyOf(postCheckoutBuyer), await cartFor('Student', null)],
    [keyOf(postCheckout), await cartFor('Student', 'Student ID')],
    [keyOf(postCardOrder), await cartFor('Guest', 'Credit card')],
  ]);
  const blankStudent = Object.fromEntries(
    ['student_first_name', 'student_last_name', 'student_email', 'student_confirm_email', 'student_phone_number', 'student_address', 'student_city', 'student_state', 'student_zip_code', 'password', 'confirm_password'].map((field) => [field, ['']]),
  );
  const filled = Object.fromEntries(Object.entries(buyer('Student ID')).map(([field, value]) => [field, [value]]));

  return {
    hintsFor(target) {
      const own = carts.get(keyOf(target));
      if (!own) return {};
      if (keyOf(target) === keyOf(postCheckoutBuyer)) return { ...filled, ...blankStudent, is_parent: [false] };
      const order: Hints = {
        site_id: [northfield],
        customer_id: [own.customerId],
        idempotency_key: [randomUUID()],
        student_id_terms_accepted: [true],
        meal_plan_terms_accepted: [true],
        location_id: [null],
        term_id: [null],
        year_id: [null],
      };
      if (keyOf(target) === keyOf(postCheckout)) return { ...order, payment_type: ['Student ID'] };
      return {
        ...order,
        payment_type: ['Credit card'],
        card_first_name: ['Sam'],
        card_last_name: ['Neil'],
        card_number: ['4111111111111111'],
        card_expiration: ['08/30'],
        card_security_code: ['737'],
        card_type: ['Visa'],
        use_billing_address: [false],
        billing_address: [null],
      };
    },
    headersFor(target): Record<string, string> {
      const own = carts.get(keyOf(target));
      return own ? { cookie: own.cookie } : {};
    },
  };
}
