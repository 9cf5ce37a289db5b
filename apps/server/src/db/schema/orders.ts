import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { carts } from './purchase.ts';
import { sites } from './sites.ts';

/**
 * Orders of the meal plan purchase (docs/product/purchase.md#checkout; the account's orders and subscriptions: docs/product/accounts.md#orders, #subscriptions).
 * An order copies everything it was sold with (names, prices, the buyer's details), so it reads
 * the same after the catalog changes. Money is integer cents. Card numbers and security codes are
 * never stored: only the card's type and last four digits.
 */

export type OrderStatus = 'pending' | 'paid' | 'placed' | 'declined';

/** The buyer's details as checked at checkout (and the student's, for a parent's order). */
export interface OrderBuyer {
  first_name: string;
  last_name: string;
  student_id: string;
  email: string;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  is_parent: boolean;
  student: {
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    address: string;
    city: string;
    state: string;
    zip_code: string;
  } | null;
}

/** The customer selections the order was made under (docs/product/purchase.md#selections), by name as chosen. */
export interface OrderSelections {
  location: string | null;
  term: string | null;
  year: string | null;
  customer_type: string | null;
}

/** What a repeated submit of the same attempt is answered: the first answer, as sent. */
export interface StoredOrderAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    public_id: uuid('public_id').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The cart it was placed from (gone once the order succeeds): with the key, names one attempt. */
    cart_id: uuid('cart_id').notNull(),
    /** The client's key for one submit attempt: a repeated submit answers the first result. */
    idempotency_key: text('idempotency_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    payment_type: text('payment_type').notNull(),
    subtotal_cents: integer('subtotal_cents').notNull(),
    tax_cents: integer('tax_cents').notNull(),
    discount_cents: integer('discount_cents').notNull(),
    bonus_cents: integer('bonus_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
    selections: jsonb('selections').$type<OrderSelections>().notNull(),
    card_type: text('card_type'),
    card_last4: text('card_last4'),
    /** The gateway's result code ('0' approved, '12' declined, '23' invalid card), for card orders. */
    result_code: text('result_code'),
    answer: jsonb('answer').$type<StoredOrderAnswer>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_attempt_idx').on(t.cart_id, t.idempotency_key),
    index('orders_customer_idx').on(t.customer_id, t.created_at),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'placed', 'declined')`),
    check('orders_total_check', sql`${t.total_cents} >= 0`),
  ],
);

/**
 * Who is buying a cart (docs/product/purchase.md#checkout, step 4, `cart/customer`): the customer the order
 * will be placed for, and the details checked for it. Only the browser holding the cart's cookie
 * can name it; a customer with a password must also be the session's.
 */
export const cartBuyers = pgTable('cart_buyers', {
  cart_id: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  customer_id: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of an order, as priced when it was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** What the buyer pays for the line before tax (after any promo discount). */
    price_cents: integer('price_cents').notNull(),
    tax_cents: integer('tax_cents').notNull(),
    discount_cents: integer('discount_cents').notNull(),
    bonus_cents: integer('bonus_cents').notNull(),
    promo_code: text('promo_code'),
    /** A subscription's schedule, a custom plan's parts, a balance amount: what the receipt lists. */
    details: jsonb('details').$type<string[]>().notNull().default([]),
  },
  (t) => [index('order_lines_order_idx').on(t.order_id)],
);

/**
 * A subscription bought with an order: billed `price_cents` on each of `bill_dates` (site local
 * dates) until it is cancelled. Each billing is a `subscription_payments` row, one per date.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    public_id: uuid('public_id').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    item_name: text('item_name').notNull(),
    frequency: text('frequency').$type<'monthly' | 'weekly'>().notNull(),
    price_cents: integer('price_cents').notNull(),
    bill_dates: date('bill_dates', { mode: 'string' }).array().notNull(),
    payment_type: text('payment_type').notNull(),
    /** The gateway's token for the card it bills (never the card itself); null for other payment types. */
    card_token: text('card_token'),
    card_last4: text('card_last4'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    /** Until when one instance's billing pass holds this subscription's due bills (a lease: a pass that dies leaves it to run out). */
    billing_lease_until: timestamp('billing_lease_until', { withTimezone: true }),
  },
  (t) => [index('subscriptions_customer_idx').on(t.customer_id, t.created_at), check('subscriptions_frequency_check', sql`${t.frequency} in ('monthly', 'weekly')`)],
);

/** One billing of a subscription: at most one per bill date, whatever the number of instances. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: serial('id').primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    bill_date: date('bill_date', { mode: 'string' }).notNull(),
    amount_cents: integer('amount_cents').notNull(),
    /** '0' Approved, '12' Declined, '23' Invalid card (docs/product/accounts.md#subscriptions). */
    result_code: text('result_code').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_payments_once_idx').on(t.subscription_id, t.bill_date)],
);

/**
 * The sandbox gateway's own ledger (platform/payments/sandbox-gateway.ts): the charges a card
 * processor would keep, one per reference, so a repeated charge of one order is answered, not
 * made again. A real processor keeps this on its side.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  amount_cents: integer('amount_cents').notNull(),
  card_type: text('card_type').notNull(),
  card_last4: text('card_last4').notNull(),
  result_code: text('result_code').notNull(),
  result_message: text('result_message').notNull(),
  /** Names the card for later charges of a subscription; null when the charge failed. */
  card_token: text('card_token'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
