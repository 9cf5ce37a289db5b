/**
 * The demo order forms of the two full sites (docs/product/purchase.md#order-form): what each sells and on what terms.
 * Money in cents; dates relative to the seed's today (subscriptions) or its school year (terms).
 */
import type { SiteKey } from './site-definition.ts';

export type CustomerTypeName = 'Student' | 'Parent' | 'Faculty/Staff' | 'Guest';

export interface PlanSpec {
  name: string;
  desc: string;
  price_cents: number;
  swipes: number;
  declining_balance_cents: number;
  /** Who may buy it. */
  types: CustomerTypeName[];
  apply_tax?: boolean;
  balance_tracker?: boolean;
  payment_types?: string[];
  payments?: number;
  promo_track_only?: boolean;
  promo_bonus_cents?: number;
  /** A subscription runs from `from` to `to` days around today. */
  subscription?: { frequency: 'monthly' | 'weekly'; from: number; to: number };
}

export interface PromoSpec {
  code: string;
  type: 'discount' | 'bonus';
  adj: 'percent' | 'fixed';
  percent?: number;
  amount_cents?: number;
  min_purchase_cents?: number;
  active?: boolean;
  /** Days around today; open when left out. */
  starts?: number;
  ends?: number;
}

const ALL_PAY = ['Student ID', 'Credit card', 'Payroll deduction'];
const STUDENTS: CustomerTypeName[] = ['Student', 'Parent'];

export const customerTypes: { name: CustomerTypeName; welcome: (school: string) => string; payment_types: string[] }[] = [
  { name: 'Student', welcome: (school) => `Welcome, ${school} students! Choose the plan that fits your week; you can bill it to your student account.`, payment_types: ['Student ID', 'Credit card'] },
  { name: 'Parent', welcome: () => 'Welcome, families! Buy a plan for your student: we will ask for their details at checkout.', payment_types: ['Student ID', 'Credit card'] },
  { name: 'Faculty/Staff', welcome: () => 'Welcome, faculty and staff! Plans can be paid by payroll deduction.', payment_types: ['Payroll deduction', 'Credit card'] },
  { name: 'Guest', welcome: () => 'Welcome, guests! Visiting for the week? A small plan or a weekly lunch subscription is the way to go.', payment_types: ['Credit card'] },
];

/** Six or more plans: a monthly and a weekly subscription, one with a promo bonus, one track-only. */
export function plansFor(key: SiteKey): PlanSpec[] {
  const lakeside = key === 'lakeside';
  return [
    {
      name: 'Unlimited Access',
      desc: 'Unlimited entries to every dining hall, plus dining dollars for cafés and markets.',
      price_cents: lakeside ? 262_500 : 245_000,
      swipes: 0,
      declining_balance_cents: 30_000,
      types: STUDENTS,
      balance_tracker: true,
      payments: 2,
    },
    {
      name: 'Block 225',
      desc: '225 meals a semester, about 15 a week, and $250 in dining dollars.',
      price_cents: lakeside ? 212_000 : 198_500,
      swipes: 225,
      declining_balance_cents: 25_000,
      types: STUDENTS,
      balance_tracker: true,
    },
    {
      name: 'Block 160 Bonus',
      desc: '160 meals a semester and $400 in dining dollars; this term it comes with a $50 bonus.',
      price_cents: lakeside ? 172_500 : 165_000,
      swipes: 160,
      declining_balance_cents: 40_000,
      types: STUDENTS,
      balance_tracker: true,
      promo_bonus_cents: 5_000,
    },
    {
      name: 'Commuter 50',
      desc: '50 meals a semester for students who live off campus. Promo codes are recorded, not applied.',
      price_cents: lakeside ? 65_000 : 62_500,
      swipes: 50,
      declining_balance_cents: 10_000,
      types: ['Student', 'Parent', 'Faculty/Staff', 'Guest'],
      balance_tracker: true,
      promo_track_only: true,
    },
    {
      name: 'Faculty Flex 25',
      desc: '25 meals and $50 in dining dollars a semester, tax-free for faculty and staff.',
      price_cents: 27_500,
      swipes: 25,
      declining_balance_cents: 5_000,
      types: ['Faculty/Staff'],
      apply_tax: false,
      payment_types: ['Payroll deduction', 'Credit card'],
    },
    {
      name: 'Monthly Meal Subscription',
      desc: '40 meals each month, billed on the first of the month.',
      price_cents: lakeside ? 41_000 : 39_500,
      swipes: 40,
      declining_balance_cents: 0,
      types: ['Student', 'Parent', 'Faculty/Staff'],
      payment_types: ['Credit card'],
      subscription: { frequency: 'monthly', from: -30, to: 240 },
    },
    {
      name: 'Weekly Lunch Subscription',
      desc: 'Five lunches a week, billed weekly from the Sunday you start.',
      price_cents: lakeside ? 9_000 : 8_500,
      swipes: 5,
      declining_balance_cents: 0,
      types: ['Student', 'Faculty/Staff', 'Guest'],
      payment_types: ['Credit card'],
      subscription: { frequency: 'weekly', from: -7, to: 120 },
    },
  ].map((plan) => ({ payment_types: ALL_PAY, ...plan }) as PlanSpec);
}

