import { useId } from 'react';
import type { MealPlan, OrderFormSettings } from '@commons/contract';
import { formatMoney, type Remaining } from '@commons/domain';
import { BalanceCounter } from './balance-counter.tsx';
import { BALANCE_TRACKER_TEXTS } from './balance-tracker-texts.ts';

/** docs/product/purchase.md#balance-tracker: the dollars start after 1 s, the swipes after 1.5 s. */
export const DOLLARS_DELAY_MS = 1_000;
export const SWIPES_DELAY_MS = 1_500;

const swipesText = (count: number) => count.toLocaleString('en-US');

interface BalanceCountersProps {
  plan: MealPlan;
  remaining: Remaining;
  settings: Pick<OrderFormSettings, 'balance_tracker_dollars' | 'balance_tracker_swipes'>;
}

/**
 * What an even pace leaves of the plan today: the dollars and the swipes, each when the settings
 * show it and the plan has some to count (an unlimited plan has no swipes to count down).
 */
export function BalanceCounters({ plan, remaining, settings }: BalanceCountersProps) {
  const headingId = useId();
  const showsDollars = settings.balance_tracker_dollars && plan.declining_balance_cents > 0;
  const showsSwipes = settings.balance_tracker_swipes && plan.swipes > 0;
  if (!showsDollars && !showsSwipes) {
    return settings.balance_tracker_dollars || settings.balance_tracker_swipes ? <p>{BALANCE_TRACKER_TEXTS.nothingToCount}</p> : null;
  }
  return (
    <section className="balance-estimate" aria-labelledby={headingId}>
      <h2 id={headingId} className="balance-estimate__heading">
        {BALANCE_TRACKER_TEXTS.estimateHeading(plan.name)}
      </h2>
      <p className="balance-estimate__note">{BALANCE_TRACKER_TEXTS.estimateNote}</p>
      <dl className="balance-estimate__counters">
        {showsDollars ? <BalanceCounter label={BALANCE_TRACKER_TEXTS.dollars} value={remaining.cents} format={formatMoney} delayMs={DOLLARS_DELAY_MS} /> : null}
        {showsSwipes ? <BalanceCounter label={BALANCE_TRACKER_TEXTS.swipes} value={remaining.swipes} format={swipesText} delayMs={SWIPES_DELAY_MS} /> : null}
      </dl>
    </section>
  );
}
