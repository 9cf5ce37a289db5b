import { checkDecliningBalanceAmount } from '@commons/domain';
import { CART_TEXTS, type AddCustomPlanBody, type AddDecliningBalanceBody, type AddMealPlanBody } from '@commons/contract';
import { AppError, invalid } from '../../platform/app-error.ts';
import type { MealPlanRow, OrderFormRepo } from './order-form.repo.ts';
import { problem, type CartCall, type CartCore, type CartOutcome } from './cart.service.ts';
import { toSellingSite, type SellingSite } from './order-form.service.ts';
import { toDomainProduct } from './cart-pricing.ts';
import { subscriptionChoices, subscriptionLine, type SubscriptionLine } from './subscription-choices.ts';

export const ADD_MESSAGES = {
  planUnavailable: 'This meal plan is not available.',
  notOffered: 'This meal plan is not offered to this customer type.',
  logIn: 'Please log in to order a subscription plan.',
  acceptTerms: 'Please accept the subscription terms.',
  notSubscription: 'This plan is not a subscription.',
  subscriptionClosed: 'This subscription can no longer be ordered.',
  quickAddSubscription: 'Subscription plans are added from the purchase page, after their terms are accepted.',
  swipeOption: 'Choose a swipes option.',
  balanceOption: 'Choose a declining balance option.',
  customNotOffered: 'Custom plans are not offered to this customer type.',
  productUnavailable: 'This declining balance product is not available.',
  decliningNotOffered: 'Declining balance is not offered to this customer type.',
} as const;

/** A new line names none of the catalog rows but its own. */
const NOTHING = { plan: null, swipe: null, balance: null, product: null };

const SUBSCRIPTION_FIELDS = ['first_plan_date', 'first_bill_date', 'last_bill_date', 'last_plan_date', 'bill_today'] as const;
const LABELS: Record<(typeof SUBSCRIPTION_FIELDS)[number], string> = {
  first_plan_date: 'first plan date',
  first_bill_date: 'first bill date',
  last_bill_date: 'last bill date',
  last_plan_date: 'last plan date',
  bill_today: 'bill today',
};

/**
 * A subscription's dates for the request (docs/product/purchase.md#subscriptions; decisions/0025 "API"): the start is one of
 * the plan's choices (default the first); every other date, when sent, must be the server's.
 */
