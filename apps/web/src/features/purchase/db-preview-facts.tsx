import { formatMoney, type LinePreview } from '@commons/domain';
import { DB_TEXTS } from './db-texts.ts';

interface DbPreviewFactsProps {
  /** The line as it will be charged, or null while the choice is incomplete. */
  preview: (LinePreview & { balance?: number }) | null;
  /** What is shown while there is no preview. */
  prompt: string;
  /** 'Price' (a custom plan) or 'Amount' (declining balance). */
  listLabel: string;
  /** The dining dollars credited with the line, when it credits any. */
  credited?: number;
  /** A line read after the figures (a bonus that needs a plan in the cart). */
  note?: string;
}

const Row = ({ label, value, className }: { label: string; value: string; className?: string }) => (
  <div className={className ? `purchase-facts__row ${className}` : 'purchase-facts__row'}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/**
 * What a line will cost before it is added, as the server will charge it (the domain's preview):
 * price, discount, bonus, tax and the total. A polite live region, so a new choice is read out.
 */
export function DbPreviewFacts({ preview, prompt, listLabel, credited, note }: DbPreviewFactsProps) {
  const T = DB_TEXTS.facts;
  return (
    <div className="db-preview" role="status" aria-live="polite" aria-atomic="true">
      {preview === null ? (
        <p className="db-preview__prompt">{prompt}</p>
      ) : (
        <dl className="purchase-facts db-preview__facts">
          <Row label={listLabel} value={formatMoney(preview.listPrice)} />
          {preview.discount > 0 ? <Row label={T.discount} value={`-${formatMoney(preview.discount)}`} /> : null}
          {preview.bonus > 0 ? <Row label={T.bonus} value={formatMoney(preview.bonus)} /> : null}
          {preview.tax > 0 ? <Row label={T.tax} value={formatMoney(preview.tax)} /> : null}
          <Row label={T.total} value={formatMoney(preview.total)} className="purchase-facts__row--price" />
          {credited !== undefined ? <Row label={T.balance} value={formatMoney(credited)} /> : null}
        </dl>
      )}
      {preview !== null && note !== undefined ? <p className="db-preview__note">{note}</p> : null}
    </div>
  );
}
