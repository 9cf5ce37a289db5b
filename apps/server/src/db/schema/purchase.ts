import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/**
 * Meal plan purchase (docs/product/purchase.md#order-form): each site's order form (settings, customer selections, meal
 * plans, custom plan options, declining balance products, promo codes), the private lists checked
 * at checkout, and the carts. Money is integer cents (`_cents`); rates and percents are numeric
 * percents (6.25 is 6.25 %). Dates of the school calendar are the site's local dates.
 */

const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });
const percent = (name: string) => numeric(name, { precision: 7, scale: 4, mode: 'number' }).notNull().default(0);
const cents = (name: string) => integer(name).notNull().default(0);
const nonNegative = (table: string, column: string) => check(`${table}_${column}_check`, sql.raw(`"${column}" >= 0`));

/** One row per site that sells meal plans: every field of docs/product/purchase.md#order-form. */
export const orderFormSettings = pgTable(
  'order_form_settings',
  {
    site_id: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    school_term_label: text('school_term_label').notNull().default('Term'),
    hide_selections: boolean('hide_selections').notNull().default(false),
    meal_plan_label: text('meal_plan_label').notNull().default('Meal plans'),
    meal_plan_msg: text('meal_plan_msg').notNull().default(''),
    meal_plan_terms: text('meal_plan_terms').notNull().default(''),
    subscription_plan_msg: text('subscription_plan_msg').notNull().default(''),
    subscription_terms: text('subscription_terms').notNull().default(''),
    custom_meal_plan_msg: text('custom_meal_plan_msg').notNull().default(''),
    declining_balance_msg: text('declining_balance_msg').notNull().default(''),
    student_id_terms: text('student_id_terms').notNull().default(''),
    balance_tracker_dollars: boolean('balance_tracker_dollars').notNull().default(true),
    balance_tracker_swipes: boolean('balance_tracker_swipes').notNull().default(true),
    balance_tracker_msg_bal_low: text('balance_tracker_msg_bal_low').notNull().default(''),
    balance_tracker_msg_bal_high: text('balance_tracker_msg_bal_high').notNull().default(''),
    balance_tracker_msg_budget: text('balance_tracker_msg_budget').notNull().default(''),
    tax_meal_plans: boolean('tax_meal_plans').notNull().default(false),
    tax_custom_meal_plans: boolean('tax_custom_meal_plans').notNull().default(false),
    tax_declining_balance: boolean('tax_declining_balance').notNull().default(false),
    /** Percent, e.g. 6.25. */
    tax_rate: percent('tax_rate'),
    coffee_subscription: boolean('coffee_subscription').notNull().default(false),
    coffee_subscription_price_cents: cents('coffee_subscription_price_cents'),
    /** Ids of the customer types offered the 'Custom plan' tab. */
    custom_plan_customer_types: integer('custom_plan_customer_types').array().notNull().default([]),
    custom_meal_plan_as: text('custom_meal_plan_as').$type<'discount' | 'bonus'>().notNull().default('bonus'),
    custom_meal_plan_payment_types: text('custom_meal_plan_payment_types').array().notNull().default([]),
    /** Ids of the customer types offered the 'Declining balance' tab. */
    declining_balance_customer_types: integer('declining_balance_customer_types').array().notNull().default([]),
    declining_balance_payment_types: text('declining_balance_payment_types').array().notNull().default([]),
    student_id_requires_terms: boolean('student_id_requires_terms').notNull().default(false),
    plans_require_terms: boolean('plans_require_terms').notNull().default(false),
    /** A regular expression a student id must match when paying by Student ID; empty for none. */
    student_id_pattern: text('student_id_pattern').notNull().default(''),
    email_domain: text('email_domain').notNull().default(''),
    enable_faculty_email_validator: boolean('enable_faculty_email_validator').notNull().default(false),
    payment_types: text('payment_types').array().notNull().default([]),
  },
  (t) => [
    check('order_form_settings_custom_as_check', sql`${t.custom_meal_plan_as} in ('discount', 'bonus')`),
    check('order_form_settings_tax_rate_check', sql`${t.tax_rate} >= 0 and ${t.tax_rate} <= 100`),
    nonNegative('order_form_settings', 'coffee_subscription_price_cents'),
  ],
);

/** docs/product/purchase.md#order-form: a name containing 'parent' makes the buyer a parent. */
export const orderCustomerTypes = pgTable(
  'order_customer_types',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    name: text('name').notNull(),
    welcome_message: text('welcome_message').notNull().default(''),
    apply_tax: boolean('apply_tax').notNull().default(true),
    payment_types: text('payment_types').array().notNull().default([]),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('order_customer_types_site_idx').on(t.site_id, t.sort_order)],
);

