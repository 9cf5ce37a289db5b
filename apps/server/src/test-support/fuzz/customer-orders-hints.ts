import { randomUUID } from 'node:crypto';
import { postCancelSubscription } from '@commons/contract';
import type { Db } from '../../db/client.ts';
import { orders, subscriptions } from '../../db/schema/index.ts';
import type { CustomerFuzz } from './customer-sessions.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

const buyer = { first_name: 'Ada', last_name: 'Lovelace', student_id: 'N1000001', email: 'ada@example.edu', phone_number: '4135550142', address: '100 Commons Way', city: 'Northfield', state: 'MA', zip_code: '01360', is_parent: false, student: null };

/**
 * Hints that let cancel_subscription reach past "not found": a subscription of the fuzzed
 * account's own (an order paid by card, stored directly), named by its public id. Cancelling it
 * again answers 200, so every request of the run can reach as deep.
 */
export async function customerOrdersHints(db: Db, customerFuzz: CustomerFuzz): Promise<(target: FuzzTarget) => Hints> {
  const cancelTarget: FuzzTarget = { ...postCancelSubscription, fastifyUrl: postCancelSubscription.path };
  const account = customerFuzz.hintsFor(cancelTarget);
  const [customerId] = account.customer_id ?? [];
  const [siteId] = account.site_id ?? [];
  if (typeof customerId !== 'number' || typeof siteId !== 'number') throw new Error('The fuzz database has no account for cancel_subscription.');
  const [order] = await db
    .insert(orders)
    .values({
      site_id: siteId,
      customer_id: customerId,
      cart_id: randomUUID(),
      idempotency_key: randomUUID(),
      status: 'paid',
      payment_type: 'Credit card',
      subtotal_cents: 3_000,
      tax_cents: 0,
      discount_cents: 0,
      bonus_cents: 0,
      total_cents: 3_000,
      buyer,
      selections: { location: null, term: null, year: null, customer_type: 'Student' },
      card_type: 'Visa',
      card_last4: '1111',
      result_code: '0',
    })
    .returning({ id: orders.id });
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      site_id: siteId,
      customer_id: customerId,
      order_id: order?.id ?? 0,
      kind: 'Coffee subscription',
      item_name: 'Coffee subscription, 2 months',
      frequency: 'monthly',
      price_cents: 3_000,
      bill_dates: ['2026-11-22', '2026-12-22'],
      payment_type: 'Credit card',
      card_last4: '1111',
    })
    .returning({ public_id: subscriptions.public_id });
  const hints: Hints = { subscription_id: [subscription?.public_id ?? ''], public: [true] };
  return (target) => (target.method === postCancelSubscription.method && target.path === postCancelSubscription.path ? hints : {});
}
