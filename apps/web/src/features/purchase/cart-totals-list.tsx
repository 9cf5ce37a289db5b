import type { Cart } from '@commons/contract';
import { formatMoney } from '@commons/domain';

/** The cart's subtotal, discount, tax and total, exactly as the server answered them. */
export function CartTotalsList({ cart }: { cart: Cart }) {
  return (
    <dl className="purchase-totals">
      <div className="purchase-totals__row">
        <dt>Subtotal</dt>
        <dd>{formatMoney(cart.subtotal_cents)}</dd>
      </div>
      <div className="purchase-totals__row">
        <dt>Discount</dt>
        <dd>{cart.discount_cents > 0 ? `-${formatMoney(cart.discount_cents)}` : formatMoney(0)}</dd>
      </div>
      <div className="purchase-totals__row">
        <dt>Tax</dt>
        <dd>{formatMoney(cart.tax_cents)}</dd>
      </div>
      <div className="purchase-totals__row purchase-totals__row--total">
        <dt>Total</dt>
        <dd>{formatMoney(cart.total_cents)}</dd>
      </div>
    </dl>
  );
}
