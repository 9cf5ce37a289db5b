import { z } from 'zod';
import {
  CART_LIMIT_MESSAGE,
  COFFEE_MAX_MONTHS,
  COFFEE_MESSAGES,
  COFFEE_MIN_MONTHS,
  decliningBalanceMessages,
  formatMoney,
  MAX_CART_CENTS,
  MAX_DECLINING_BALANCE_CENTS,
  parseDollars,
  PROMO_MESSAGES,
} from '@commons/domain';
import { del, get, post } from './route.ts';
import { bodyId, calendarDate, id, siteId, storableText } from './primitives.ts';
import {
  cart,
  customerSelection,
  customMealPlanOption,
  decliningBalanceProduct,
  mealPlan,
  orderCustomerType,
  orderFormSettings,
  schoolTerm,
} from './purchase-shapes.ts';

/**
 * Meal plan purchase, part 1 (docs/product/purchase.md#order-form, #cart, #promo; docs/product/api.md#purchase; decisions/0025 "API"): the order form,
 * the server-side cart and promo codes. The cart is named by a random id in an HttpOnly cookie
 * (one per site, 7 days), never in a request or an answer; every cart answer is the whole cart,
 * priced again by the server. Requests carry choices, never prices: a field the call does not
 * name (a `price`, a `total`, a `cookie` field) is refused.
 */
const tag = 'purchase';

/** Every add's words on the cart's limit (decisions/0025 "Amount limits"), naming the field its refusal comes under. */
const cartLimitNote = (field: string) =>
  ` A cart comes to at most ${formatMoney(MAX_CART_CENTS)}, by its lines' list prices and by its total: an add that takes it past that is a 400 under \`${field}\` ('${CART_LIMIT_MESSAGE}').`;

/** The longest promo code taken; longer is refused at once. */
export const PROMO_CODE_MAX_LENGTH = 50;
/** An amount as typed ('1250.50'); longer is no amount. */
const AMOUNT_MAX_LENGTH = 20;

export const CART_TEXTS = {
  amountRequired: 'Enter an amount.',
  chooseStart: 'Choose one of the start dates offered for this plan.',
} as const;

const orderFormQuery = z.object({ site_id: siteId }).strict();

export const getOrderForm = get(
  '/v1/orderform/list',
  {
    summary:
      "The site's order form (docs/product/purchase.md#order-form): customer types with the plans each may buy, the customer selections (locations, terms, years), the active meal plans (a subscription with the start dates it may take today), custom plan options, declining balance products, the order form settings and the school terms. Money is whole cents in fields named `*_cents` (245000 is $2,450.00); percents are plain numbers. The blocked student ids and faculty e-mails are never published: they are checked at checkout. 404 for a site that sells no meal plans. Public, cached 60 s.",
    tag,
    query: orderFormQuery,
  },
  z.object({
    customerTypes: z.array(orderCustomerType),
    customerLocations: z.array(customerSelection),
    customerYears: z.array(customerSelection),
    customerTerms: z.array(customerSelection),
    mealPlans: z.array(mealPlan),
    customMealPlans: z.array(customMealPlanOption),
    orderFormSettings,
    decliningBalance: z.array(decliningBalanceProduct),
    school_terms: z.array(schoolTerm),
  }),
);

export const cartAnswer = z.object({ cart });
export type CartAnswer = z.infer<typeof cartAnswer>;

export const getQuickAdd = get(
  '/v1/orderform/quick_add',
  {
    summary:
      "Our design of the spec's quick add (decisions/0025 \"API\"), for a campus e-mail link to the purchase page (`/{site}/meal-plan-purchase?plan=…&type=…`), which makes this call: puts the meal plan in this browser's cart (a new cart when it has none) for the customer type, and answers the cart. Safe to repeat: a plan already in the cart is not added twice. Subscription plans are refused (they need their terms accepted on the page). Refused from another site's page like a write; rate-limited with the cart writes." +
      cartLimitNote('meal_plan_id'),
    tag,
    query: z.object({ site_id: siteId, meal_plan_id: id, customer_type_id: id }).strict(),
  },
  cartAnswer,
);