/** The customer selections of docs/product/purchase.md#order-form: campus locations, terms and years, each a name. */
export const orderCustomerSelections = pgTable(
  'order_customer_selections',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    kind: text('kind').$type<'location' | 'term' | 'year'>().notNull(),
    name: text('name').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('order_customer_selections_site_idx').on(t.site_id, t.kind, t.sort_order), check('order_customer_selections_kind_check', sql`${t.kind} in ('location', 'term', 'year')`)],
);

/** docs/product/purchase.md#order-form: the school terms the balance tracker counts days in. */
export const schoolTerms = pgTable(
  'school_terms',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    name: text('name').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
  },
  (t) => [index('school_terms_site_idx').on(t.site_id, t.start), check('school_terms_dates_check', sql`${t.end} >= ${t.start}`)],
);

/** docs/product/purchase.md#order-form. A subscription bills monthly or weekly from a start the buyer picks until `subscription_end`. */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    name: text('name').notNull(),
    /** The plan's `desc` (docs/product/purchase.md#order-form). */
    description: text('description').notNull().default(''),
    /** Per billing period for a subscription. */
    price_cents: cents('price_cents'),
    apply_tax: boolean('apply_tax').notNull().default(true),
    payment_types: text('payment_types').array().notNull().default([]),
    balance_tracker: boolean('balance_tracker').notNull().default(false),
    /** The declining balance dollars the plan includes. */
    declining_balance_cents: cents('declining_balance_cents'),
    swipes: integer('swipes').notNull().default(0),
    sort_order: integer('sort_order').notNull().default(0),
    subscription: boolean('subscription').notNull().default(false),
    subscription_frequency: text('subscription_frequency').$type<'monthly' | 'weekly'>(),
    subscription_start: date('subscription_start', { mode: 'string' }),
    subscription_end: date('subscription_end', { mode: 'string' }),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    /** How many payments the price is billed in (informative until checkout). */
    payments: integer('payments').notNull().default(1),
    promo_track_only: boolean('promo_track_only').notNull().default(false),
    /** A bonus the plan credits on its own (`promoBonus`, docs/product/purchase.md#discounts), in cents. */
    promo_bonus_cents: cents('promo_bonus_cents'),
    /** Offered on the order form. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('meal_plans_site_idx').on(t.site_id, t.sort_order),
    check('meal_plans_frequency_check', sql`${t.subscription_frequency} is null or ${t.subscription_frequency} in ('monthly', 'weekly')`),
    nonNegative('meal_plans', 'price_cents'),
    nonNegative('meal_plans', 'declining_balance_cents'),
    nonNegative('meal_plans', 'promo_bonus_cents'),
  ],
);

/** The meal plans a customer type may buy (docs/product/purchase.md#order-form customer type `meal_plans`). */
export const orderCustomerTypeMealPlans = pgTable(
  'order_customer_type_meal_plans',
  {
    customer_type_id: integer('customer_type_id')
      .notNull()
      .references(() => orderCustomerTypes.id, { onDelete: 'cascade' }),
    meal_plan_id: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customer_type_id, t.meal_plan_id] })],
);

/** docs/product/purchase.md#custom-plan: a swipes option (`value` swipes) or a balance option (`value` cents credited). */
export const customPlanOptions = pgTable(
  'custom_plan_options',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    type: text('type').$type<'swipe' | 'db'>().notNull(),
    /** Swipes for a 'swipe' option; cents of balance for a 'db' option. */
    value: integer('value').notNull(),
    price_cents: cents('price_cents'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('custom_plan_options_site_idx').on(t.site_id, t.type, t.sort_order),
    check('custom_plan_options_type_check', sql`${t.type} in ('swipe', 'db')`),
    nonNegative('custom_plan_options', 'value'),
    nonNegative('custom_plan_options', 'price_cents'),
  ],
);

/** docs/product/purchase.md#order-form: `discount` and `bonus` are percents; the rest money in cents. */
export const decliningBalanceProducts = pgTable(
  'declining_balance_products',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    name: text('name').notNull(),
    minimum_purchase_cents: cents('minimum_purchase_cents'),
    requires_plan: boolean('requires_plan').notNull().default(false),
    is_discount: boolean('is_discount').notNull().default(false),
    discount: percent('discount'),
    is_grad_discount: boolean('is_grad_discount').notNull().default(false),
    grad_discount_interval_cents: cents('grad_discount_interval_cents'),
    grad_discount_cents: cents('grad_discount_cents'),
    max_grad_discount_cents: cents('max_grad_discount_cents'),
    is_bonus: boolean('is_bonus').notNull().default(false),
    bonus: percent('bonus'),
    is_grad_bonus: boolean('is_grad_bonus').notNull().default(false),
    grad_bonus_interval_cents: cents('grad_bonus_interval_cents'),
    grad_bonus_cents: cents('grad_bonus_cents'),
    max_grad_bonus_cents: cents('max_grad_bonus_cents'),
    sort_order: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('declining_balance_products_site_idx').on(t.site_id, t.sort_order), nonNegative('declining_balance_products', 'minimum_purchase_cents')],
);

