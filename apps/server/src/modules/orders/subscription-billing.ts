import type { FastifyBaseLogger } from 'fastify';
import { RESULT_CODES, type PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { periodicJob, type PeriodicJobSettings } from '../../platform/periodic-job.ts';
import type { DueBill, SubscriptionBillingRepo } from './subscription-billing.repo.ts';

const BATCH = 25;
/** How long a pass holds the bills it claimed: far more than a batch of charges takes. */
const LEASE_MS = 5 * 60_000;

/** SUBSCRIPTION_BILLING and SUBSCRIPTION_BILLING_EVERY_MS. */
export type BillingSettings = PeriodicJobSettings;

/** The gateway's reference of one bill: a processor charges a reference once. */
export const billReference = (bill: Pick<DueBill, 'public_id' | 'bill_date'>) => `subscription:${bill.public_id}:${bill.bill_date}`;

/**
 * The subscription billing job of one instance (docs/product/purchase.md#billing payments; decisions/0027). Every
 * `everyMs` it claims the bills due by today (each site's calendar) that have no payment, their
 * subscriptions leased to this pass for LEASE_MS in one statement (FOR UPDATE SKIP LOCKED), then,
 * with no transaction open, charges each through the gateway with a reference naming the
 * subscription and the date, records the result ('0' Approved, '12' Declined, '23' Invalid card)
 * and gives the lease back. Another instance skips the leased subscriptions; a pass that dies leaves
 * its lease to run out, and the next charges the same reference, which the gateway answers once.
 * The payment is unique per subscription and date: each period is billed exactly once.
 * Student ID and payroll deduction bills are recorded as approved: the school bills them.
 */
export function subscriptionBilling(repo: SubscriptionBillingRepo, gateway: PaymentGateway, clock: () => Date, settings: BillingSettings, log: FastifyBaseLogger) {
  async function bill(due: DueBill): Promise<string> {
    if (due.payment_type !== 'Credit card') return RESULT_CODES.approved;
    if (!due.card_token) return RESULT_CODES.invalid;
    const charged = await gateway.chargeSaved({ reference: billReference(due), amountCents: due.price_cents, cardToken: due.card_token, description: `${due.item_name}, ${due.bill_date}` });
    return charged.code;
  }

  /** One pass: bills every due bill, a batch at a time; answers how many were recorded. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = clock();
      const leaseUntil = new Date(now.getTime() + LEASE_MS);
      const due = await repo.claimDue(now, leaseUntil, BATCH);
      try {
        for (const item of due) if (await repo.record(item, await bill(item), now)) total++;
      } finally {
        await repo.release([...new Set(due.map((item) => item.subscription_id))], leaseUntil);
      }
      if (due.length < BATCH) return total;
    }
  }

  return periodicJob(runOnce, settings, log, { done: 'subscription bills recorded', failed: 'subscription billing pass failed' });
}
export type SubscriptionBilling = ReturnType<typeof subscriptionBilling>;
