import type { MealPlan, OrderForm, SiteFlags } from '@commons/contract';
import type { ContentTab } from '../../ui/content-tabs.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

export type ProductTabKey = 'meal-plans' | 'subscriptions' | 'custom-plan' | 'declining-balance' | 'coffee';

/** The plans a customer type may buy (its `meal_plans`), in the order form's order, split into plans and subscriptions that can still start. */
export function plansForType(form: OrderForm, customerTypeId: number): { plans: MealPlan[]; subscriptions: MealPlan[] } {
  const ids = new Set(form.customerTypes.find((type) => type.id === customerTypeId)?.meal_plans ?? []);
  const offered = form.mealPlans.filter((plan) => ids.has(plan.id)).sort((a, b) => a.sort_order - b.sort_order);
  return {
    plans: offered.filter((plan) => !plan.subscription),
    subscriptions: offered.filter((plan) => plan.subscription && plan.subscription_dates !== null && plan.subscription_dates.starts.length > 0),
  };
}

/**
 * The product tabs for a customer type (docs/product/purchase.md#purchase-page): 'Meal plans' always; 'Subscriptions' when the
 * site sells them, has customer login and the type has subscriptions that can start; 'Custom plan'
 * and 'Declining balance' when the settings list the type; 'Coffee subscription' when the site sells
 * it (coffee_subscription) and has customer login (it is billed monthly to an account).
 */
export function productTabsFor(form: OrderForm, customerTypeId: number, flags: Pick<SiteFlags, 'meal_plan_subscriptions' | 'customer_login'>): (ContentTab & { key: ProductTabKey })[] {
  const settings = form.orderFormSettings;
  const tabs: (ContentTab & { key: ProductTabKey })[] = [{ key: 'meal-plans', label: PURCHASE_TEXTS.tabs.mealPlans }];
  if (flags.meal_plan_subscriptions && flags.customer_login && plansForType(form, customerTypeId).subscriptions.length > 0) {
    tabs.push({ key: 'subscriptions', label: PURCHASE_TEXTS.tabs.subscriptions });
  }
  if (settings.custom_plan_customer_types.includes(customerTypeId)) tabs.push({ key: 'custom-plan', label: PURCHASE_TEXTS.tabs.customPlan });
  if (settings.declining_balance_customer_types.includes(customerTypeId)) tabs.push({ key: 'declining-balance', label: PURCHASE_TEXTS.tabs.decliningBalance });
  if (settings.coffee_subscription && flags.customer_login) tabs.push({ key: 'coffee', label: PURCHASE_TEXTS.tabs.coffee });
  return tabs;
}
