import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MealPlan } from '@commons/contract';
import { balancePace, type TermProgress } from '@commons/domain';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { BALANCE_TRACKER_TEXTS, paceSentences } from './balance-tracker-texts.ts';
import { balanceCents, paceCheckSchema, type PaceCheckValues } from './pace-check-schema.ts';

interface PaceCheckFormProps {
  plan: MealPlan;
  progress: TermProgress;
  today: string;
}

/**
 * The visitor's real balance today against the even pace of the chosen plan's dollars: ahead,
 * behind or on pace, and the day the money runs out at the rate spent so far. The verdict is read
 * out politely when it appears; a bad amount is announced and tied to the field.
 */
export function PaceCheckForm({ plan, progress, today }: PaceCheckFormProps) {
  const headingId = useId();
  const form = useForm<PaceCheckValues>({ resolver: zodResolver(paceCheckSchema), defaultValues: { balance: '' } });
  const [checked, setChecked] = useState<number | null>(null);
  const submit = form.handleSubmit(
    (values) => setChecked(balanceCents(values.balance)),
    () => setChecked(null),
  );
  const result =
    checked === null ? null : paceSentences(balancePace(checked, plan.declining_balance_cents, progress, today), checked, plan.declining_balance_cents, progress.term);

  return (
    <section className="pace-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="pace-check__heading">
        {BALANCE_TRACKER_TEXTS.paceHeading}
      </h2>
      <p>{BALANCE_TRACKER_TEXTS.paceIntro(plan.name)}</p>
      <form className="pace-check__form" aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert control={form.control} />
        <div className="pace-check__row">
          <TextField control={form.control} name="balance" label={BALANCE_TRACKER_TEXTS.paceField} hint={BALANCE_TRACKER_TEXTS.paceHint} autoComplete="off" isRequired maxLength={20} />
          <button type="submit" className="button pace-check__submit">
            {BALANCE_TRACKER_TEXTS.paceSubmit}
          </button>
        </div>
      </form>
      <div className="pace-check__result" role="status">
        {result ? (
          <>
            <p className="pace-check__verdict">{result.verdict}</p>
            <p>{result.runOut}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