/** Swipes options and balance options of the custom plan: each balance option credits more than it costs. */
export const customOptions: { type: 'swipe' | 'db'; value: number; price_cents: number }[] = [
  { type: 'swipe', value: 50, price_cents: 45_000 },
  { type: 'swipe', value: 100, price_cents: 85_000 },
  { type: 'swipe', value: 150, price_cents: 120_000 },
  { type: 'db', value: 25_000, price_cents: 22_500 },
  { type: 'db', value: 50_000, price_cents: 45_000 },
  { type: 'db', value: 100_000, price_cents: 87_500 },
];

/** One product with a simple discount and bonus, one graduated (its bonus needs a plan in the cart). */
export const decliningProducts = [
  { name: 'Dining Dollars', minimum_purchase_cents: 2_500, is_discount: true, discount: 5, is_bonus: true, bonus: 10, sort_order: 1 },
  {
    name: 'Flex Dollars',
    minimum_purchase_cents: 5_000,
    requires_plan: true,
    is_grad_discount: true,
    grad_discount_interval_cents: 10_000,
    grad_discount_cents: 500,
    max_grad_discount_cents: 2_500,
    is_grad_bonus: true,
    grad_bonus_interval_cents: 10_000,
    grad_bonus_cents: 1_000,
    max_grad_bonus_cents: 5_000,
    sort_order: 2,
  },
];

/** Active codes of each kind, and one expired and one switched off. */
export const promoCodesFor = (key: SiteKey): PromoSpec[] => [
  { code: 'WELCOME10', type: 'discount', adj: 'percent', percent: 10, min_purchase_cents: 50_000, starts: -30, ends: 60 },
  { code: 'SAVE50', type: 'discount', adj: 'fixed', amount_cents: 5_000 },
  { code: 'BONUS5', type: 'bonus', adj: 'percent', percent: 5, starts: -7 },
  { code: 'DINE25', type: 'bonus', adj: 'fixed', amount_cents: 2_500, min_purchase_cents: 100_000, ends: 90 },
  { code: key === 'lakeside' ? 'SUMMER24' : 'SPRING25', type: 'discount', adj: 'percent', percent: 15, starts: -200, ends: -30 },
  { code: 'RETIRED', type: 'discount', adj: 'fixed', amount_cents: 10_000, active: false },
];

export const selections = (key: SiteKey) => ({
  location: key === 'lakeside' ? ['Lakeside Campus', 'Harbor Campus'] : ['Main Campus', 'Downtown Campus'],
  term: ['Fall', 'Spring'],
  year: ['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate'],
});
