/**
 * Money in the purchase rules: whole cents (integers) everywhere, and every rounding of money done
 * here, so the page's preview and the server's charge round the same way.
 */

/** An amount of money in cents. */
export type Cents = number;

/**
 * The business limits of a purchase (decisions/0025 "Amount limits"): one declining balance line holds
 * at most $10,000.00, and a cart comes to at most $50,000.00, its lines' list prices and its total
 * alike. Far above any buyer's order, and low enough that every sum of a cart within them fits the
 * database's integer cents (up to $21,474,836.47) many times over.
 */
export const MAX_DECLINING_BALANCE_CENTS: Cents = 1_000_000;
export const MAX_CART_CENTS: Cents = 5_000_000;

/** A percentage as whole ten-thousandths of a percent (6.25 % is 62_500), so rates multiply exactly. */
type RateUnits = number;
const UNITS_PER_PERCENT = 10_000;
const UNITS_PER_WHOLE = 100 * UNITS_PER_PERCENT;

/** A percent such as 6.25 as exact units; rates finer than 1/10,000 % are rounded to that. */
export function rateUnits(percent: number): RateUnits {
  if (!Number.isFinite(percent) || percent < 0) return 0;
  return Math.round(percent * UNITS_PER_PERCENT);
}

export type Rounding = 'floor' | 'round' | 'ceil';

/** Divides two non-negative integers and rounds the quotient as asked (round: half up). */
export function divide(numerator: number, denominator: number, rounding: Rounding): number {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  if (rest === 0) return whole;
  if (rounding === 'floor') return whole;
  if (rounding === 'ceil') return whole + 1;
  return rest * 2 >= denominator ? whole + 1 : whole;
}

/** `percent` % of `amount`, rounded to the cent as asked. */
export function percentOf(amount: Cents, percent: number, rounding: Rounding): Cents {
  if (amount <= 0) return 0;
  return divide(amount * rateUnits(percent), UNITS_PER_WHOLE, rounding);
}

/** Dollars as typed ('25', '25.5', '1,200.00' is not taken) to cents; null when it is not an amount. */
export function parseDollars(text: string): Cents | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Dollars as a number (a database numeric, 2450 or 12.5) to cents. */
export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** docs/product/site.md#formats: two decimals and thousands commas, '$2,450.00'; a negative amount '-$5.00'. */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${grouped.format(Math.abs(cents) / 100)}`;
}
