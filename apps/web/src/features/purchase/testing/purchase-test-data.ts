import type { Cart, CartItem, MealPlan, OrderForm, OrderFormSettings } from '@commons/contract';

/** A small order form and carts for the purchase page's component tests. */
const plan = (id: number, name: string, price_cents: number, changes: Partial<MealPlan> = {}): MealPlan => ({
  id,
  name,
  desc: `${name} description.`,
  price_cents,
  apply_tax: true,
  payment_types: ['Credit card'],
  balance_tracker: false,
  declining_balance_cents: 25_000,
  swipes: 100,
  sort_order: id,
  subscription: false,
  subscription_frequency: null,
  subscription_start: null,
  subscription_end: null,
  start_date: null,
  end_date: null,
  payments: 1,
  promo_track_only: false,
  promoBonus_cents: 0,
  subscription_dates: null,
  ...changes,
});

const baseSettings: OrderFormSettings = {
  school_term_label: 'Semester',
  hide_selections: false,
  meal_plan_label: 'Meal plans',
  meal_plan_msg: 'Every plan includes dining dollars.',
  meal_plan_terms: '',
  subscription_plan_msg: '',
  subscription_terms: 'Billed each month.',
  custom_meal_plan_msg: '',
  declining_balance_msg: '',
  student_id_terms: '',
  balance_tracker_dollars: false,
  balance_tracker_swipes: false,
  balance_tracker_msg_bal_low: '',
  balance_tracker_msg_bal_high: '',
  balance_tracker_msg_budget: '',
  tax_meal_plans: true,
  tax_custom_meal_plans: true,
  tax_declining_balance: false,
  tax_rate: 6.25,
  coffee_subscription: false,
  coffee_subscription_price_cents: 0,
  custom_plan_customer_types: [1],
  custom_meal_plan_as: 'bonus',
  custom_meal_plan_payment_types: [],
  declining_balance_customer_types: [1],
  declining_balance_payment_types: [],
  student_id_requires_terms: false,
  plans_require_terms: false,
  student_id_pattern: '',
  email_domain: '',
  enable_faculty_email_validator: false,
  payment_types: ['Credit card'],
};

/** Order form settings for tests, with `changes`. */
export const testSettings = (changes: Partial<OrderFormSettings> = {}): OrderFormSettings => ({
  ...baseSettings,
  ...changes,
});

export const ORDER_FORM: OrderForm = {
  customerTypes: [
    { id: 1, name: 'Student', welcome_message: '<p>Welcome, <strong>students</strong>!</p>', apply_tax: true, payment_types: ['Credit card'], meal_plans: [11, 12, 13], is_parent: false },
    { id: 2, name: 'Guest', welcome_message: 'Welcome, guests!', apply_tax: true, payment_types: ['Credit card'], meal_plans: [12], is_parent: false },
  ],
  customerLocations: [
    { id: 21, name: 'Main Campus' },
    { id: 22, name: 'Downtown Campus' },
  ],
  customerTerms: [{ id: 31, name: 'Fall' }],
  customerYears: [{ id: 41, name: 'Freshman' }],
  mealPlans: [
    plan(11, 'Block 225', 198_500),
    plan(12, 'Commuter 50', 62_500),
    plan(13, 'Monthly Meal Subscription', 39_500, {
      subscription: true,
      subscription_frequency: 'monthly',
      subscription_dates: { starts: ['2026-07-01', '2026-08-01'], last_bill_date: '2027-01-15', last_plan_date: '2027-01-22' },
    }),
  ],
  customMealPlans: [],
  orderFormSettings: baseSettings,
  decliningBalance: [],
  school_terms: [],
};

export const EMPTY_CART: Cart = { items: [], customer_type_id: null, subtotal_cents: 0, discount_cents: 0, tax_cents: 0, total_cents: 0, expires_at: null };

export const cartLine = (changes: Partial<CartItem> = {}): CartItem => ({
  id: 501,
  type: 'Meal plan',
  name: 'Block 225',
  meal_plan_id: 11,
  swipe_id: null,
  db_id: null,
  swipes: 225,
  declining_balance_value_cents: null,
  subscription: null,
  coffee: null,
  list_price_cents: 198_500,
  price_cents: 178_650,
  tax_cents: 11_165,
  discount_cents: 19_850,
  bonus_cents: 0,
  dbDiscount_cents: 0,
  dbBonus_cents: 0,
  promo_code: 'WELCOME10',
  promo_type: 'discount',
  promo_adj: 'percent',
  promo_value: 10,
  promo_value_cents: null,
  promo_min_purchase_amnt_cents: 50_000,
  promo_price_cents: 178_650,
  promo_track_only: false,
  beforePromoPrice_cents: 198_500,
  beforePromoTax_cents: 12_406,
  promoMessage: 'Promo code WELCOME10 applied.',
  ...changes,
});

/** A cart whose totals are deliberately not the lines' sums: the page shows the server's figures, never its own. */
export const CART_WITH_PLAN: Cart = {
  items: [cartLine()],
  customer_type_id: 1,
  subtotal_cents: 198_500,
  discount_cents: 19_850,
  tax_cents: 11_165,
  total_cents: 1_234_567,
  expires_at: '2026-06-17T16:00:00.000Z',
};
