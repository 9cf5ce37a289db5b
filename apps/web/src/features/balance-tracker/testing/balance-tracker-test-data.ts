import type { MealPlan, OrderForm, OrderFormSettings } from '@commons/contract';

/** A small order form for the balance tracker's component tests: Fall 2026 runs August 24 to December 18 (117 days). */
const plan = (id: number, name: string, changes: Partial<MealPlan> = {}): MealPlan => ({
  id,
  name,
  desc: `${name} description.`,
  price_cents: 100_000,
  apply_tax: true,
  payment_types: ['Credit card'],
  balance_tracker: true,
  declining_balance_cents: 25_000,
  swipes: 225,
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

export const BLOCK_225 = plan(1, 'Block 225');

export const TRACKER_PLANS: MealPlan[] = [
  BLOCK_225,
  plan(2, 'Commuter 50', { swipes: 50, declining_balance_cents: 10_000 }),
  plan(3, 'Faculty Flex 25', { balance_tracker: false, swipes: 25, declining_balance_cents: 5_000 }),
  plan(4, 'Unlimited Access', { swipes: 0, declining_balance_cents: 30_000 }),
];

export const TRACKER_SETTINGS: OrderFormSettings = {
  school_term_label: 'Semester',
  hide_selections: false,
  meal_plan_label: 'Meal plans',
  meal_plan_msg: '',
  meal_plan_terms: '',
  subscription_plan_msg: '',
  subscription_terms: '',
  custom_meal_plan_msg: '',
  declining_balance_msg: '',
  student_id_terms: '',
  balance_tracker_dollars: true,
  balance_tracker_swipes: true,
  balance_tracker_msg_bal_low: 'Your balance is running low: consider adding dining dollars.',
  balance_tracker_msg_bal_high: 'You have plenty left: treat a friend to lunch!',
  balance_tracker_msg_budget: 'Spread your meals evenly across the weeks left in the semester.',
  tax_meal_plans: true,
  tax_custom_meal_plans: true,
  tax_declining_balance: false,
  tax_rate: 6.25,
  coffee_subscription: false,
  coffee_subscription_price_cents: 0,
  custom_plan_customer_types: [],
  custom_meal_plan_as: 'bonus',
  custom_meal_plan_payment_types: [],
  declining_balance_customer_types: [],
  declining_balance_payment_types: [],
  student_id_requires_terms: false,
  plans_require_terms: false,
  student_id_pattern: '',
  email_domain: '',
  enable_faculty_email_validator: false,
  payment_types: ['Credit card'],
};

export const TRACKER_TERMS: OrderForm['school_terms'] = [
  { id: 1, name: 'Fall 2026', start: '2026-08-24', end: '2026-12-18' },
  { id: 2, name: 'Spring 2027', start: '2027-01-12', end: '2027-05-08' },
];

/** The parts of the order form answer the tracker reads, with `changes`. */
export const trackerOrderForm = (changes: Partial<Pick<OrderForm, 'mealPlans' | 'orderFormSettings' | 'school_terms'>> = {}) => ({
  customerTypes: [],
  customerLocations: [],
  customerTerms: [],
  customerYears: [],
  customMealPlans: [],
  decliningBalance: [],
  mealPlans: TRACKER_PLANS,
  orderFormSettings: TRACKER_SETTINGS,
  school_terms: TRACKER_TERMS,
  ...changes,
});
