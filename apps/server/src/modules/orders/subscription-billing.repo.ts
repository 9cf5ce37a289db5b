import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';

/** A bill of a subscription that is due and not yet billed. */
export type DueBill = {
  subscription_id: number;
  public_id: string;
  bill_date: string;
  price_cents: number;
  payment_type: string;
  card_token: string | null;
  item_name: string;
};

/** The SQL of subscription billing: the bills due, claimed for one pass, and their payments. */
export function subscriptionBillingRepo(db: Db) {
  return {
    /**
     * Takes up to `limit` bills due by `now` (each site's own calendar date) of subscriptions not
     * cancelled, without a payment, for this pass alone, in one statement: their subscriptions'
     * lease moves to `leaseUntil`, so another instance sweeping at the same moment skips them (SKIP
     * LOCKED) and later ones pass them by until the lease is given back or runs out. No transaction
     * stays open while the gateway is asked.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueBill[]> {
      const result = await db.execute<DueBill>(sql`
        with due as (
          select s.id as subscription_id, s.public_id, d.bill_date::text as bill_date, s.price_cents, s.payment_type, s.card_token, s.item_name
          from ${subscriptions} s
            join ${sites} site on site.id = s.site_id
            cross join lateral unnest(s.bill_dates) as d(bill_date)
          where s.canceled_at is null
            and (s.billing_lease_until is null or s.billing_lease_until <= ${now.toISOString()}::timestamptz)
            and d.bill_date <= (${now.toISOString()}::timestamptz at time zone site.time_zone)::date
            and not exists (select 1 from ${subscriptionPayments} p where p.subscription_id = s.id and p.bill_date = d.bill_date)
          order by d.bill_date, s.id
          limit ${limit}
          for update of s skip locked
        ), claimed as (
          update ${subscriptions} set billing_lease_until = ${leaseUntil.toISOString()}::timestamptz
          where id in (select subscription_id from due)
        )
        select * from due order by bill_date, subscription_id`);
      return result.rows;
    },

    /** Gives back the lease `claimDue` took on these subscriptions, if it is still this pass's. */
    async release(subscriptionIds: number[], leaseUntil: Date): Promise<void> {
      if (subscriptionIds.length === 0) return;
      await db
        .update(subscriptions)
        .set({ billing_lease_until: null })
        .where(and(inArray(subscriptions.id, subscriptionIds), eq(subscriptions.billing_lease_until, leaseUntil)));
    },

    /** Records a bill's result; false when it was recorded already. */
    async record(bill: Pick<DueBill, 'subscription_id' | 'bill_date' | 'price_cents'>, resultCode: string, now: Date): Promise<boolean> {
      const stored = await db
        .insert(subscriptionPayments)
        .values({ subscription_id: bill.subscription_id, bill_date: bill.bill_date, amount_cents: bill.price_cents, result_code: resultCode, created_at: now })
        .onConflictDoNothing()
        .returning({ id: subscriptionPayments.id });
      return stored.length > 0;
    },
  };
}
export type SubscriptionBillingRepo = ReturnType<typeof subscriptionBillingRepo>;