function datesFor(plan: MealPlanRow, body: AddMealPlanBody, today: string): SubscriptionLine {
  const choices = subscriptionChoices(plan, today);
  if (!choices || !plan.subscription_frequency) throw new AppError('conflict', ADD_MESSAGES.subscriptionClosed);
  const start = body.first_plan_date ?? choices.starts[0] ?? '';
  if (!choices.starts.includes(start)) {
    const message = `${CART_TEXTS.chooseStart} The first is ${choices.starts[0]}.`;
    throw problem('first_plan_date', message);
  }
  const line = subscriptionLine(plan.subscription_frequency, choices, start, today);
  const errors: Record<string, string> = {};
  for (const field of SUBSCRIPTION_FIELDS) {
    const sent = body[field];
    if (sent === undefined || sent === null || sent === line[field]) continue;
    errors[field] = field === 'bill_today' ? `This plan ${line.bill_today ? 'bills today' : `first bills on ${line.first_bill_date}`}.` : `This plan's ${LABELS[field]} is ${line[field]}.`;
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
  return line;
}

/** docs/product/api.md#purchase cart/add_meal_plan, orderform/quick_add, cart/add_custom_plan and cart/add_declining_balance. */
export function cartAdds(core: CartCore, orderForm: OrderFormRepo, clock: () => Date) {
  /** The site (404 first when it sells nothing), and an active plan of it that the customer type may buy. */
  async function offeredPlan(siteId: number, planId: number, typeId: number, field: string): Promise<{ site: SellingSite; plan: MealPlanRow }> {
    const scope = await orderForm.siteScopeWithPlan(siteId, planId, typeId);
    const site = toSellingSite(scope, clock());
    if (!scope?.plan) throw problem(field, ADD_MESSAGES.planUnavailable);
    if (!scope.may_buy) throw problem(field, ADD_MESSAGES.notOffered);
    return { site, plan: scope.plan };
  }

  const added = (typeId: number) => ({ changed: true as const, customerTypeId: typeId });

  return {
    /** `isLoggedIn` is asked only for a subscription: subscription plans require login (docs/product/purchase.md#subscriptions). */
    async addMealPlan(call: CartCall, body: AddMealPlanBody, isLoggedIn: () => Promise<boolean>): Promise<CartOutcome> {
      const { site, plan } = await offeredPlan(body.site_id, body.meal_plan, body.customer_type_id, 'meal_plan');
      if (plan.subscription) {
        if (!(await isLoggedIn())) throw new AppError('unauthorized', ADD_MESSAGES.logIn);
        if (body.terms_accepted !== true) throw problem('terms_accepted', ADD_MESSAGES.acceptTerms);
      } else {
        const sent = SUBSCRIPTION_FIELDS.find((field) => body[field] !== undefined && body[field] !== null);
        if (sent) throw problem(sent, ADD_MESSAGES.notSubscription);
      }
      return core.write({ siteId: body.site_id, call, create: true, forType: body.customer_type_id, site }, async (scope) => {
        const type = core.typeFor(scope, body.customer_type_id);
        core.roomFor(scope);
        const dates = plan.subscription ? datesFor(plan, body, scope.today) : null;
        await core.insertLine(
          scope,
          {
            kind: 'Meal plan',
            meal_plan_id: plan.id,
            ...(dates
              ? { first_bill_date: dates.first_bill_date, first_plan_date: dates.first_plan_date, last_bill_date: dates.last_bill_date, last_plan_date: dates.last_plan_date, bill_today: dates.bill_today, terms_accepted_at: clock() }
              : {}),
          },
          { ...NOTHING, plan },
        );
        core.withinLimit(scope, type.id, 'meal_plan');
        return added(type.id);
      });
    },

    /** decisions/0025 "API": the e-mail link's plan, once; subscriptions are refused. */
    async quickAdd(call: CartCall, query: { site_id: number; meal_plan_id: number; customer_type_id: number }): Promise<CartOutcome> {
      const { site, plan } = await offeredPlan(query.site_id, query.meal_plan_id, query.customer_type_id, 'meal_plan_id');
      if (plan.subscription) throw problem('meal_plan_id', ADD_MESSAGES.quickAddSubscription);
      return core.write({ siteId: query.site_id, call, create: true, forType: query.customer_type_id, site }, async (scope) => {
        const type = core.typeFor(scope, query.customer_type_id);
        if (scope.lines.some((line) => line.item.kind === 'Meal plan' && line.item.meal_plan_id === plan.id)) return { changed: false };
        core.roomFor(scope);
        await core.insertLine(scope, { kind: 'Meal plan', meal_plan_id: plan.id }, { ...NOTHING, plan });
        core.withinLimit(scope, type.id, 'meal_plan_id');
        return added(type.id);
      });
    },

    async addCustomPlan(call: CartCall, body: AddCustomPlanBody): Promise<CartOutcome> {
      const [site, swipe, balance] = await Promise.all([core.siteOf(body.site_id), orderForm.customOption(body.site_id, body.swipe_id), orderForm.customOption(body.site_id, body.db_id)]);
      if (swipe?.type !== 'swipe') throw problem('swipe_id', ADD_MESSAGES.swipeOption);
      if (balance?.type !== 'db') throw problem('db_id', ADD_MESSAGES.balanceOption);
      return core.write({ siteId: body.site_id, call, create: true, forType: body.customer_type_id, site }, async (scope) => {
        const type = core.typeFor(scope, body.customer_type_id);
        if (!scope.settings.custom_plan_customer_types.includes(type.id)) throw problem('customer_type_id', ADD_MESSAGES.customNotOffered);
        core.roomFor(scope);
        await core.insertLine(scope, { kind: 'Create your plan', swipe_option_id: swipe.id, db_option_id: balance.id }, { ...NOTHING, swipe, balance });
        core.withinLimit(scope, type.id, 'swipe_id');
        return added(type.id);
      });
    },

    /** docs/product/purchase.md#declining-balance: checked with what the cart already holds, under the cart's lock. */
    async addDecliningBalance(call: CartCall, body: AddDecliningBalanceBody): Promise<CartOutcome> {
      const [site, product] = await Promise.all([core.siteOf(body.site_id), orderForm.activeProduct(body.site_id, body.db_id)]);
      if (!product) throw problem('db_id', ADD_MESSAGES.productUnavailable);
      return core.write({ siteId: body.site_id, call, create: true, forType: body.customer_type_id, site }, async (scope) => {
        const type = core.typeFor(scope, body.customer_type_id);
        if (!scope.settings.declining_balance_customer_types.includes(type.id)) throw problem('customer_type_id', ADD_MESSAGES.decliningNotOffered);
        core.roomFor(scope);
        const inCart = scope.lines.reduce((sum, line) => sum + (line.item.kind === 'Declining balance' ? (line.item.amount_cents ?? 0) : 0), 0);
        const checked = checkDecliningBalanceAmount(body.declining_balance_value, toDomainProduct(product), inCart);
        if ('problem' in checked) throw problem('declining_balance_value', checked.problem);
        await core.insertLine(scope, { kind: 'Declining balance', db_product_id: product.id, amount_cents: checked.amount }, { ...NOTHING, product });
        core.withinLimit(scope, type.id, 'declining_balance_value');
        return added(type.id);
      });
    },
  };
}
export type CartAdds = ReturnType<typeof cartAdds>;
