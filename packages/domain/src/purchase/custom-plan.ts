import { dollarsToCents, type Cents } from './money.ts';

/** A custom plan option (docs/product/purchase.md#custom-plan): swipes, or declining balance dollars, each with its price. */
export interface CustomPlanOption {
  type: 'swipe' | 'db';
  /** A swipe count, or the dollars of balance the option credits. */
  value: number;
  /** Dollars. */
  price: number;
}

/** What a custom plan costs and credits (decisions/0025). */
export interface CustomPlanPricing {
  /** What the cart lists as its price before the discount. */
  listPrice: Cents;
  discount: Cents;
  bonus: Cents;
  /** What is charged (before tax): listPrice − discount. */
  price: Cents;
  /** The balance credited. */
  balance: Cents;
}

/**
 * docs/product/purchase.md#custom-plan leaves the formula out; ours (decisions/0025): the balance option credits `value`
 * dollars for `price` dollars, and the difference (value − price, when positive) is shown as the
 * setting says. As a **bonus**: the plan costs both prices and credits price + bonus = value. As a
 * **discount**: the plan is listed at the swipes price plus the balance's value, less the
 * difference. Either way the buyer pays the same and gets the same balance; only the wording of
 * the saving differs.
 */
export function customPlanPricing(swipes: CustomPlanOption, balance: CustomPlanOption, as: 'discount' | 'bonus'): CustomPlanPricing {
  const paid = dollarsToCents(swipes.price) + dollarsToCents(balance.price);
  const credited = dollarsToCents(balance.value);
  const difference = Math.max(0, credited - dollarsToCents(balance.price));
  if (as === 'bonus') return { listPrice: paid, discount: 0, bonus: difference, price: paid, balance: credited };
  return { listPrice: paid + difference, discount: difference, bonus: 0, price: paid, balance: credited };
}
