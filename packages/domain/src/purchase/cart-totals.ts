import { formatMoney, MAX_CART_CENTS, type Cents } from './money.ts';
import { taxFor, type ItemKind, type TaxSettings } from './tax.ts';

/** One cart line before tax: what it is listed at and what comes off. */
export interface CartLine {
  kind: ItemKind;
  listPrice: Cents;
  /** Every discount on the line (declining balance, custom plan, promo), in cents. */
  discount: Cents;
  planAppliesTax?: boolean;
  subscriptionStartMonth?: string | null;
}

/** A line as charged: the price after its discount, and the tax on that price. */
export interface PricedLine extends CartLine {
  price: Cents;
  tax: Cents;
}

/** Who buys and when: what decides tax. */
export interface TaxContext {
  settings: TaxSettings;
  customerTypeAppliesTax: boolean;
  /** 'YYYY-MM' in the site's zone. */
  currentMonth: string;
}

/** The line's price after its discount (never below zero) and its tax on that price. */
export function priceLine(line: CartLine, context: TaxContext): PricedLine {
  const discount = Math.min(Math.max(0, line.discount), line.listPrice);
  const price = line.listPrice - discount;
  const tax = taxFor({ kind: line.kind, price, planAppliesTax: line.planAppliesTax, subscriptionStartMonth: line.subscriptionStartMonth }, context.settings, context.customerTypeAppliesTax, context.currentMonth);
  return { ...line, discount, price, tax };
}

export interface CartTotals {
  /** The lines' list prices. */
  subtotal: Cents;
  discount: Cents;
  tax: Cents;
  /** subtotal − discount + tax. */
  total: Cents;
}

/** The cart's totals, from its priced lines: the one sum the page shows and the server charges. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  for (const line of lines) {
    subtotal += line.listPrice;
    discount += line.discount;
    tax += line.tax;
  }
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

/** Ours (decisions/0025 "Amount limits"): a change that takes a cart past MAX_CART_CENTS is refused with this. */
export const CART_LIMIT_MESSAGE = `Your cart can hold at most ${formatMoney(MAX_CART_CENTS)}.`;

/** Does a cart with these totals go past MAX_CART_CENTS, by its lines' list prices or by its total? */
export const isOverCartLimit = (totals: Pick<CartTotals, 'subtotal' | 'total'>): boolean => Math.max(totals.subtotal, totals.total) > MAX_CART_CENTS;
