import type { Cart, CartItem } from '@commons/contract';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '@commons/ui/toast.ts';
import { cartCalls } from './cart-calls.ts';
import { CartLine } from './cart-line.tsx';
import { useCartWrite } from './cart-queries.ts';
import { CartTotalsList } from './cart-totals-list.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

interface CartPanelProps {
  siteId: number;
  cart: Cart;
  /** During checkout the cart is locked for editing (docs/product/purchase.md#cart). */
  isLocked: boolean;
  /** 'Checkout', shown while the cart has items and is not locked. */
  onCheckout?: () => void;
  headingId: string;
}

const failed = (error: unknown) => notify(error instanceof ApiError ? error.message : PURCHASE_TEXTS.loadFailure, 'error');

/** The cart as the server last priced it: its lines, a promo code, the totals and 'Checkout'. */
export function CartPanel({ siteId, cart, isLocked, onCheckout, headingId }: CartPanelProps) {
  const remove = useCartWrite(siteId, (item: CartItem) => cartCalls.deleteItem(siteId, item.id));
  const removePromo = useCartWrite(siteId, (item: CartItem) => cartCalls.removePromo(siteId, item.id));
  const hasItems = cart.items.length > 0;
  return (
    <section className="purchase-cart" aria-labelledby={headingId}>
      <h3 id={headingId} className="purchase-cart__title" tabIndex={-1}>
        {PURCHASE_TEXTS.cart}
      </h3>
      {hasItems ? (
        <>
          <ul className="purchase-cart__lines">
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                isLocked={isLocked}
                onDelete={(line) => remove.mutate(line, { onSuccess: () => notify(PURCHASE_TEXTS.deleted(line.name), 'success'), onError: failed })}
                onRemovePromo={(line) =>
                  removePromo.mutate(line, { onSuccess: () => notify(PURCHASE_TEXTS.promoRemoved(line.promo_code ?? ''), 'success'), onError: failed })
                }
              />
            ))}
          </ul>
          <CartTotalsList cart={cart} />
          {isLocked ? null : <PromoCodeForm siteId={siteId} />}
          {!isLocked && onCheckout ? (
            <button type="button" className="button purchase-cart__checkout" onClick={onCheckout}>
              {PURCHASE_TEXTS.checkout}
            </button>
          ) : null}
        </>
      ) : (
        <p className="purchase-cart__empty">{PURCHASE_TEXTS.cartEmpty}</p>
      )}
    </section>
  );
}
