import { useState } from 'react';
import type { OrderForm } from '@commons/contract';
import { expectedRemaining, trackedTerm } from '@commons/domain';
import { AdviceBlocks } from './advice-blocks.tsx';
import { BalanceCounters } from './balance-counters.tsx';
import { BALANCE_TRACKER_TEXTS, termSentence } from './balance-tracker-texts.ts';
import { PaceCheckForm } from './pace-check-form.tsx';
import { PlanChooser } from './plan-chooser.tsx';

interface BalanceTrackerViewProps {
  orderForm: Pick<OrderForm, 'mealPlans' | 'orderFormSettings' | 'school_terms'>;
  /** Today in the site's time zone, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * The tracker (docs/product/purchase.md#balance-tracker): today and the days left in the term, a chooser of the plans flagged
 * balance_tracker, what an even pace leaves of the chosen one, the real-balance check while a term
 * runs and the plan has dollars to count, and the settings' advice.
 */
export function BalanceTrackerView({ orderForm, today }: BalanceTrackerViewProps) {
  const settings = orderForm.orderFormSettings;
  const plans = orderForm.mealPlans.filter((plan) => plan.balance_tracker);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const plan = plans.find((candidate) => candidate.id === chosenId) ?? plans[0];
  const progress = trackedTerm(orderForm.school_terms, today);

  return (
    <div className="balance-tracker">
      <p className="balance-tracker__today">{termSentence(today, progress)}</p>
      {plan ? (
        <>
          <PlanChooser plans={plans} value={plan.id} onChange={setChosenId} />
          <BalanceCounters key={`counters-${plan.id}`} plan={plan} remaining={expectedRemaining(plan, progress)} settings={settings} />
          {progress && settings.balance_tracker_dollars && plan.declining_balance_cents > 0 ? (
            progress.isCurrent ? (
              <PaceCheckForm key={`pace-${plan.id}`} plan={plan} progress={progress} today={today} />
            ) : (
              <p className="balance-tracker__note">{BALANCE_TRACKER_TEXTS.paceNotYet(progress.term.name, progress.term.start)}</p>
            )
          ) : null}
        </>
      ) : (
        <p className="balance-tracker__empty">{BALANCE_TRACKER_TEXTS.noPlans}</p>
      )}
      <AdviceBlocks settings={settings} />
    </div>
  );
}