export const getCart = get(
  '/v1/cart/fetch',
  {
    summary:
      "This browser's cart on the site (from its cart cookie), priced now: an empty cart when it has none or its cart lapsed (nothing is stored until something is added). Never cached.",
    tag,
    query: orderFormQuery,
  },
  cartAnswer,
);

const optionalDate = calendarDate.nullable().optional();

export const addMealPlanBody = z
  .object({
    site_id: bodyId,
    meal_plan: bodyId,
    customer_type_id: bodyId,
    item_type: z.literal('Meal plan', { error: "Use 'Meal plan'." }).optional(),
    first_plan_date: optionalDate,
    first_bill_date: optionalDate,
    last_bill_date: optionalDate,
    last_plan_date: optionalDate,
    bill_today: z.boolean({ error: 'Use true or false.' }).nullable().optional(),
    terms_accepted: z.boolean({ error: 'Use true or false.' }).optional(),
  })
  .strict();
export type AddMealPlanBody = z.output<typeof addMealPlanBody>;

export const postAddMealPlan = post(
  '/v1/cart/add_meal_plan',
  {
    summary:
      "Adds a meal plan the customer type may buy (docs/product/api.md#purchase). A subscription needs a logged-in customer (401) and `terms_accepted: true`; its dates are the server's (docs/product/purchase.md#cart): `first_plan_date` may be any of the plan's `subscription_dates.starts` (default the first), and the other dates and `bill_today`, when sent, must be the ones the server works out (400 naming them otherwise). A cart holds one customer type's items: another type while it has items is a 409. Refused cross-site; rate-limited." +
      cartLimitNote('meal_plan'),
    tag,
    body: addMealPlanBody,
  },
  cartAnswer,
);

export const addCustomPlanBody = z
  .object({ site_id: bodyId, swipe_id: bodyId, db_id: bodyId, customer_type_id: bodyId.optional() })
  .strict();
export type AddCustomPlanBody = z.output<typeof addCustomPlanBody>;

export const postAddCustomPlan = post(
  '/v1/cart/add_custom_plan',
  {
    summary:
      "Adds a custom plan of one swipes option (`swipe_id`) and one balance option (`db_id`), for a customer type listed in custom_plan_customer_types (`customer_type_id`, or the cart's type when left out). Priced per custom_meal_plan_as (decisions/0025). Refused cross-site; rate-limited." + cartLimitNote('swipe_id'),
    tag,
    body: addCustomPlanBody,
  },
  cartAnswer,
);

/**
 * An amount as typed or a JSON number, as text; an amount above MAX_DECLINING_BALANCE_CENTS
 * ($10,000.00; decisions/0025 "Amount limits") is refused here. Text that is no amount is left to the
 * domain's check, whose message names the product.
 */
const amountText = z
  .union([storableText('refuse', CART_TEXTS.amountRequired).max(AMOUNT_MAX_LENGTH, 'Too long.'), z.number({ error: CART_TEXTS.amountRequired })], {
    error: CART_TEXTS.amountRequired,
  })
  .transform((value) => String(value))
  .refine((text) => (parseDollars(text) ?? 0) <= MAX_DECLINING_BALANCE_CENTS, { error: decliningBalanceMessages.aboveMaximum });

export const addDecliningBalanceBody = z
  .object({ site_id: bodyId, db_id: bodyId, declining_balance_value: amountText, customer_type_id: bodyId.optional() })
  .strict();
export type AddDecliningBalanceBody = z.output<typeof addDecliningBalanceBody>;

export const postAddDecliningBalance = post(
  '/v1/cart/add_declining_balance',
  {
    summary:
      "Adds a declining balance amount of product `db_id` (dollars as typed, e.g. '50' or '50.25') for a customer type listed in declining_balance_customer_types. docs/product/purchase.md#customer-form: 'The specified {name} amount must be a number.'; with the declining balance already in the cart it must reach the minimum ('Value must be higher than {minimum}.'). One amount is at most " +
      `${formatMoney(MAX_DECLINING_BALANCE_CENTS)} ('${decliningBalanceMessages.aboveMaximum}', decisions/0025 "Amount limits"). Refused cross-site; rate-limited.` +
      cartLimitNote('declining_balance_value'),
    tag,
    body: addDecliningBalanceBody,
  },
  cartAnswer,
);

