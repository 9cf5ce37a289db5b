import type { CartItem } from '@commons/contract';
import { formatMoney } from '@commons/domain';
import { CoffeeLineFacts } from './coffee-line-facts.tsx';
import { longDate } from './subscription-card.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

interface CartLineProps {
  item: CartItem;
  /** During checkout the cart is locked: no delete, no promo removal. */
  isLocked: boolean;
  onDelete: (item: CartItem) => void;
  onRemovePromo: (item: CartItem) => void;
}

const PER_PERIOD = { monthly: ' a month', weekly: ' a week' } as const;

/** One cart line with the server's figures: price, discount, bonus, tax, and the promo code's message. */
export function CartLine({ item, isLocked, onDelete, onRemovePromo }: CartLineProps) {
  const period = item.subscription ? PER_PERIOD[item.subscription.frequency] : item.coffee ? PER_PERIOD.monthly : '';
  return (
    <li className="purchase-line">
      <div className="purchase-line__head">
        <p className="purchase-line__type">{item.type}</p>
        <h4 className="purchase-line__name">{item.name}</h4>
      </div>
      <dl className="purchase-facts purchase-line__figures">
        <div className="purchase-facts__row">
          <dt>Price</dt>
          <dd>
            {formatMoney(item.list_price_cents)}
            {period}
          </dd>
        </div>
        {item.discount_cents > 0 ? (
          <div className="purchase-facts__row">
            <dt>Discount</dt>
            <dd>-{formatMoney(item.discount_cents)}</dd>
          </div>
        ) : null}
        {item.bonus_cents > 0 ? (
          <div className="purchase-facts__row">
            <dt>Bonus</dt>
            <dd>{formatMoney(item.bonus_cents)}</dd>
          </div>
        ) : null}
        <div className="purchase-facts__row">
          <dt>Tax</dt>
          <dd>{formatMoney(item.tax_cents)}</dd>
        </div>
        {item.subscription ? (
          <div className="purchase-facts__row">
            <dt>{PURCHASE_TEXTS.startDate}</dt>
            <dd>{longDate(item.subscription.first_plan_date)}</dd>
          </div>
        ) : null}
        {item.coffee ? <CoffeeLineFacts coffee={item.coffee} /> : null}
      </dl>
      {item.promo_code ? (
        <div className="purchase-line__promo">
          <p>{item.promoMessage ?? item.promo_code}</p>
          {isLocked ? null : (
            <button
              type="button"
              className="purchase-link-button"
              aria-label={`${PURCHASE_TEXTS.removePromo} promo code ${item.promo_code} from ${item.name}`}
              onClick={() => onRemovePromo(item)}
            >
              {PURCHASE_TEXTS.removePromo}
            </button>
          )}
        </div>
      ) : null}
      {isLocked ? null : (
        <button
          type="button"
          className="button button--ghost purchase-line__delete"
          aria-label={`${PURCHASE_TEXTS.deleteItem} ${item.name}`}
          onClick={() => onDelete(item)}
        >
          {PURCHASE_TEXTS.deleteItem}
        </button>
      )}
    </li>
  );
}
