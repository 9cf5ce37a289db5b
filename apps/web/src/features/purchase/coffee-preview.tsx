import { formatMoney, type CoffeeSchedule, type LinePreview } from '@commons/domain';
import { longDate } from './subscription-card.tsx';
import { COFFEE_TEXTS } from './coffee-texts.ts';

const Row = ({ label, value, className }: { label: string; value: string; className?: string }) => (
  <div className={className ? `purchase-facts__row ${className}` : 'purchase-facts__row'}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/**
 * The coffee subscription's figures before it is added, as the server will charge them: the price
 * per month, the months, the total over them, what is billed today, and the last bill. A polite
 * live region, so a new choice of months is read out.
 */
export function CoffeePreview({ preview }: { preview: (LinePreview & { schedule: CoffeeSchedule }) | null }) {
  const T = COFFEE_TEXTS.preview;
  const schedule = preview?.schedule;
  const lastBill = schedule?.billDates.at(-1);
  return (
    <div className="db-preview" role="status" aria-live="polite" aria-atomic="true">
      {preview && schedule ? (
        <dl className="purchase-facts db-preview__facts">
          <Row label={T.perMonth} value={formatMoney(schedule.pricePerMonth)} />
          <Row label={T.months} value={String(schedule.months)} />
          <Row label={T.total(schedule.months)} value={formatMoney(schedule.total)} className="purchase-facts__row--price" />
          <Row label={T.today} value={formatMoney(preview.total)} />
          {lastBill ? <Row label={T.lastBill} value={longDate(lastBill)} /> : null}
          <Row label={T.endsOn} value={longDate(schedule.endsOn)} />
        </dl>
      ) : (
        <p className="db-preview__prompt">{COFFEE_TEXTS.monthsHint}</p>
      )}
    </div>
  );
}
