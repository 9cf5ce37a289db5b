import type { Cart, CartItem, DecliningBalanceProductShape, OrderForm } from '@commons/contract';
import { testSettings } from './purchase-test-data.ts';

/** An order form like the demo data's northfield: 6.25 % tax on custom plans, custom plans shown as a bonus. */
const SETTINGS = testSettings({
  school_term_label: 'Term',
  meal_plan_msg: '',
  subscription_terms: '',
  custom_meal_plan_msg: 'Build your own plan: pick a number of meals and an amount of dining dollars.',
  declining_balance_msg: 'Add dining dollars to spend at any café, market or dining hall.',
  balance_tracker_dollars: true,
  balance_tracker_swipes: true,
  payment_types: [],
});

const product = (changes: Partial<DecliningBalanceProductShape>): DecliningBalanceProductShape => ({
  id: 0,
  name: '',
  minimum_purchase_cents: 0,
  requires_plan: false,
  is_discount: false,
  discount: 0,
  is_grad_discount: false,
  grad_discount_interval_cents: 0,
  grad_discount_cents: 0,
  max_grad_discount_cents: 0,
  is_bonus: false,
  bonus: 0,
  is_grad_bonus: false,
  grad_bonus_interval_cents: 0,
  grad_bonus_cents: 0,
  max_grad_bonus_cents: 0,
  ...changes,
});

export const ORDER_FORM: OrderForm = {
  customerTypes: [{ id: 1, name: 'Student', welcome_message: '', apply_tax: true, payment_types: [], meal_plans: [], is_parent: false }],
  customerLocations: [],
  customerYears: [],
  customerTerms: [],
  mealPlans: [],
  customMealPlans: [
    { id: 11, type: 'swipe', value: 50, value_cents: null, price_cents: 45_000 },
    { id: 12, type: 'swipe', value: 100, value_cents: null, price_cents: 85_000 },
    { id: 21, type: 'db', value: null, value_cents: 25_000, price_cents: 22_500 },
    { id: 22, type: 'db', value: null, value_cents: 50_000, price_cents: 45_000 },
  ],
  orderFormSettings: SETTINGS,
  decliningBalance: [
    product({ id: 31, name: 'Dining Dollars', minimum_purchase_cents: 2_500, is_discount: true, discount: 5, is_bonus: true, bonus: 10 }),
    product({
      id: 32,
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
    }),
  ],
  school_terms: [],
};

export const EMPTY_CART: Cart = { items: [], customer_type_id: null, subtotal_cents: 0, discount_cents: 0, tax_cents: 0, total_cents: 0, expires_at: null };

/** A cart holding one declining balance line of `amount` cents. */
export function cartWithBalance(amount: number): Cart {
  const item: CartItem = {
    id: 1,
    type: 'Declining balance',
    name: 'Dining Dollars',
    meal_plan_id: null,
    swipe_id: null,
    db_id: 31,
    swipes: 0,
    declining_balance_value_cents: amount,
    subscription: null,
    coffee: null,
    list_price_cents: amount,
    price_cents: amount,
    tax_cents: 0,
    discount_cents: 0,
    bonus_cents: 0,
    dbDiscount_cents: 0,
    dbBonus_cents: 0,
    promo_code: null,
    promo_type: null,
    promo_adj: null,
    promo_value: null,
    promo_value_cents: null,
    promo_min_purchase_amnt_cents: null,
    promo_price_cents: null,
    promo_track_only: false,
    beforePromoPrice_cents: amount,
    beforePromoTax_cents: 0,
    promoMessage: null,
  };
  return { ...EMPTY_CART, items: [item], customer_type_id: 1, subtotal_cents: amount, total_cents: amount };
}
