import { orderNumber } from './order-number.ts';
import type { CustomerOrder, CustomerSubscription, PaymentResult } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { CustomerRow } from '../customers/customers.repo.ts';
import { findLoginSite } from '../customers/customers.service.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CustomerOrdersRepo, OwnPaymentRow } from './customer-orders.repo.ts';

export const CUSTOMER_ORDER_MESSAGES = {
  noSubscriptions: 'This site sells no subscriptions.',
  /** One answer for an unknown id and another customer's: neither is said to exist. */
  subscriptionNotFound: 'We were unable to locate this subscription.',
} as const;


const RESULTS: readonly string[] = ['0', '12', '23'] satisfies PaymentResult[];
/** A stored result code; one the gateway never gives reads as declined (not paid). */
const resultOf = (code: string): PaymentResult => (RESULTS.includes(code) ? (code as PaymentResult) : '12');

/** Does the site sell subscriptions: meal plan ones or the coffee subscription? */
const sellsSubscriptions = (flags: Record<string, boolean>) => flags.meal_plan_subscriptions === true || flags.coffee_subscription === true;

/**
 * The account's Orders and Subscriptions tabs (docs/product/accounts.md#orders, docs/product/api.md#accounts). The routes check the session;
 * every read and write here is scoped to that customer and site.
 */
export function customerOrdersService(repo: CustomerOrdersRepo, sites: SitesRepo, clock: () => Date) {
  async function subscriptionsOf(customer: CustomerRow, siteId: number): Promise<{ subscriptions: CustomerSubscription[] }> {
    const rows = await repo.subscriptionsOf(customer.id, siteId);
    const payments = new Map<number, OwnPaymentRow[]>();
    for (const payment of await repo.paymentsOf(rows.map((row) => row.id))) payments.set(payment.subscription_id, [...(payments.get(payment.subscription_id) ?? []), payment]);
    return {
      subscriptions: rows.map((row) => ({
        id: row.public_id,
        start: row.bill_dates[0] ?? '',
        end: row.bill_dates.at(-1) ?? '',
        canceled: row.canceled_at !== null,
        canceled_at: row.canceled_at?.toISOString() ?? null,
        frequency: row.frequency,
        bill_dates: row.bill_dates,
        order: { created_at: row.order_created_at.toISOString(), no: orderNumber(row.order_id) },
        item: { name: row.item_name, price_cents: row.price_cents },
        payment_type: row.payment_type,
        card_last4: row.card_last4,
        payments: (payments.get(row.id) ?? []).map((p) => ({ amt_cents: p.amount_cents, created_at: p.created_at.toISOString(), bill_date: p.bill_date, result: resultOf(p.result_code) })),
      })),
    };
  }

  return {
    /** A site with customer login that sells subscriptions; any other is not found (before the session is looked at). */
    async subscriptionSite(siteId: number): Promise<void> {
      const site = await findLoginSite(sites, siteId);
      if (!sellsSubscriptions(site.flags)) throw notFound(CUSTOMER_ORDER_MESSAGES.noSubscriptions);
    },

    async orders(customer: CustomerRow, siteId: number): Promise<{ orders: CustomerOrder[] }> {
      const rows = await repo.ordersOf(customer.id, siteId);
      const lines = await repo.linesOf(rows.map((row) => row.id));
      return {
        orders: rows.map((row) => ({
          created_at: row.created_at.toISOString(),
          no: orderNumber(row.id),
          total_cents: row.total_cents,
          payment_type: row.payment_type,
          card_type: row.card_type,
          card_last4: row.card_last4,
          lines: lines.filter((line) => line.order_id === row.id).map(({ name, kind, price_cents, tax_cents, details }) => ({ name, kind, price_cents, tax_cents, details })),
        })),
      };
    },

    subscriptions: subscriptionsOf,

    /** One-way: an active subscription stops billing; an already cancelled one keeps its first cancellation. */
    async cancel(customer: CustomerRow, siteId: number, subscriptionId: string): Promise<{ subscriptions: CustomerSubscription[] }> {
      const isOwn = await repo.cancel(subscriptionId, customer.id, siteId, clock());
      if (!isOwn) throw notFound(CUSTOMER_ORDER_MESSAGES.subscriptionNotFound);
      return subscriptionsOf(customer, siteId);
    },
  };
}
export type CustomerOrdersService = ReturnType<typeof customerOrdersService>;
