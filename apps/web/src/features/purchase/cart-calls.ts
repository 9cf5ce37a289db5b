import type { CartAnswer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The cart writes of the meal plan and cart parts of the page (docs/product/api.md#purchase); each answers the whole cart. */
export const cartCalls = {
  addMealPlan: (siteId: number, plan: { planId: number; customerTypeId: number; firstPlanDate?: string }): Promise<CartAnswer> =>
    api(endpoints.postAddMealPlan, {
      body: {
        site_id: siteId,
        meal_plan: plan.planId,
        customer_type_id: plan.customerTypeId,
        item_type: 'Meal plan',
        ...(plan.firstPlanDate !== undefined ? { first_plan_date: plan.firstPlanDate, terms_accepted: true } : {}),
      },
    }),
  addCoffeeSubscription: (siteId: number, choice: { months: number; customerTypeId: number }): Promise<CartAnswer> =>
    api(endpoints.postAddCoffeeSubscription, { body: { site_id: siteId, months: choice.months, customer_type_id: choice.customerTypeId } }),
  deleteItem: (siteId: number, itemId: number): Promise<CartAnswer> => api(endpoints.deleteCartItem, { body: { site_id: siteId, cart_item_id: itemId } }),
  applyPromo: (siteId: number, code: string): Promise<CartAnswer> => api(endpoints.postApplyPromo, { body: { site_id: siteId, promo_code: code } }),
  removePromo: (siteId: number, itemId: number): Promise<CartAnswer> => api(endpoints.postRemovePromo, { body: { site_id: siteId, item_id: itemId } }),
  quickAdd: (siteId: number, planId: number, customerTypeId: number): Promise<CartAnswer> =>
    api(endpoints.getQuickAdd, { query: { site_id: siteId, meal_plan_id: planId, customer_type_id: customerTypeId } }),
};
