import { formatMoney, subscriptionBillDates } from '@commons/domain';
import type { Cart, CartItem } from '@commons/contract';
import type { NewOrderLine, NewSubscription } from './orders.repo.ts';

/** Dates in mail and lists: 'Dec 1, 2026' (docs/product/site.md#formats). */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The bill dates of a subscription line (the first is paid at checkout); empty for other lines. */
export function billDatesOf(item: CartItem): string[] {
  if (item.coffee) return item.coffee.bill_dates;
  return item.subscription ? subscriptionBillDates(item.subscription) : [];
}

/**
 * A promo code on a line: the code's own message when it applied or was recorded ('Promo code
 * WELCOME10 applied.' names the code already), else the code and why it did not apply.
 */
function promoDetail(code: string, message: string | null, isApplied: boolean): string {
  if (isApplied && message) return message;
  return message ? `Promo code ${code}: ${message}` : `Promo code ${code}`;
}

/** What the receipt and the order list say a line is, besides its name and money. */
function detailsOf(item: CartItem): string[] {
  const details: string[] = [];
  if (item.swipes > 0) details.push(`${item.swipes} meals`);
  if (item.declining_balance_value_cents !== null && item.declining_balance_value_cents > 0) details.push(`${formatMoney(item.declining_balance_value_cents)} in dining dollars`);
  const bills = billDatesOf(item);
  if (bills.length > 0) {
    const every = item.coffee !== null || item.subscription?.frequency === 'monthly' ? 'a month' : 'a week';
    details.push(`${formatMoney(item.list_price_cents)} ${every}, billed on ${bills.map(shortDate).join(', ')}`);
  }
  if (item.bonus_cents > 0) details.push(`Bonus: ${formatMoney(item.bonus_cents)}`);
  if (item.promo_code) details.push(promoDetail(item.promo_code, item.promoMessage, item.promo_price_cents !== null));
  return details;
}

/** The order's lines, as the server priced the cart. */
export const orderLinesOf = (cart: Cart): NewOrderLine[] =>
  cart.items.map((item) => ({
    kind: item.type,
    name: item.name,
    price_cents: item.price_cents,
    tax_cents: item.tax_cents,
    discount_cents: item.discount_cents,
    bonus_cents: item.bonus_cents,
    promo_code: item.promo_code,
    details: detailsOf(item),
  }));

/** The subscriptions an order starts: one per subscription line, billed per period on its dates. */
export function subscriptionsOf(cart: Cart, order: { site_id: number; customer_id: number; order_id: number; payment_type: string; card_token: string | null; card_last4: string | null }): NewSubscription[] {
  return cart.items.flatMap((item) => {
    const bills = billDatesOf(item);
    if (bills.length === 0) return [];
    const frequency = item.subscription?.frequency ?? 'monthly';
    return [{ ...order, kind: item.type, item_name: item.name, frequency, price_cents: item.price_cents + item.tax_cents, bill_dates: bills }];
  });
}
