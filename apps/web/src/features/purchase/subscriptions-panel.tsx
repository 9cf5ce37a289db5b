import { useState } from 'react';
import type { Customer, MealPlan, OrderForm } from '@commons/contract';
import { LoginPrompt } from './login-prompt.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SettingsText } from './settings-text.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { SubscriptionTermsDialog } from './subscription-terms-dialog.tsx';
import { useAddMealPlan } from './use-add-meal-plan.ts';

interface SubscriptionsPanelProps {
  siteId: number;
  siteSlug: string;
  orderForm: OrderForm;
  customerTypeId: number;
  plans: readonly MealPlan[];
  customer: Customer | null;
}

/**
 * The 'Subscriptions' tab (docs/product/purchase.md#subscriptions): a logged-out visitor gets 'Log in' and 'Sign Up'
 * instead of ordering; a customer picks a start and accepts the terms before the plan is added.
 */
export function SubscriptionsPanel({ siteId, siteSlug, orderForm, customerTypeId, plans, customer }: SubscriptionsPanelProps) {
  const add = useAddMealPlan(siteId, customerTypeId);
  const [pending, setPending] = useState<{ plan: MealPlan; start: string } | null>(null);
  const settings = orderForm.orderFormSettings;
  if (!customer) {
    return (
      <div className="purchase-panel">
        <SettingsText text={settings.subscription_plan_msg} className="purchase-panel__message" />
        <LoginPrompt siteSlug={siteSlug} message={PURCHASE_TEXTS.subscriptionLogin} />
        <ul className="purchase-plans">
          {plans.map((plan) => (
            <li key={plan.id} className="purchase-plan">
              <h3 className="purchase-plan__name">{plan.name}</h3>
              <p className="purchase-plan__desc">{plan.desc}</p>
              <PlanFacts plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="purchase-panel">
      <SettingsText text={settings.subscription_plan_msg} className="purchase-panel__message" />
      <ul className="purchase-plans">
        {plans.map((plan) => (
          <SubscriptionCard key={plan.id} plan={plan} onAdd={(start) => setPending({ plan, start })} />
        ))}
      </ul>
      {pending ? (
        <SubscriptionTermsDialog
          planName={pending.plan.name}
          terms={settings.subscription_terms}
          onClose={() => setPending(null)}
          onAccept={() => {
            setPending(null);
            add({ plan: pending.plan, firstPlanDate: pending.start });
          }}
        />
      ) : null}
    </div>
  );
}
