import { priceLine, type CartLine, type PricedLine, type TaxContext } from './cart-totals.ts';
import { customPlanPricing } from './custom-plan.ts';
import { decliningBalanceBonus, decliningBalanceDiscount, type DecliningBalanceProduct } from './declining-balance.ts';
import { formatMoney, type Cents } from './money.ts';

/**
 * What a declining balance amount, a custom plan or a meal plan line costs, worked out from the
 * catalogue as the order form and the database hold it (money in cents). The server prices its
 * cart lines with the `…Line` builders below, and the purchase page previews a line before adding
 * it with the `…Preview` functions, which are the same builders priced with `priceLine`: every
 * cent the page shows is the cent the server charges (decisions/0025).
 */

/** A declining balance product with its money in cents (the order form's and the table's shape). */
export interface DecliningBalanceProductCents {
  name: string;
  minimum_purchase_cents: Cents;
  requires_plan: boolean;
  is_discount: boolean;
  discount: number;
  is_grad_discount: boolean;
  grad_discount_interval_cents: Cents;
  grad_discount_cents: Cents;
  max_grad_discount_cents: Cents;
  is_bonus: boolean;
  bonus: number;
  is_grad_bonus: boolean;
  grad_bonus_interval_cents: Cents;
  grad_bonus_cents: Cents;
  max_grad_bonus_cents: Cents;
}

const dollars = (cents: Cents) => cents / 100;

/** The product as the declining balance rules take it (dollars). */
export function decliningBalanceProductOf(product: DecliningBalanceProductCents): DecliningBalanceProduct {
  return {
    name: product.name,
    minimum_purchase: dollars(product.minimum_purchase_cents),
    requires_plan: product.requires_plan,
    is_discount: product.is_discount,
    discount: product.discount,
    is_grad_discount: product.is_grad_discount,
    grad_discount_interval: dollars(product.grad_discount_interval_cents),
    grad_discount: dollars(product.grad_discount_cents),
    max_grad_discount: dollars(product.max_grad_discount_cents),
    is_bonus: product.is_bonus,
    bonus: product.bonus,
    is_grad_bonus: product.is_grad_bonus,
    grad_bonus_interval: dollars(product.grad_bonus_interval_cents),
    grad_bonus: dollars(product.grad_bonus_cents),
    max_grad_bonus: dollars(product.max_grad_bonus_cents),
  };
}

/** A line before tax, and the bonus credited with it. */
export interface LineFigures {
  line: CartLine;
  bonus: Cents;
}

/** A line as it will be charged: list price, discount, price, tax, and the bonus credited. */
export interface LinePreview extends PricedLine {
  bonus: Cents;
  /** What the line adds to the cart's total: price + tax. */
  total: Cents;
}

/**
 * Who buys: the settings and the customer type's apply_tax. Neither a declining balance amount, a
 * custom plan nor a meal plan that is no subscription depends on the month, so the month is optional.
 */
export type PreviewTax = Omit<TaxContext, 'currentMonth'> & { currentMonth?: string };

const priced = ({ line, bonus }: LineFigures, tax: PreviewTax): LinePreview => {
  const result = priceLine(line, { currentMonth: '', ...tax });
  return { ...result, bonus, total: result.price + result.tax };
};

/**
 * docs/product/purchase.md#discounts: an amount of a declining balance product is listed at the
 * amount, less the product's discount, with its bonus (none when the product requires a plan and
 * the cart holds no meal plan or custom plan).
 */
export function decliningBalanceLine(amount: Cents, product: DecliningBalanceProductCents, cartHasPlan: boolean): LineFigures {
  const rules = decliningBalanceProductOf(product);
  const discount = decliningBalanceDiscount(amount, rules);
  return { line: { kind: 'Declining balance', listPrice: amount, discount }, bonus: decliningBalanceBonus(amount, rules, cartHasPlan) };
}

export function decliningBalancePreview(amount: Cents, product: DecliningBalanceProductCents, cartHasPlan: boolean, tax: PreviewTax): LinePreview {
  return priced(decliningBalanceLine(amount, product, cartHasPlan), tax);
}

/** A custom plan's two options, money in cents: the swipes option's price, the balance option's price and the balance it credits. */
export interface CustomPlanChoice {
  swipe: { price_cents: Cents };
  balance: { price_cents: Cents; value_cents: Cents };
}

/** A custom plan line (decisions/0025 "Custom plan"): the saving shown as a discount or a bonus per custom_meal_plan_as. */
export function customPlanLine(choice: CustomPlanChoice, as: 'discount' | 'bonus'): LineFigures & { balance: Cents } {
  const pricing = customPlanPricing(
    { type: 'swipe', value: 0, price: dollars(choice.swipe.price_cents) },
    { type: 'db', value: dollars(choice.balance.value_cents), price: dollars(choice.balance.price_cents) },
    as,
  );
  return { line: { kind: 'Create your plan', listPrice: pricing.listPrice, discount: pricing.discount }, bonus: pricing.bonus, balance: pricing.balance };
}

export function customPlanPreview(choice: CustomPlanChoice, as: 'discount' | 'bonus', tax: PreviewTax): LinePreview & { balance: Cents } {
  const figures = customPlanLine(choice, as);
  return { ...priced(figures, tax), balance: figures.balance };
}

/** The name a custom plan line carries in the cart: 'Create your plan: 120 swipes + $500.00'. */
export const customPlanName = (swipes: number, balanceCents: Cents): string => `Create your plan: ${swipes} swipes + ${formatMoney(balanceCents)}`;

/** A meal plan at its own price (before any promo code), with its own bonus (promoBonus). */
export interface MealPlanPricing {
  price_cents: Cents;
  apply_tax: boolean;
  promo_bonus_cents: Cents;
}

/** A meal plan line before a promo code; a subscription's tax depends on its first plan month ('YYYY-MM'). */
export function mealPlanLine(plan: MealPlanPricing, subscriptionStartMonth: string | null = null): LineFigures {
  return { line: { kind: 'Meal plan', listPrice: plan.price_cents, discount: 0, planAppliesTax: plan.apply_tax, subscriptionStartMonth }, bonus: plan.promo_bonus_cents };
}

export function mealPlanPreview(plan: MealPlanPricing, tax: PreviewTax): LinePreview {
  return priced(mealPlanLine(plan), tax);
}
