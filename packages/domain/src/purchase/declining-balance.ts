import { dollarsToCents, formatMoney, MAX_DECLINING_BALANCE_CENTS, parseDollars, percentOf, type Cents } from './money.ts';

/** A declining balance product (docs/product/purchase.md#declining-balance), its amounts in dollars as the order form gives them. */
export interface DecliningBalanceProduct {
  name: string;
  minimum_purchase: number;
  requires_plan: boolean;
  is_discount: boolean;
  /** Percent. */
  discount: number;
  is_grad_discount: boolean;
  grad_discount_interval: number;
  grad_discount: number;
  max_grad_discount: number;
  is_bonus: boolean;
  /** Percent of the amount (our reading; decisions/0025). */
  bonus: number;
  is_grad_bonus: boolean;
  grad_bonus_interval: number;
  grad_bonus: number;
  max_grad_bonus: number;
}

/** `floor`/`ceil`(amount / interval) steps of `step`, at most `max`; nothing without an interval. */
function graduated(amount: Cents, interval: Cents, step: Cents, max: Cents, rounding: 'floor' | 'ceil'): Cents {
  if (interval <= 0 || step <= 0 || amount <= 0) return 0;
  const steps = rounding === 'ceil' ? Math.ceil(amount / interval) : Math.floor(amount / interval);
  const earned = steps * step;
  return max > 0 ? Math.min(earned, max) : earned;
}

/**
 * docs/product/purchase.md#discounts: a simple percent discount (to the cent), or a graduated one, ceil(amount / interval)
 * × step capped at the maximum; never more than the amount.
 */
export function decliningBalanceDiscount(amount: Cents, product: DecliningBalanceProduct): Cents {
  let discount = 0;
  if (product.is_discount) discount = percentOf(amount, product.discount, 'round');
  else if (product.is_grad_discount) {
    discount = graduated(amount, dollarsToCents(product.grad_discount_interval), dollarsToCents(product.grad_discount), dollarsToCents(product.max_grad_discount), 'ceil');
  }
  return Math.min(discount, amount);
}

/**
 * docs/product/purchase.md#discounts: a bonus once the amount reaches the minimum purchase (a percent of it, to the cent),
 * or a graduated one, floor(amount / interval) × step capped at the maximum; none when the product
 * requires a meal plan and the cart has none.
 */
export function decliningBalanceBonus(amount: Cents, product: DecliningBalanceProduct, cartHasMealPlan: boolean): Cents {
  if (product.requires_plan && !cartHasMealPlan) return 0;
  if (amount < dollarsToCents(product.minimum_purchase)) return 0;
  if (product.is_bonus) return percentOf(amount, product.bonus, 'round');
  if (product.is_grad_bonus) return graduated(amount, dollarsToCents(product.grad_bonus_interval), dollarsToCents(product.grad_bonus), dollarsToCents(product.max_grad_bonus), 'floor');
  return 0;
}

export const decliningBalanceMessages = {
  notANumber: (name: string) => `The specified ${name} amount must be a number.`,
  belowMinimum: (minimum: Cents) => `Value must be higher than ${formatMoney(minimum)}.`,
  /** Ours (decisions/0025 "Amount limits"): the spec sets no maximum. */
  aboveMaximum: `Value must be at most ${formatMoney(MAX_DECLINING_BALANCE_CENTS)}.`,
} as const;

/**
 * docs/product/purchase.md#declining-balance: digits with at most 2 decimals, at most
 * MAX_DECLINING_BALANCE_CENTS, and with what the cart already holds of declining balance, at least
 * the product's minimum. Answers the amount in cents, or the message.
 */
export function checkDecliningBalanceAmount(text: string, product: DecliningBalanceProduct, inCart: Cents): { amount: Cents } | { problem: string } {
  const amount = parseDollars(text);
  if (amount === null || amount <= 0) return { problem: decliningBalanceMessages.notANumber(product.name) };
  if (amount > MAX_DECLINING_BALANCE_CENTS) return { problem: decliningBalanceMessages.aboveMaximum };
  const minimum = dollarsToCents(product.minimum_purchase);
  if (amount + inCart < minimum) return { problem: decliningBalanceMessages.belowMinimum(minimum) };
  return { amount };
}
