import { z } from 'zod';
import { CHECKOUT_PAYMENT_TYPES } from '@commons/domain';
import { post } from './route.ts';
import { bodyId } from './primitives.ts';
import { checkoutCardFields, checkoutCustomerFields } from './checkout-fields.ts';

/**
 * Checkout (docs/product/purchase.md#checkout; the calls: docs/product/api.md#purchase;
 * decisions/0027). customer/create is the sign-up call, so the checkout's customer
 * step is `cart/customer`: it names who buys this browser's cart. Then the order is placed by
 * payment type. Both work on the cart named by the HttpOnly cart cookie; prices are never sent.
 */
const tag = 'checkout';

export const paymentType = z.enum(CHECKOUT_PAYMENT_TYPES, { error: 'Choose a payment type.' });

export const checkoutBuyerBody = z
  .object({ ...checkoutCustomerFields.shape, site_id: bodyId, payment_type: paymentType })
  .strict();
export type CheckoutBuyerBody = z.output<typeof checkoutBuyerBody>;
export type CheckoutBuyerForm = z.input<typeof checkoutBuyerBody>;

const contact = {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
};

/** Who buys: the customer (a guest has no account) and, for a parent, the student. */
export const checkoutBuyerAnswer = z.object({
  customer: z.object({ id: z.number().int(), ...contact, student_id: z.string(), is_parent: z.boolean(), has_account: z.boolean() }),
  student: z.object(contact).nullable(),
});
export type CheckoutBuyerAnswer = z.infer<typeof checkoutBuyerAnswer>;

export const postCheckoutBuyer = post(
  '/v1/cart/customer',
  {
    summary:
      "Checkout's customer step (docs/product/purchase.md#checkout, the customer/create call of docs/product/api.md#purchase): checks the form for the chosen `payment_type` with every rule of docs/product/purchase.md#customer-form (the site's student ID pattern and e-mail domain, the blocked student ids — 'There is a problem with your student id.' — and, for payroll deduction, the faculty list), then names the buyer of this browser's cart. A logged-in customer buys as themself; a visitor with a `password` gets an account and is logged in (session cookie); without one, a guest. An address that belongs to an account with a password is a 409: log in to use it. 409 for an empty cart. Refused cross-site; rate-limited.",
    tag,
    body: checkoutBuyerBody,
  },
  checkoutBuyerAnswer,
);

/** A submit attempt's key, made by the page once per attempt: a repeat answers the first result. */
const idempotencyKey = z.uuid({ error: 'Use the attempt key the page made (a UUID).' });
const optionalSelection = bodyId.nullable().optional();
const accepted = z.boolean({ error: 'Use true or false.' }).optional();

const orderFields = {
  site_id: bodyId,
  customer_id: bodyId,
  payment_type: paymentType,
  idempotency_key: idempotencyKey,
  location_id: optionalSelection,
  term_id: optionalSelection,
  year_id: optionalSelection,
  student_id_terms_accepted: accepted,
  meal_plan_terms_accepted: accepted,
};

export const checkoutBody = z.object(orderFields).strict();
export type CheckoutBody = z.output<typeof checkoutBody>;

export const cardOrderBody = z.object({ ...orderFields, ...checkoutCardFields.shape }).strict();
export type CardOrderBody = z.output<typeof cardOrderBody>;
export type CardOrderForm = z.input<typeof cardOrderBody>;

/** A subscription line's charges as the order took them: 'Paid at checkout 11/28/26: $395.00', then its later bills. */
export const subscriptionCharges = z.object({ name: z.string(), texts: z.array(z.string()) });
export type SubscriptionChargeNote = z.infer<typeof subscriptionCharges>;

/**
 * docs/product/api.md#purchase: `msg` ('Approved' for a card) and the total, with the order's
 * number; for each subscription line, what checkout charged apart from its later bills (an answer
 * stored before orders said so has none).
 */
export const orderAnswer = z.object({ msg: z.string(), total_cents: z.number().int(), order_no: z.string(), subscription_charges: z.array(subscriptionCharges).default([]) });
export type OrderAnswer = z.infer<typeof orderAnswer>;

const placing =
  "The cart is priced again and every check runs again under the cart's lock: the buyer named by cart/customer must be `customer_id` (403), an account's owner must be logged in (401; subscriptions always need a login), the payment type must be offered for every item (docs/product/purchase.md#payment-types), the terms accepted when the site requires them. On success the cart is emptied, its cookie cleared, the receipt e-mailed, and subscriptions start. `idempotency_key` names one attempt: repeating it answers the first result and places nothing more. 409 for an empty cart or an attempt still being charged. Refused cross-site; rate-limited.";

export const postCheckout = post(
  '/v1/cart/checkout',
  { summary: `Places the order paid by Student ID or payroll deduction (or a card order of $0.00) at once (docs/product/purchase.md#checkout). ${placing}`, tag, body: checkoutBody },
  orderAnswer,
);

export const postCardOrder = post(
  '/v1/cart/create_cc_order',
  {
    summary: `Places the order paid by credit card (docs/product/purchase.md#card): the card is checked (type by number, Luhn, expiry from this month, security code; the billing address when \`use_billing_address\`), then charged once through the payment gateway. A declined card is a 402 with 'Card declined. If your billing address is correct, please contact your card issuer.' and an invalid one 'Invalid card number' under \`card_number\`; the cart stays as it was. The card number and security code are never stored, logged or e-mailed. ${placing}`,
    tag,
    body: cardOrderBody,
  },
  orderAnswer,
);