/**
 * Promo codes (docs/product/purchase.md#promo): one code per site, case aside. A percent code's
 * `percent`, a fixed code's `amount_cents`. Usable while `active` and today (site time) is within
 * `starts_on`..`ends_on` (either open).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    code: text('code').notNull(),
    type: text('type').$type<'discount' | 'bonus'>().notNull(),
    adj: text('adj').$type<'percent' | 'fixed'>().notNull(),
    percent: percent('percent'),
    amount_cents: cents('amount_cents'),
    min_purchase_cents: cents('min_purchase_cents'),
    active: boolean('active').notNull().default(true),
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('promo_codes_site_code_idx').on(t.site_id, sql`upper(${t.code})`),
    check('promo_codes_type_check', sql`${t.type} in ('discount', 'bonus')`),
    check('promo_codes_adj_check', sql`${t.adj} in ('percent', 'fixed')`),
    nonNegative('promo_codes', 'amount_cents'),
  ],
);

/** Student ids that may not be billed (docs/product/purchase.md#order-form): private, checked at checkout only. */
export const blockedStudentAccounts = pgTable(
  'blocked_student_accounts',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    student_id: text('student_id').notNull(),
  },
  (t) => [uniqueIndex('blocked_student_accounts_site_idx').on(t.site_id, sql`lower(${t.student_id})`)],
);

/** Staff addresses that may pay by payroll deduction: private, checked at checkout only. */
export const facultyEmails = pgTable(
  'faculty_emails',
  {
    id: serial('id').primaryKey(),
    site_id: siteRef(),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('faculty_emails_site_idx').on(t.site_id, sql`lower(${t.email})`)],
);

/**
 * A browser's cart (docs/product/purchase.md#cart), named by a random UUID that travels only in an
 * HttpOnly cookie. It lives in the database, so it survives restarts and every instance sees it;
 * it lapses `expires_at` (7 days after its last change). Its items are of one customer type.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    site_id: siteRef(),
    customer_type_id: integer('customer_type_id').references(() => orderCustomerTypes.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Bumped by every lock of the cart (every write takes one): lines read at version n are still the lines while it is n + 1 under the lock. */
    version: integer('version').notNull().default(0),
    /**
     * Set while an order of the cart is being placed (from its pending order's storing to its
     * settling): cart writes are refused meanwhile, so the order charges the lines it priced and
     * no write is answered and then lost (decisions/0027).
     */
    ordering_since: timestamp('ordering_since', { withTimezone: true }),
  },
  (t) => [index('carts_expires_idx').on(t.expires_at)],
);

/**
 * One line of a cart: what was chosen, never a price (prices are worked out again on every
 * answer). A meal plan (with its subscription dates), a custom plan (a swipes and a balance
 * option), a declining balance amount, or the coffee subscription (its `months`, at most one per
 * cart); a meal plan may carry a promo code.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cart_id: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'Meal plan' | 'Create your plan' | 'Declining balance' | 'Coffee subscription'>().notNull(),
    meal_plan_id: integer('meal_plan_id').references(() => mealPlans.id, { onDelete: 'cascade' }),
    swipe_option_id: integer('swipe_option_id').references(() => customPlanOptions.id, { onDelete: 'cascade' }),
    db_option_id: integer('db_option_id').references(() => customPlanOptions.id, { onDelete: 'cascade' }),
    db_product_id: integer('db_product_id').references(() => decliningBalanceProducts.id, { onDelete: 'cascade' }),
    /** A declining balance item's amount. */
    amount_cents: integer('amount_cents'),
    /** A coffee subscription's number of monthly bills (1 to 5). */
    months: integer('months'),
    first_bill_date: date('first_bill_date', { mode: 'string' }),
    first_plan_date: date('first_plan_date', { mode: 'string' }),
    last_bill_date: date('last_bill_date', { mode: 'string' }),
    last_plan_date: date('last_plan_date', { mode: 'string' }),
    bill_today: boolean('bill_today'),
    /** When the buyer accepted a subscription's terms. */
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    promo_code_id: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cart_id, t.id),
    check('cart_items_kind_check', sql`${t.kind} in ('Meal plan', 'Create your plan', 'Declining balance', 'Coffee subscription')`),
    check('cart_items_months_check', sql`${t.months} is null or (${t.months} between 1 and 5)`),
    uniqueIndex('cart_items_one_coffee_idx').on(t.cart_id).where(sql`${t.kind} = 'Coffee subscription'`),
  ],
);
