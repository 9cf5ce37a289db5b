import type { CartCoffee } from '@commons/contract';
import { formatMoney } from '@commons/domain';
import { COFFEE_TEXTS } from './coffee-texts.ts';
import { longDate } from './subscription-card.tsx';

/** A coffee subscription line's months and bills as the server answered them (rows of the line's list). */
export function CoffeeLineFacts({ coffee }: { coffee: CartCoffee }) {
  const T = COFFEE_TEXTS.preview;
  const lastBill = coffee.bill_dates.at(-1);
  return (
    <>
      <div className="purchase-facts__row">
        <dt>{T.months}</dt>
        <dd>{coffee.months}</dd>
      </div>
      <div className="purchase-facts__row">
        <dt>{T.total(coffee.months)}</dt>
        <dd>{formatMoney(coffee.total_cents)}</dd>
      </div>
      {lastBill ? (
        <div className="purchase-facts__row">
          <dt>{T.lastBill}</dt>
          <dd>{longDate(lastBill)}</dd>
        </div>
      ) : null}
    </>
  );
}
