import { formatMoney, parseDollars, type Cents } from '@commons/domain';

/** The tile's amount messages (docs/product/purchase.md#recharge, verbatim) and its hint. */
export const RECHARGE_AMOUNT_TEXTS = {
  minimum: (minimum: Cents) => `Minimum ${formatMoney(minimum)}`,
  notANumber: 'The specified amount must be a number',
  belowMinimum: (minimum: Cents) => `A minimum amount of ${formatMoney(minimum)} is required`,
} as const;

/**
 * What is wrong with the amount typed, or null: a non-negative decimal (dollars, at most two
 * decimals as the cart takes them), at least the product's minimum purchase.
 */
export function rechargeAmountProblem(text: string, minimum: Cents): string | null {
  const amount = parseDollars(text);
  if (amount === null) return RECHARGE_AMOUNT_TEXTS.notANumber;
  if (amount < minimum) return RECHARGE_AMOUNT_TEXTS.belowMinimum(minimum);
  return null;
}
