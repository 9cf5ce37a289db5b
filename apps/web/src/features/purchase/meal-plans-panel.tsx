import type { MealPlan, OrderForm } from '@commons/contract';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SettingsText } from './settings-text.tsx';
import { useAddMealPlan } from './use-add-meal-plan.ts';

interface MealPlansPanelProps {
  siteId: number;
  orderForm: OrderForm;
  customerTypeId: number;
  plans: readonly MealPlan[];
}

/** The 'Meal plans' tab: the type's plans that are no subscription, each with 'Add to cart'. */
export function MealPlansPanel({ siteId, orderForm, customerTypeId, plans }: MealPlansPanelProps) {
  const add = useAddMealPlan(siteId, customerTypeId);
  return (
    <div className="purchase-panel">
      <SettingsText text={orderForm.orderFormSettings.meal_plan_msg} className="purchase-panel__message" />
      {plans.length === 0 ? <p>{PURCHASE_TEXTS.noPlans}</p> : null}
      <ul className="purchase-plans">
        {plans.map((plan) => (
          <li key={plan.id} className="purchase-plan">
            <h3 className="purchase-plan__name">{plan.name}</h3>
            <p className="purchase-plan__desc">{plan.desc}</p>
            <PlanFacts plan={plan} />
            <AddToCartButton planName={plan.name} onPress={() => add({ plan })} />
          </li>
        ))}
      </ul>
    </div>
  );
}
