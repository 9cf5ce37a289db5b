import { useId } from 'react';
import type { Customer, Site } from '@commons/contract';
import { COFFEE_TEXTS } from './coffee-texts.ts';
import { CoffeeOrderForm } from './coffee-order-form.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import type { ProductPanelProps } from './product-panel-props.ts';
import './coffee-panel.css';

interface CoffeePanelProps extends ProductPanelProps {
  site: Pick<Site, 'slug' | 'address'>;
  customer: Customer | null;
}

/**
 * The 'Coffee subscription' tab (docs/product/purchase.md#coffee): the price per month and what the subscription is;
 * a logged-out visitor gets 'Log in' and 'Sign Up' (it is billed monthly to an account), a
 * customer chooses 1 to 5 months and adds it.
 */
export function CoffeePanel({ site, siteId, orderForm, customerTypeId, cart, customer }: CoffeePanelProps) {
  const titleId = useId();
  const factsId = useId();
  const price = orderForm.orderFormSettings.coffee_subscription_price_cents;
  return (
    <section className="purchase-panel coffee-panel" aria-labelledby={titleId}>
      <div className="coffee-panel__head">
        <h3 id={titleId} className="purchase-plan__name">
          {COFFEE_TEXTS.title}
        </h3>
        <p className="coffee-panel__price">{COFFEE_TEXTS.perMonth(price)}</p>
      </div>
      <h4 id={factsId} className="visually-hidden">
        {COFFEE_TEXTS.factsLabel}
      </h4>
      <ul className="coffee-panel__facts" aria-labelledby={factsId}>
        {COFFEE_TEXTS.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {customer ? (
        <CoffeeOrderForm siteId={siteId} orderForm={orderForm} customerTypeId={customerTypeId} cart={cart} timeZone={site.address.time_zone} />
      ) : (
        <LoginPrompt siteSlug={site.slug} message={COFFEE_TEXTS.logIn} />
      )}
    </section>
  );
}
