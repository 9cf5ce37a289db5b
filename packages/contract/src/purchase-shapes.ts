import { z } from 'zod';

/**
 * The shapes of the meal plan purchase answers (docs/product/purchase.md#order-form). Every amount of money is whole cents
 * in a field whose name ends in `_cents` (245000 is $2,450.00); percents (`tax_rate`, `discount`,
 * `bonus`, `promo_value`) are plain numbers (6.25 is 6.25 %). Dates are the site's local
 * 'YYYY-MM-DD'.
 */

/** The ways to pay (docs/product/purchase.md#payment-types). */
export const PAYMENT_TYPES = ['Student ID', 'Credit card', 'Payroll deduction'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** docs/product/purchase.md#cart type. */
export const CART_ITEM_TYPES = ['Meal plan', 'Create your plan', 'Declining balance', 'Coffee subscription'] as const;

const cents = z.number().int();
const date = z.string();

/** OrderCustomerLocation, OrderCustomerTerm and OrderCustomerYear (docs/product/purchase.md#order-form). */
export const customerSelection = z.object({ id: z.number().int(), name: z.string() });
export type CustomerSelection = z.infer<typeof customerSelection>;

/** docs/product/purchase.md#order-form; `meal_plans` are the ids of the plans it may buy, `is_parent` whether its name says 'parent'. */
export const orderCustomerType = z.object({
  id: z.number().int(),
  name: z.string(),
  welcome_message: z.string(),
  apply_tax: z.boolean(),
  payment_types: z.array(z.string()),
  meal_plans: z.array(z.number().int()),
  is_parent: z.boolean(),
});
export type OrderCustomerType = z.infer<typeof orderCustomerType>;

/** docs/product/purchase.md#order-form. */
export const schoolTerm = z.object({ id: z.number().int(), name: z.string(), start: date, end: date });
export type SchoolTerm = z.infer<typeof schoolTerm>;

/**
 * A subscription's dates as the server decides them today (docs/product/purchase.md#subscriptions): the
 * start dates the buyer may choose (monthly: the first of a month; weekly: a Sunday), and the last
 * bill and last plan dates, 14 and 7 days before `subscription_end`.
 */
export const subscriptionDates = z.object({ starts: z.array(date), last_bill_date: date, last_plan_date: date });
export type SubscriptionDates = z.infer<typeof subscriptionDates>;

/** docs/product/purchase.md#order-form; `subscription_dates` is null for a plan that is no subscription or can no longer start. */
export const mealPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  price_cents: cents,
  apply_tax: z.boolean(),
  payment_types: z.array(z.string()),
  balance_tracker: z.boolean(),
  declining_balance_cents: cents,
  swipes: z.number().int(),
  sort_order: z.number().int(),
  subscription: z.boolean(),
  subscription_frequency: z.enum(['monthly', 'weekly']).nullable(),
  subscription_start: date.nullable(),
  subscription_end: date.nullable(),
  start_date: date.nullable(),
  end_date: date.nullable(),
  payments: z.number().int(),
  promo_track_only: z.boolean(),
  promoBonus_cents: cents,
  subscription_dates: subscriptionDates.nullable(),
});
export type MealPlan = z.infer<typeof mealPlan>;

/** docs/product/purchase.md#custom-plan: a swipes option (`value` swipes) or a balance option (`value_cents` credited). */
export const customMealPlanOption = z.object({
  id: z.number().int(),
  type: z.enum(['swipe', 'db']),
  value: z.number().int().nullable(),
  value_cents: cents.nullable(),
  price_cents: cents,
});
export type CustomMealPlanOption = z.infer<typeof customMealPlanOption>;

/** docs/product/purchase.md#order-form; `discount` and `bonus` are percents. */
export const decliningBalanceProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  minimum_purchase_cents: cents,
  requires_plan: z.boolean(),
  is_discount: z.boolean(),
  discount: z.number(),
  is_grad_discount: z.boolean(),
  grad_discount_interval_cents: cents,
  grad_discount_cents: cents,
  max_grad_discount_cents: cents,
  is_bonus: z.boolean(),
  bonus: z.number(),
  is_grad_bonus: z.boolean(),
  grad_bonus_interval_cents: cents,
  grad_bonus_cents: cents,
  max_grad_bonus_cents: cents,
});
export type DecliningBalanceProductShape = z.infer<typeof decliningBalanceProduct>;

