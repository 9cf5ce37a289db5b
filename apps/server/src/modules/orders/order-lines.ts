import { formatMoney, subscriptionBillDates, subscriptionChargeTexts } from '@commons/domain';
import type { Cart, CartItem, SubscriptionChargeNote } from '@commons/contract';
import type { NewOrderLine, NewSubscription } from './orders.repo.ts';

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

/** What checkout charged a subscription line on `paidOn` (the site's date), apart from its later bills; empty for other lines. */
function chargeTextsOf(item: CartItem, paidOn: string): string[] {
  const bills = billDatesOf(item);
  if (bills.length === 0) return [];
  return subscriptionChargeTexts({ paidOn, amountCents: item.price_cents + item.tax_cents, frequency: item.subscription?.frequency ?? 'monthly', billDates: bills });
}

/** Each subscription line's charges, for the order's answer (the order complete page shows them). */
export const subscriptionChargesOf = (cart: Cart, paidOn: string): SubscriptionChargeNote[] =>
  cart.items.flatMap((item) => {
    const texts = chargeTextsOf(item, paidOn);
    return texts.length > 0 ? [{ name: item.name, texts }] : [];
  });

/**
 * What the receipt and the order list say a line is, besides its name and money. A subscription
 * says what checkout charged on `paidOn` (the site's date) apart from its later bills.
 */
function detailsOf(item: CartItem, paidOn: string): string[] {
  const details: string[] = [];
  if (item.swipes > 0) details.push(`${item.swipes} meals`);
  if (item.declining_balance_value_cents !== null && item.declining_balance_value_cents > 0) details.push(`${formatMoney(item.declining_balance_value_cents)} in dining dollars`);
  const charges = chargeTextsOf(item, paidOn);
  if (charges.length > 0) {
    const frequency = item.subscription?.frequency ?? 'monthly';
    details.push(`${formatMoney(item.list_price_cents)} ${frequency === 'monthly' ? 'a month' : 'a week'}`, ...charges);
  }
  if (item.bonus_cents > 0) details.push(`Bonus: ${formatMoney(item.bonus_cents)}`);
  if (item.promo_code) details.push(promoDetail(item.promo_code, item.promoMessage, item.promo_price_cents !== null));
  return details;
}

/** The order's lines, as the server priced the cart, for a checkout on `paidOn` (the site's date). */
export const orderLinesOf = (cart: Cart, paidOn: string): NewOrderLine[] =>
  cart.items.map((item) => ({
    kind: item.type,
    name: item.name,
    price_cents: item.price_cents,
    tax_cents: item.tax_cents,
    discount_cents: item.discount_cents,
    bonus_cents: item.bonus_cents,
    promo_code: item.promo_code,
    details: detailsOf(item, paidOn),
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
