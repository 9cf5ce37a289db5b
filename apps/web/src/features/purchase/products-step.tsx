import { useCallback, useId } from 'react';
import type { Cart, Customer, OrderForm, Site } from '@commons/contract';
import { CartBusyArea } from './cart-busy-area.tsx';
import { CartPanel } from './cart-panel.tsx';
import { ProductTabsView } from './product-tabs-view.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SettingsText } from './settings-text.tsx';

interface ProductsStepProps {
  site: Pick<Site, 'id' | 'slug' | 'meal_plan_subscriptions' | 'customer_login' | 'address'>;
  orderForm: OrderForm;
  cart: Cart;
  customer: Customer | null;
  /** The chosen customer type, once every required selection is made; null before. */
  customerTypeId: number | null;
  onCheckout: () => void;
}

/**
 * The products and the cart beside them (below on a phone). Products appear once the selections
 * are made; the cart always shows. While a cart call runs, both wait under a spinner.
 */
export function ProductsStep({ site, orderForm, cart, customer, customerTypeId, onCheckout }: ProductsStepProps) {
  const cartHeadingId = useId();
  const type = orderForm.customerTypes.find((entry) => entry.id === customerTypeId);
  const cartHeading = useCallback(() => document.getElementById(cartHeadingId), [cartHeadingId]);
  return (
    <CartBusyArea siteId={site.id} fallback={cartHeading}>
      <div className="purchase-products">
        <div className="purchase-products__main">
          {type ? (
            <>
              <SettingsText text={type.welcome_message} className="purchase-welcome" />
              <ProductTabsView site={site} orderForm={orderForm} customerTypeId={type.id} cart={cart} customer={customer} />
            </>
          ) : (
            <p className="purchase-products__gate">{PURCHASE_TEXTS.chooseFirst}</p>
          )}
        </div>
        <CartPanel siteId={site.id} cart={cart} isLocked={false} onCheckout={onCheckout} headingId={cartHeadingId} />
      </div>
    </CartBusyArea>
  );
}
