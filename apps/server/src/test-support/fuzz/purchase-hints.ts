import { deleteCartItem, getCart, postAddCoffeeSubscription, postApplyPromo, postRemovePromo, type Cart } from '@commons/contract';
import { signUpForm } from '../../modules/customers/testing/customer-test-kit.ts';
import { siteIdsBySlug } from '../site-list-checks.ts';
import type { TestApp } from '../test-app.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

/**
 * Hints that let the purchase calls reach past their checks: Northfield's Student type, a plan it
 * may buy, a custom plan's options, a declining balance product with an amount over its minimum,
 * an active promo code; and for the calls that name a cart line, a cart of their own holding a
 * meal plan with a promo code, sent by its cookie; the coffee subscription's months and a
 * customer's session (it needs a logged-in buyer).
 */
export async function purchaseHints(t: TestApp): Promise<{ hintsFor(target: FuzzTarget): Hints; headersFor(target: FuzzTarget): Record<string, string> }> {
  const { northfield } = await siteIdsBySlug(t, ['northfield']);
  const form = (await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${northfield}` })).json<{
    customerTypes: { id: number; name: string }[];
    mealPlans: { id: number; name: string }[];
    customMealPlans: { id: number; type: string }[];
    decliningBalance: { id: number; name: string }[];
  }>();
  const student = form.customerTypes.find((c) => c.name === 'Student')?.id;
  const plan = form.mealPlans.find((p) => p.name === 'Block 225')?.id;
  const swipe = form.customMealPlans.find((o) => o.type === 'swipe')?.id;
  const balance = form.customMealPlans.find((o) => o.type === 'db')?.id;
  const product = form.decliningBalance.find((p) => p.name === 'Dining Dollars')?.id;
  if (northfield === undefined || !student || !plan || !swipe || !balance || !product) throw new Error('The fuzz database has no Northfield order form.');

  /** A cart of its own for one call: a meal plan with SAVE50 on it. */
  const cartFor = async (): Promise<{ cookie: string; itemId: number }> => {
    const added = await t.app.inject({ method: 'POST', url: '/v1/cart/add_meal_plan', payload: { site_id: northfield, meal_plan: plan, customer_type_id: student } });
    const set = added.cookies[0];
    if (added.statusCode !== 200 || !set) throw new Error(`The fuzz cart was not made: ${added.body}`);
    const cookie = `${set.name}=${set.value}`;
    const itemId = added.json<{ cart: Cart }>().cart.items[0]?.id ?? 0;
    await t.app.inject({ method: 'POST', url: '/v1/promo_codes/apply', payload: { site_id: northfield, promo_code: 'SAVE50', item_id: itemId }, headers: { cookie } });
    return { cookie, itemId };
  };
  const keyOf = (def: { method: string; path: string }) => `${def.method} ${def.path}`;
  const carts = new Map<string, { cookie: string; itemId: number }>();
  for (const def of [getCart, deleteCartItem, postApplyPromo, postRemovePromo]) carts.set(keyOf(def), await cartFor());

  const signUp = await t.app.inject({ method: 'POST', url: '/v1/customer/create', payload: signUpForm(northfield), remoteAddress: '10.251.0.1' });
  const session = signUp.cookies.find((c) => c.name === 'commons_session');
  if (signUp.statusCode !== 200 || !session) throw new Error(`The fuzz coffee buyer did not sign up: ${signUp.body}`);
  const coffeeBuyer = `${session.name}=${session.value}`;

  const common: Hints = {
    site_id: [northfield],
    meal_plan: [plan],
    meal_plan_id: [plan],
    customer_type_id: [student],
    swipe_id: [swipe],
    db_id: [balance],
    declining_balance_value: ['50', '25.5'],
    promo_code: ['SAVE50', 'welcome10'],
    months: [1, 3, 5],
  };
  const isPurchase = (target: FuzzTarget) => /^\/v1\/(orderform|cart|promo_codes)\//.test(target.path);
  return {
    hintsFor(target) {
      if (!isPurchase(target)) return {};
      const own = carts.get(keyOf(target));
      const hints = target.path === '/v1/cart/add_declining_balance' ? { ...common, db_id: [product] } : common;
      return own ? { ...hints, cart_item_id: [own.itemId], item_id: [own.itemId] } : hints;
    },
    headersFor(target): Record<string, string> {
      if (keyOf(target) === keyOf(postAddCoffeeSubscription)) return { cookie: coffeeBuyer };
      const own = carts.get(keyOf(target));
      return own ? { cookie: own.cookie } : {};
    },
  };
}
