import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import type { Runner } from '../purchase/cart.repo.ts';

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

/** The SQL of subscription billing: the bills due, locked for one pass, and their payments. */
export function subscriptionBillingRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Runner) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(tx));
    },

    /**
     * Up to `limit` bills due by `now` (each site's own calendar date) of subscriptions not
     * cancelled, without a payment, their subscriptions locked until the transaction ends; rows
     * another instance holds are skipped (it is billing them).
     */
    async lockDue(tx: Runner, now: Date, limit: number): Promise<DueBill[]> {
      const result = await tx.execute<DueBill>(sql`
        select s.id as subscription_id, s.public_id, d.bill_date::text as bill_date, s.price_cents, s.payment_type, s.card_token, s.item_name
        from ${subscriptions} s
          join ${sites} site on site.id = s.site_id
          cross join lateral unnest(s.bill_dates) as d(bill_date)
        where s.canceled_at is null
          and d.bill_date <= (${now.toISOString()}::timestamptz at time zone site.time_zone)::date
          and not exists (select 1 from ${subscriptionPayments} p where p.subscription_id = s.id and p.bill_date = d.bill_date)
        order by d.bill_date, s.id
        limit ${limit}
        for update of s skip locked`);
      return result.rows;
    },

    /** Records a bill's result; false when it was recorded already. */
    async record(tx: Runner, bill: Pick<DueBill, 'subscription_id' | 'bill_date' | 'price_cents'>, resultCode: string, now: Date): Promise<boolean> {
      const stored = await tx
        .insert(subscriptionPayments)
        .values({ subscription_id: bill.subscription_id, bill_date: bill.bill_date, amount_cents: bill.price_cents, result_code: resultCode, created_at: now })
        .onConflictDoNothing()
        .returning({ id: subscriptionPayments.id });
      return stored.length > 0;
    },
  };
}
export type SubscriptionBillingRepo = ReturnType<typeof subscriptionBillingRepo>;