/** docs/product/purchase.md#order-form, every field; `tax_rate` a percent. */
export const orderFormSettings = z.object({
  school_term_label: z.string(),
  hide_selections: z.boolean(),
  meal_plan_label: z.string(),
  meal_plan_msg: z.string(),
  meal_plan_terms: z.string(),
  subscription_plan_msg: z.string(),
  subscription_terms: z.string(),
  custom_meal_plan_msg: z.string(),
  declining_balance_msg: z.string(),
  student_id_terms: z.string(),
  balance_tracker_dollars: z.boolean(),
  balance_tracker_swipes: z.boolean(),
  balance_tracker_msg_bal_low: z.string(),
  balance_tracker_msg_bal_high: z.string(),
  balance_tracker_msg_budget: z.string(),
  tax_meal_plans: z.boolean(),
  tax_custom_meal_plans: z.boolean(),
  tax_declining_balance: z.boolean(),
  tax_rate: z.number(),
  coffee_subscription: z.boolean(),
  coffee_subscription_price_cents: cents,
  custom_plan_customer_types: z.array(z.number().int()),
  custom_meal_plan_as: z.enum(['discount', 'bonus']),
  custom_meal_plan_payment_types: z.array(z.string()),
  declining_balance_customer_types: z.array(z.number().int()),
  declining_balance_payment_types: z.array(z.string()),
  student_id_requires_terms: z.boolean(),
  plans_require_terms: z.boolean(),
  student_id_pattern: z.string(),
  email_domain: z.string(),
  enable_faculty_email_validator: z.boolean(),
  payment_types: z.array(z.string()),
});
export type OrderFormSettings = z.infer<typeof orderFormSettings>;

/** A subscription line's dates (docs/product/purchase.md#subscriptions), all decided by the server. */
export const cartSubscription = z.object({
  frequency: z.enum(['monthly', 'weekly']),
  bill_today: z.boolean(),
  first_bill_date: date,
  first_plan_date: date,
  last_bill_date: date,
  last_plan_date: date,
});

/**
 * A coffee subscription line's bills (docs/product/purchase.md#coffee), worked out from today (the site's date) on
 * every answer: `months` bills of `price_per_month_cents` on `bill_dates` (the first today, then
 * the same day each month, the month's last day when it has none), `total_cents` over the months,
 * covered through `ends_on`. The line's `price_cents` is one month: what is charged today.
 */
export const cartCoffee = z.object({
  months: z.number().int(),
  price_per_month_cents: cents,
  total_cents: cents,
  bill_dates: z.array(date),
  ends_on: date,
});
export type CartCoffee = z.infer<typeof cartCoffee>;

/**
 * docs/product/purchase.md#cart, priced by the server on every answer. `list_price_cents` is what the line
 * is listed at; `discount_cents` every discount on it (declining balance, custom plan, promo);
 * `price_cents` what is charged before tax (list − discount); `bonus_cents` every bonus credited
 * (the plan's own promoBonus, custom plan, declining balance, promo). `dbDiscount_cents` and
 * `dbBonus_cents` are the declining balance product's share. For a promo code, `promo_value` is its
 * percent (percent codes) and `promo_value_cents` its amount (fixed codes); `beforePromo*` are the
 * line's price and tax without the code; `promoMessage` says what the code does or why it no
 * longer applies. `swipe_id` and `db_id` are the custom plan's options, or `db_id` the declining
 * balance product. `coffee` is the coffee subscription's months and bills (null on other lines).
 */
export const cartItem = z.object({
  id: z.number().int(),
  type: z.enum(CART_ITEM_TYPES),
  name: z.string(),
  meal_plan_id: z.number().int().nullable(),
  swipe_id: z.number().int().nullable(),
  db_id: z.number().int().nullable(),
  swipes: z.number().int(),
  declining_balance_value_cents: cents.nullable(),
  subscription: cartSubscription.nullable(),
  coffee: cartCoffee.nullable(),
  list_price_cents: cents,
  price_cents: cents,
  tax_cents: cents,
  discount_cents: cents,
  bonus_cents: cents,
  dbDiscount_cents: cents,
  dbBonus_cents: cents,
  promo_code: z.string().nullable(),
  promo_type: z.enum(['discount', 'bonus']).nullable(),
  promo_adj: z.enum(['percent', 'fixed']).nullable(),
  promo_value: z.number().nullable(),
  promo_value_cents: cents.nullable(),
  promo_min_purchase_amnt_cents: cents.nullable(),
  promo_price_cents: cents.nullable(),
  promo_track_only: z.boolean(),
  beforePromoPrice_cents: cents,
  beforePromoTax_cents: cents,
  promoMessage: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/**
 * docs/product/purchase.md#cart: its lines and totals, total = subtotal − discount + tax, all decided by the
 * server. `customer_type_id` is the type its items were chosen for (null while empty); the cart's
 * id never appears (it lives in an HttpOnly cookie).
 */
export const cart = z.object({
  items: z.array(cartItem),
  customer_type_id: z.number().int().nullable(),
  subtotal_cents: cents,
  discount_cents: cents,
  tax_cents: cents,
  total_cents: cents,
  expires_at: z.string().nullable(),
});
export type Cart = z.infer<typeof cart>;
