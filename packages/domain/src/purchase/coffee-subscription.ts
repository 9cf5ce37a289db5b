import { addDays } from '../schedule/calendar.ts';
import { priceLine } from './cart-totals.ts';
import type { LineFigures, LinePreview, PreviewTax } from './line-preview.ts';
import type { Cents } from './money.ts';

/**
 * docs/product/purchase.md#coffee: 1 to 5 months, billed monthly on the purchase date, never
 * taxed, at the settings' price per month (cents). The cart lists it like the monthly meal plan
 * subscriptions, at its price per billing period: what is charged today is one month; the total
 * over the months is shown beside it, never added to the cart's total (decisions/0025).
 */
export const COFFEE_MIN_MONTHS = 1;
export const COFFEE_MAX_MONTHS = 5;
/** The months a buyer may choose, 1 to 5. */
export const COFFEE_MONTH_CHOICES: readonly number[] = Array.from({ length: COFFEE_MAX_MONTHS - COFFEE_MIN_MONTHS + 1 }, (_, i) => COFFEE_MIN_MONTHS + i);

export const COFFEE_MESSAGES = {
  months: `Choose from ${COFFEE_MIN_MONTHS} to ${COFFEE_MAX_MONTHS} months.`,
} as const;

/** Is `value` a number of months the coffee subscription is sold for (a whole number from 1 to 5)? */
export const isCoffeeMonths = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= COFFEE_MIN_MONTHS && value <= COFFEE_MAX_MONTHS;

/** The months as chosen (a number, or digits as a form holds them), or the rule as a message (docs/product/purchase.md#coffee). */
export function checkCoffeeMonths(value: unknown): { months: number } | { problem: string } {
  const months = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : value;
  return isCoffeeMonths(months) ? { months } : { problem: COFFEE_MESSAGES.months };
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same day of the month `months` months after `date` ('YYYY-MM-DD'); a day the month lacks
 * becomes its last day (the 31st bills on April 30 and February 28 or 29, and on March 31 again:
 * every bill counts from the purchase date, never from the bill before).
 */
export function sameDayMonthsLater(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return `${String(toYear).padStart(4, '0')}-${pad(toMonth)}-${pad(Math.min(day, daysInMonth(toYear, toMonth)))}`;
}

/** A coffee subscription bought on `purchaseDate` for `months` months: what is billed when. */
export interface CoffeeSchedule {
  months: number;
  pricePerMonth: Cents;
  /** Every bill over the months: months × price per month. */
  total: Cents;
  /** One bill a month on the purchase date's day of the month, the first on the purchase date. */
  billDates: string[];
  /** The last day the subscription covers: the day before the month after the last bill starts. */
  endsOn: string;
}

/**
 * The bills of a coffee subscription bought on `purchaseDate` (the site's local date) for
 * `months` months at `pricePerMonth`. Throws a RangeError for months outside 1..5 (check them
 * with `checkCoffeeMonths` first).
 */
export function coffeeSchedule(pricePerMonth: Cents, months: number, purchaseDate: string): CoffeeSchedule {
  if (!isCoffeeMonths(months)) throw new RangeError(COFFEE_MESSAGES.months);
  const billDates = Array.from({ length: months }, (_, i) => sameDayMonthsLater(purchaseDate, i));
  return { months, pricePerMonth, total: pricePerMonth * months, billDates, endsOn: addDays(sameDayMonthsLater(purchaseDate, months), -1) };
}

/** The name the coffee subscription carries in the cart: 'Coffee subscription, 3 months'. */
export const coffeeSubscriptionName = (months: number): string => `Coffee subscription, ${months} ${months === 1 ? 'month' : 'months'}`;

/** The cart line: listed at one month's price (today's charge), no discount, no bonus, never taxed. */
export function coffeeSubscriptionLine(pricePerMonth: Cents): LineFigures {
  return { line: { kind: 'Coffee subscription', listPrice: pricePerMonth, discount: 0 }, bonus: 0 };
}

/** What the page previews before adding: the line as charged today, and the bills over the months. */
export function coffeeSubscriptionPreview(pricePerMonth: Cents, months: number, purchaseDate: string, tax: PreviewTax): LinePreview & { schedule: CoffeeSchedule } {
  const { line, bonus } = coffeeSubscriptionLine(pricePerMonth);
  const priced = priceLine(line, { currentMonth: purchaseDate.slice(0, 7), ...tax });
  return { ...priced, bonus, total: priced.price + priced.tax, schedule: coffeeSchedule(pricePerMonth, months, purchaseDate) };
}