/** docs/product/purchase.md#coffee: 1 to 5 months, a JSON number; anything else is refused with the rule. */
const coffeeMonths = z
  .number({ error: COFFEE_MESSAGES.months })
  .int(COFFEE_MESSAGES.months)
  .min(COFFEE_MIN_MONTHS, COFFEE_MESSAGES.months)
  .max(COFFEE_MAX_MONTHS, COFFEE_MESSAGES.months);

export const addCoffeeSubscriptionBody = z.object({ site_id: bodyId, months: coffeeMonths, customer_type_id: bodyId.optional() }).strict();
export type AddCoffeeSubscriptionBody = z.output<typeof addCoffeeSubscriptionBody>;

export const postAddCoffeeSubscription = post(
  '/v1/cart/add_coffee_subscription',
  {
    summary:
      "Adds the coffee subscription (docs/product/purchase.md#cart): `months` 1 to 5, two medium drip coffees a day, billed monthly on the purchase date at the settings' `coffee_subscription_price_cents`, never taxed, credit card only. The cart lists it at one month (today's charge) with its bills in `coffee`. Needs a logged-in customer (401: it is billed monthly to an account); 404 when the site does not sell it. A cart holds one: adding again changes its months. For the cart's customer type, or `customer_type_id` while the cart is empty. Refused cross-site; rate-limited." +
      cartLimitNote('months'),
    tag,
    body: addCoffeeSubscriptionBody,
  },
  cartAnswer,
);

export const deleteCartItemBody = z.object({ site_id: bodyId, cart_item_id: bodyId }).strict();

export const deleteCartItem = del(
  '/v1/cart/delete_cart_item',
  {
    summary:
      "Removes a line from this browser's cart and answers the cart. Idempotent: a line that is not in it (already removed, or another browser's) changes nothing. `site_id` names which of the browser's carts (one per site). Refused cross-site; rate-limited.",
    tag,
    body: deleteCartItemBody,
  },
  cartAnswer,
);

const promoCode = storableText('refuse', PROMO_MESSAGES.required)
  .max(PROMO_CODE_MAX_LENGTH, 'Too long.')
  .trim()
  .min(1, PROMO_MESSAGES.required);

export const applyPromoBody = z
  .object({
    site_id: bodyId,
    promo_code: promoCode,
    item_id: bodyId.optional(),
    /** The page's preview figure: accepted and never read. */
    subtotal: z.union([z.number(), storableText('clean').max(40)]).nullable().optional(),
  })
  .strict();
export type ApplyPromoBody = z.output<typeof applyPromoBody>;

export const postApplyPromo = post(
  '/v1/promo_codes/apply',
  {
    summary:
      "Applies a promo code (case aside) to the meal plan `item_id`, or without it to every meal plan in the cart that meets the code's minimum; a code already on a line is replaced. 'A promo code is required', 'Promo codes can only be applied to meal plans', 'None of the plans in your cart meet the requirements of this promo code', and 'This promo code is not valid.' for an unknown, inactive or expired code (400, under `promo_code`). The spec's `subtotal` is accepted and ignored. Refused cross-site; rate-limited.",
    tag,
    body: applyPromoBody,
  },
  cartAnswer,
);

export const removePromoBody = z.object({ site_id: bodyId, item_id: bodyId.optional() }).strict();

export const postRemovePromo = post(
  '/v1/promo_codes/remove',
  {
    summary: "Removes the promo code from line `item_id`, or from every line without it; idempotent. Refused cross-site; rate-limited.",
    tag,
    body: removePromoBody,
  },
  cartAnswer,
);

/** The order form answer (GET orderform/list). */
export type OrderForm = z.output<(typeof getOrderForm)['answer']>;
