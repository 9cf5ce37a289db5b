import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { Cart, Customer, OrderForm } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { CardForm } from './card-form.tsx';
import { CartBusyArea } from './cart-busy-area.tsx';
import { CartPanel } from './cart-panel.tsx';
import { CheckoutAlert } from './checkout-alert.tsx';
import { checkoutFactsOf } from './checkout-context.ts';
import { customerFormDefaults } from './checkout-form-values.ts';
import { CheckoutLoginDialog } from './checkout-login-dialog.tsx';
import { CheckoutTermsDialog } from './checkout-terms-dialog.tsx';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';
import { CustomerForm } from './customer-form.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import type { Selections } from './selections.ts';
import { useCheckoutFlow } from './use-checkout-flow.ts';
import { useCheckoutForms } from './use-checkout-forms.ts';
import { useOrderPlaced } from './use-order-placed.ts';
import './checkout.css';

interface CheckoutStepProps {
  orderForm: OrderForm;
  cart: Cart;
  customer: Customer | null;
  selections: Selections;
  onEditCart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Checkout (docs/product/purchase.md#checkout): the customer form (with a parent's student and the payment type),
 * then the card form when paying by card, beside the locked cart; 'Return customer login' for a
 * visitor, the terms dialogs, and the red alert of a failure. The page waits under the spinner
 * while a call runs.
 */
export function CheckoutStep({ orderForm, cart, customer, selections, onEditCart, headingRef }: CheckoutStepProps) {
  const site = useSite();
  const cartHeadingId = useId();
  const facts = checkoutFactsOf(orderForm, cart, customer);
  const forms = useCheckoutForms(facts, customer, site.address.time_zone);
  const alertRef = useRef<HTMLDivElement>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const [isLoginOpen, setLoginOpen] = useState(false);
  const onPlaced = useOrderPlaced(site);
  const flow = useCheckoutFlow({
    siteId: site.id,
    cart,
    facts,
    selections,
    forms,
    onPlaced,
    focusAlert: () => requestAnimationFrame(() => alertRef.current?.focus()),
  });
  const isFrozen = flow.buyer !== null;
  useEffect(() => {
    if (isFrozen) cardHeadingRef.current?.focus();
  }, [isFrozen]);

  const loggedIn = (who: Customer) => {
    forms.customerForm.reset(customerFormDefaults(who, facts.isParent, forms.customerForm.getValues('payment_type')));
    requestAnimationFrame(() => forms.customerForm.setFocus('first_name'));
  };
  const editCustomer = () => {
    flow.editCustomer();
    requestAnimationFrame(() => forms.customerForm.setFocus('first_name'));
  };
  const fallback = () => document.getElementById(cartHeadingId);
  return (
    <CartBusyArea siteId={site.id} fallback={fallback} label={T.placing}>
      <div className="checkout">
        <div className="checkout__main">
          <h3 ref={headingRef} tabIndex={-1} className="checkout__heading">
            {facts.isParent ? T.parentHeading : T.detailsHeading}
          </h3>
          {customer === null && site.customer_login ? (
            <div className="checkout__login">
              <p>{T.returnLoginIntro}</p>
              <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => setLoginOpen(true)}>
                {T.returnLogin}
              </button>
            </div>
          ) : null}
          <CheckoutAlert ref={alertRef} alert={flow.alert} count={flow.alertCount} onDismiss={flow.dismissAlert} onLogin={() => setLoginOpen(true)} />
          <CustomerForm
            form={forms.customerForm}
            facts={facts}
            asksPassword={customer === null && site.customer_login}
            isFrozen={isFrozen}
            totalCents={cart.total_cents}
            onSubmit={flow.submitCustomer}
            onInvalid={flow.invalid}
            onEditCustomer={editCustomer}
          />
          {isFrozen ? <CardForm ref={cardHeadingRef} form={forms.cardForm} totalCents={cart.total_cents} onSubmit={flow.submitCard} onInvalid={flow.invalid} /> : null}
        </div>
        <div className="checkout__aside">
          <CartPanel siteId={site.id} cart={cart} isLocked headingId={cartHeadingId} />
          <button type="button" className="button button--ghost checkout__edit-cart" onClick={onEditCart}>
            {PURCHASE_TEXTS.editCart}
          </button>
        </div>
      </div>
      {flow.terms ? <CheckoutTermsDialog key={flow.terms.kind} kind={flow.terms.kind} terms={flow.terms.text} onAccept={flow.acceptTerms} onClose={flow.cancelTerms} /> : null}
      {isLoginOpen ? <CheckoutLoginDialog siteId={site.id} onLoggedIn={loggedIn} onClose={() => setLoginOpen(false)} /> : null}
    </CartBusyArea>
  );
}
