import { formatReservationDate as mdyy } from '../reservations/slot-time.ts';
import { formatMoney, type Cents } from './money.ts';

/** A subscription's charges as its order took them: the first bill at checkout, the rest on their dates. */
export interface SubscriptionCharges {
  /** The site's calendar date of the checkout, 'YYYY-MM-DD'. */
  paidOn: string;
  /** What the checkout charged for the first billing period. */
  amountCents: Cents;
  frequency: 'monthly' | 'weekly';
  /** Every bill date, 'YYYY-MM-DD'; the first is the one paid at checkout. */
  billDates: readonly string[];
}

/** The words a receipt, an order and the Subscriptions tab say about a subscription's charges. */
export const SUBSCRIPTION_CHARGE_TEXTS = {
  paidAtCheckout: (date: string, amount: string) => `Paid at checkout ${date}: ${amount}`,
  firstPeriodLater: (period: string, start: string) => `The first ${period} starts ${start}. Its bill is taken at checkout, because a subscription's first ${period} is paid with its order.`,
  laterBills: (dates: string) => `Then billed on ${dates}`,
} as const;

/**
 * What was charged at checkout, said apart from the later bills, so that a charge today and the
 * next on the 1st do not read as one bill taken twice: 'Paid at checkout 11/28/26: $395.00'; for a
 * plan whose first period starts after the checkout, when that period starts and why its bill was
 * already taken; then the later bill dates. Dates M/D/YY.
 */
export function subscriptionChargeTexts(charges: SubscriptionCharges): string[] {
  const T = SUBSCRIPTION_CHARGE_TEXTS;
  const [first, ...later] = charges.billDates;
  const period = charges.frequency === 'weekly' ? 'week' : 'month';
  const texts: string[] = [T.paidAtCheckout(mdyy(charges.paidOn), formatMoney(charges.amountCents))];
  if (first !== undefined && first > charges.paidOn) texts.push(T.firstPeriodLater(period, mdyy(first)));
  if (later.length > 0) texts.push(T.laterBills(later.map(mdyy).join(', ')));
  return texts;
}
