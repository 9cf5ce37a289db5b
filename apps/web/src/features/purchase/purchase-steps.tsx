import { useEffect, useRef, useState } from 'react';
import { DisclosureGroup, type Key } from 'react-aria-components/DisclosureGroup';
import type { Cart, Customer, OrderForm, Site } from '@commons/contract';
import { dismissToasts } from '@commons/ui/toast.ts';
import { CheckoutStep } from './checkout-step.tsx';
import { ProductsStep } from './products-step.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { isSelectionComplete, type SelectionKey, type Selections } from './selections.ts';
import { SelectionsStep } from './selections-step.tsx';
import { StepDisclosure } from './step-disclosure.tsx';

interface PurchaseStepsProps {
  site: Pick<Site, 'id' | 'slug' | 'meal_plan_subscriptions' | 'customer_login' | 'address'>;
  orderForm: OrderForm;
  cart: Cart;
  customer: Customer | null;
  selections: Selections;
  /** The selections locked while the cart has items. */
  lockedSelections: readonly SelectionKey[];
  onSelect: (next: Selections) => void;
}

type Step = 'selections' | 'products' | 'checkout';

/**
 * The purchase accordion (docs/product/purchase.md#purchase-page): customer selections → products with the cart → checkout.
 * Selections and products start open; the products step opens again by itself when the selections
 * are made or the cart gets items (unless checkout is open). 'Checkout' opens checkout alone and
 * locks the other steps; 'Edit cart' returns to the selections and products.
 */
export function PurchaseSteps({ site, orderForm, cart, customer, selections, lockedSelections, onSelect }: PurchaseStepsProps) {
  const isHidden = orderForm.orderFormSettings.hide_selections;
  const isComplete = isSelectionComplete(selections, orderForm);
  const hasItems = cart.items.length > 0;
  const [isCheckout, setIsCheckout] = useState(false);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set<Key>(isHidden ? ['products'] : ['selections', 'products']));
  // Opens the products step when the selections become complete or the cart gets items.
  const [seen, setSeen] = useState({ isComplete, hasItems });
  if (seen.isComplete !== isComplete || seen.hasItems !== hasItems) {
    setSeen({ isComplete, hasItems });
    if (!isCheckout && ((isComplete && !seen.isComplete) || (hasItems && !seen.hasItems))) setExpanded((open) => new Set([...open, 'products']));
  }
  // An emptied cart cannot be checked out.
  if (isCheckout && !hasItems) {
    setIsCheckout(false);
    setExpanded(new Set<Key>(isHidden ? ['products'] : ['selections', 'products']));
  }

  const [focusTo, setFocusTo] = useState<{ step: Step } | null>(null);
  const checkoutHeadingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusTo) return;
    // The steps a move closes hide their panels once their collapse has run (React Aria), which moves
    // the step below them up the page: its heading is focused, and so scrolled into view, a frame later.
    const frame = requestAnimationFrame(() => {
      const heading = focusTo.step === 'checkout' ? checkoutHeadingRef.current : rootRef.current?.querySelector<HTMLElement>('.purchase-products .purchase-cart__title');
      heading?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTo]);

  // Checkout asked for before every selection was made: the selections say which, and nothing else moves.
  const [checkoutAsked, setCheckoutAsked] = useState(0);
  const go = (step: 'products' | 'checkout') => {
    if (step === 'checkout' && !isComplete) {
      setExpanded((open) => new Set([...open, 'selections']));
      setCheckoutAsked((count) => count + 1);
      return;
    }
    // The toast of an add (top centre, 3 s) would lie over checkout's first fields; the cart beside them says what was added.
    if (step === 'checkout') dismissToasts();
    setIsCheckout(step === 'checkout');
    setExpanded(new Set<Key>(step === 'checkout' || isHidden ? [step] : ['selections', step]));
    setFocusTo({ step });
  };
  return (
    <div ref={rootRef}>
      <DisclosureGroup allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={setExpanded} className="purchase-steps">
        {isHidden ? null : (
          <StepDisclosure id="selections" number={1} title={PURCHASE_TEXTS.steps.selections} isDisabled={isCheckout}>
            <SelectionsStep form={orderForm} selections={selections} onChange={onSelect} locked={lockedSelections} checkoutAsked={checkoutAsked} />
          </StepDisclosure>
        )}
        <StepDisclosure id="products" number={isHidden ? 1 : 2} title={PURCHASE_TEXTS.steps.products} isDisabled={isCheckout}>
          <ProductsStep
            site={site}
            orderForm={orderForm}
            cart={cart}
            customer={customer}
            customerTypeId={isComplete ? selections.customer_type_id : null}
            onCheckout={() => go('checkout')}
          />
        </StepDisclosure>
        <StepDisclosure id="checkout" number={isHidden ? 2 : 3} title={PURCHASE_TEXTS.steps.checkout} isDisabled={!isCheckout}>
          {isCheckout ? (
            <CheckoutStep orderForm={orderForm} cart={cart} customer={customer} selections={selections} headingRef={checkoutHeadingRef} onEditCart={() => go('products')} />
          ) : null}
        </StepDisclosure>
      </DisclosureGroup>
    </div>
  );
}
