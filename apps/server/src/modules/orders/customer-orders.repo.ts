import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';

export type OwnOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'created_at' | 'total_cents' | 'payment_type' | 'card_type' | 'card_last4'>;
export type OwnOrderLineRow = Pick<typeof orderLines.$inferSelect, 'order_id' | 'name' | 'kind' | 'price_cents' | 'tax_cents' | 'details'>;
export type OwnSubscriptionRow = Pick<
  typeof subscriptions.$inferSelect,
  'id' | 'public_id' | 'item_name' | 'frequency' | 'price_cents' | 'bill_dates' | 'payment_type' | 'card_last4' | 'canceled_at' | 'order_id'
> & { order_created_at: Date };
export type OwnPaymentRow = Pick<typeof subscriptionPayments.$inferSelect, 'subscription_id' | 'bill_date' | 'amount_cents' | 'result_code' | 'created_at'>;

/** Orders that really happened: paid by card or placed on an account (never pending or declined). */
const FINISHED = ['paid', 'placed'] as const;

/** The SQL of the account's Orders and Subscriptions tabs: always one customer's rows on one site. */
export function customerOrdersRepo(db: Db) {
  return {
    /** The customer's finished orders on the site, newest first. */
    async ordersOf(customerId: number, siteId: number): Promise<OwnOrderRow[]> {
      return db
        .select({ id: orders.id, created_at: orders.created_at, total_cents: orders.total_cents, payment_type: orders.payment_type, card_type: orders.card_type, card_last4: orders.card_last4 })
        .from(orders)
        .where(and(eq(orders.customer_id, customerId), eq(orders.site_id, siteId), inArray(orders.status, [...FINISHED])))
        .orderBy(desc(orders.created_at), desc(orders.id));
    },

    /** The lines of `orderIds`, in the order they were placed. */
    async linesOf(orderIds: number[]): Promise<OwnOrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({ order_id: orderLines.order_id, name: orderLines.name, kind: orderLines.kind, price_cents: orderLines.price_cents, tax_cents: orderLines.tax_cents, details: orderLines.details })
        .from(orderLines)
        .where(inArray(orderLines.order_id, orderIds))
        .orderBy(asc(orderLines.id));
    },

    /** The customer's subscriptions on the site, newest first, with their order's time. */
    async subscriptionsOf(customerId: number, siteId: number): Promise<OwnSubscriptionRow[]> {
      return db
        .select({
          id: subscriptions.id,
          public_id: subscriptions.public_id,
          item_name: subscriptions.item_name,
          frequency: subscriptions.frequency,
          price_cents: subscriptions.price_cents,
          bill_dates: subscriptions.bill_dates,
          payment_type: subscriptions.payment_type,
          card_last4: subscriptions.card_last4,
          canceled_at: subscriptions.canceled_at,
          order_id: subscriptions.order_id,
          order_created_at: orders.created_at,
        })
        .from(subscriptions)
        .innerJoin(orders, eq(orders.id, subscriptions.order_id))
        .where(and(eq(subscriptions.customer_id, customerId), eq(subscriptions.site_id, siteId)))
        .orderBy(desc(subscriptions.created_at), desc(subscriptions.id));
    },

    /** The payments of `subscriptionIds`, by bill date. */
    async paymentsOf(subscriptionIds: number[]): Promise<OwnPaymentRow[]> {
      if (subscriptionIds.length === 0) return [];
      return db
        .select({
          subscription_id: subscriptionPayments.subscription_id,
          bill_date: subscriptionPayments.bill_date,
          amount_cents: subscriptionPayments.amount_cents,
          result_code: subscriptionPayments.result_code,
          created_at: subscriptionPayments.created_at,
        })
        .from(subscriptionPayments)
        .where(inArray(subscriptionPayments.subscription_id, subscriptionIds))
        .orderBy(asc(subscriptionPayments.bill_date), asc(subscriptionPayments.id));
    },

    /**
     * Cancels the customer's subscription `publicId` on the site, if still active, in one statement
     * (two cancels at once set one time). Answers whether the customer has such a subscription.
     */
    async cancel(publicId: string, customerId: number, siteId: number, now: Date): Promise<boolean> {
      const own = and(eq(subscriptions.public_id, publicId), eq(subscriptions.customer_id, customerId), eq(subscriptions.site_id, siteId));
      const cancelled = await db.update(subscriptions).set({ canceled_at: now }).where(and(own, isNull(subscriptions.canceled_at))).returning({ id: subscriptions.id });
      if (cancelled.length > 0) return true;
      const [found] = await db.select({ id: subscriptions.id }).from(subscriptions).where(own);
      return found !== undefined;
    },
  };
}
export type CustomerOrdersRepo = ReturnType<typeof customerOrdersRepo>;
