import { z } from 'zod';
import { get, post } from './route.ts';
import { bodyId, id, siteId } from './primitives.ts';

/**
 * The account's Orders and Subscriptions tabs (docs/product/accounts.md#orders, #subscriptions; the calls
 * customer/orders, customer/subscriptions and customer/cancel_subscription:
 * docs/product/api.md#accounts). Money is whole cents (`*_cents`); instants are ISO 8601 in UTC,
 * dates 'YYYY-MM-DD' in the site's zone. Every call names the session's customer (else 403) and site.
 */
const tag = 'customer orders';

/** A subscription's public id: a UUID (the serial id stays inside the server). */
export const subscriptionId = z.uuid({ error: "Use the subscription's id (a UUID)." });

/** One line of a finished order, as it was priced when placed. */
export const customerOrderLine = z.object({
  name: z.string(),
  kind: z.string(),
  price_cents: z.number().int(),
  tax_cents: z.number().int(),
  details: z.array(z.string()),
});

/** An Order row (docs/product/accounts.md#orders): when, its number, its total and how it was paid. Only paid or placed orders. */
export const customerOrder = z.object({
  created_at: z.string(),
  no: z.string(),
  total_cents: z.number().int(),
  payment_type: z.string(),
  /** The card's type and last four digits, for an order paid by card; null otherwise. */
  card_type: z.string().nullable(),
  card_last4: z.string().nullable(),
  lines: z.array(customerOrderLine),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const getCustomerOrders = get(
  '/v1/customer/orders',
  {
    summary:
      "The logged-in customer's orders on this site (paid or placed; never declined or unfinished ones), newest first, with their lines. `customer_id` must be the session's customer (else 403); 401 without a session. Never cached.",
    tag,
    query: z.object({ customer_id: id, site_id: siteId }).strict(),
  },
  z.object({ orders: z.array(customerOrder) }),
);

/** The gateway's result of one billing (docs/product/accounts.md#subscriptions): '0' Approved, '12' Declined, '23' Invalid card. */
export const paymentResult = z.enum(['0', '12', '23']);
export type PaymentResult = z.infer<typeof paymentResult>;

/** One billing of a subscription. */
export const subscriptionPayment = z.object({
  amt_cents: z.number().int(),
  created_at: z.string(),
  bill_date: z.string(),
  result: paymentResult,
});
export type SubscriptionPayment = z.infer<typeof subscriptionPayment>;

/** A subscription as its customer sees it (docs/product/accounts.md#subscriptions). `id` is the public id. */
export const customerSubscription = z.object({
  id: z.string(),
  /** The first and the last bill date. */
  start: z.string(),
  end: z.string(),
  canceled: z.boolean(),
  canceled_at: z.string().nullable(),
  frequency: z.enum(['monthly', 'weekly']),
  /** Every date it bills on (or would have, had it not been cancelled). */
  bill_dates: z.array(z.string()),
  order: z.object({ created_at: z.string(), no: z.string() }),
  /** What it is and what it costs each billing period, tax included. */
  item: z.object({ name: z.string(), price_cents: z.number().int() }),
  payment_type: z.string(),
  card_last4: z.string().nullable(),
  payments: z.array(subscriptionPayment),
});
export type CustomerSubscription = z.infer<typeof customerSubscription>;

const subscriptionsAnswer = z.object({ subscriptions: z.array(customerSubscription) });

export const customerSubscriptionsBody = z.object({ customer_id: bodyId, site_id: bodyId }).strict();

export const postCustomerSubscriptions = post(
  '/v1/customer/subscriptions',
  {
    summary:
      "The logged-in customer's subscriptions on this site, newest first, each with its payments in bill date order. A POST, as the spec names it; it changes nothing. Only on sites selling subscriptions (`meal_plan_subscriptions` or `coffee_subscription`, else 404). `customer_id` must be the session's customer (else 403). Refused cross-site.",
    tag,
    body: customerSubscriptionsBody,
  },
  subscriptionsAnswer,
);

export const cancelSubscriptionBody = z
  .object({
    customer_id: bodyId,
    site_id: bodyId,
    subscription_id: subscriptionId,
    /** The call takes `public: true`: the id is the public one (the only kind this API knows). */
    public: z.literal(true, { error: 'Use true: the subscription id is the public one.' }).optional(),
  })
  .strict();
export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBody>;

export const postCancelSubscription = post(
  '/v1/customer/cancel_subscription',
  {
    summary:
      "Cancels one of the logged-in customer's subscriptions (one-way: it bills no more) and answers the list again. Cancelling one already cancelled changes nothing and answers the same list (its cancellation date stays the first). Another customer's or an unknown id is a 404, the same answer for both. Only on sites selling subscriptions (else 404). `customer_id` must be the session's customer (else 403). Refused cross-site.",
    tag,
    body: cancelSubscriptionBody,
  },
  subscriptionsAnswer,
);
