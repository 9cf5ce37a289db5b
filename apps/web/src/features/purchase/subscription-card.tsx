import { useId, useState } from 'react';
import type { MealPlan } from '@commons/contract';
import { longDateIn } from '../../ui/dates.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

/** A site-local 'YYYY-MM-DD' as 'Sunday, June 14, 2026'. */
export const longDate = (isoDate: string) => longDateIn(new Date(`${isoDate}T12:00:00Z`), 'UTC');

interface SubscriptionCardProps {
  plan: MealPlan;
  /** The buyer asks to add the plan from `start`: the page shows the terms first. */
  onAdd: (start: string) => void;
}

/**
 * One subscription plan (docs/product/purchase.md#subscriptions): its start chosen from the
 * server's choices (a weekly plan's are all Sundays), and its last bill and plan dates.
 */
export function SubscriptionCard({ plan, onAdd }: SubscriptionCardProps) {
  const dates = plan.subscription_dates;
  const [start, setStart] = useState(dates?.starts[0] ?? '');
  const selectId = useId();
  const hintId = useId();
  if (!dates) return null;
  const isWeekly = plan.subscription_frequency === 'weekly';
  return (
    <li className="purchase-plan">
      <h3 className="purchase-plan__name">{plan.name}</h3>
      <p className="purchase-plan__desc">{plan.desc}</p>
      <PlanFacts plan={plan} />
      <div className="form-field">
        <label htmlFor={selectId} className="form-field__label">
          {PURCHASE_TEXTS.startDate}
        </label>
        {isWeekly ? (
          <p id={hintId} className="form-field__hint">
            {PURCHASE_TEXTS.weeklyStart}
          </p>
        ) : null}
        <select
          id={selectId}
          className="form-field__input form-field__select"
          value={start}
          aria-describedby={isWeekly ? hintId : undefined}
          onChange={(event) => setStart(event.target.value)}
        >
          {dates.starts.map((date) => (
            <option key={date} value={date}>
              {longDate(date)}
            </option>
          ))}
        </select>
      </div>
      <dl className="purchase-facts">
        <div className="purchase-facts__row">
          <dt>{PURCHASE_TEXTS.lastBill}</dt>
          <dd>{longDate(dates.last_bill_date)}</dd>
        </div>
        <div className="purchase-facts__row">
          <dt>{PURCHASE_TEXTS.lastPlan}</dt>
          <dd>{longDate(dates.last_plan_date)}</dd>
        </div>
      </dl>
      <AddToCartButton planName={plan.name} onPress={() => onAdd(start)} />
    </li>
  );
}
