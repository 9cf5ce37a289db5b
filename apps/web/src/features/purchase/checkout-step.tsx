import { useId, type Ref } from 'react';
import type { Cart } from '@commons/contract';
import { CartPanel } from './cart-panel.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

interface CheckoutStepProps {
  siteId: number;
  cart: Cart;
  onEditCart: () => void;
  noticeRef: Ref<HTMLParagraphElement>;
}

/** Checkout, still to come: says so plainly, shows the locked cart, and 'Edit cart' goes back. */
export function CheckoutStep({ siteId, cart, onEditCart, noticeRef }: CheckoutStepProps) {
  const headingId = useId();
  return (
    <div className="purchase-checkout">
      <p ref={noticeRef} className="purchase-checkout__notice" tabIndex={-1}>
        {PURCHASE_TEXTS.checkoutComing}
      </p>
      <CartPanel siteId={siteId} cart={cart} isLocked headingId={headingId} />
      <button type="button" className="button button--ghost purchase-checkout__edit" onClick={onEditCart}>
        {PURCHASE_TEXTS.editCart}
      </button>
    </div>
  );
}
