import type { MealPlan } from '@commons/contract';
import { formatMoney } from '@commons/domain';

const PER_PERIOD = { monthly: 'a month', weekly: 'a week' } as const;

/** A plan's price, meals and dining dollars (and its bonus), as the order form gives them. */
export function PlanFacts({ plan }: { plan: MealPlan }) {
  const period = plan.subscription_frequency ? ` ${PER_PERIOD[plan.subscription_frequency]}` : '';
  return (
    <dl className="purchase-facts">
      <div className="purchase-facts__row purchase-facts__row--price">
        <dt>Price</dt>
        <dd>
          {formatMoney(plan.price_cents)}
          {period}
        </dd>
      </div>
      {plan.swipes > 0 ? (
        <div className="purchase-facts__row">
          <dt>Meals</dt>
          <dd>{plan.swipes}</dd>
        </div>
      ) : null}
      {plan.declining_balance_cents > 0 ? (
        <div className="purchase-facts__row">
          <dt>Dining dollars</dt>
          <dd>{formatMoney(plan.declining_balance_cents)}</dd>
        </div>
      ) : null}
      {plan.promoBonus_cents > 0 ? (
        <div className="purchase-facts__row">
          <dt>Bonus</dt>
          <dd>{formatMoney(plan.promoBonus_cents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
