import { useId } from 'react';
import type { MealPlan } from '@commons/contract';
import { BALANCE_TRACKER_TEXTS } from './balance-tracker-texts.ts';
import '@commons/ui/form/form.css';

interface PlanChooserProps {
  plans: readonly MealPlan[];
  value: number;
  onChange: (planId: number) => void;
}

/** The plans flagged balance_tracker, as a native select (the purchase page's select pattern). */
export function PlanChooser({ plans, value, onChange }: PlanChooserProps) {
  const id = useId();
  return (
    <div className="form-field balance-tracker__chooser">
      <label htmlFor={id} className="form-field__label">
        {BALANCE_TRACKER_TEXTS.planLabel}
      </label>
      <select id={id} className="form-field__input form-field__select" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </select>
    </div>
  );
}
