import type { MealPlan } from '@commons/contract';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '@commons/ui/toast.ts';
import { cartCalls } from './cart-calls.ts';
import { useCartWrite } from './cart-queries.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

interface AddPlan {
  plan: MealPlan;
  /** A subscription's chosen start; its terms were accepted. */
  firstPlanDate?: string;
}

/** Adds a meal plan (or an accepted subscription) for the customer type, announcing the result. */
export function useAddMealPlan(siteId: number, customerTypeId: number): (variables: AddPlan) => void {
  const write = useCartWrite(siteId, ({ plan, firstPlanDate }: AddPlan) =>
    cartCalls.addMealPlan(siteId, { planId: plan.id, customerTypeId, ...(firstPlanDate !== undefined ? { firstPlanDate } : {}) }),
  );
  return (variables) =>
    write.mutate(variables, {
      onSuccess: () => notify(PURCHASE_TEXTS.added(variables.plan.name), 'success'),
      onError: (error) => notify(error instanceof ApiError ? error.message : PURCHASE_TEXTS.loadFailure, 'error'),
    });
}
