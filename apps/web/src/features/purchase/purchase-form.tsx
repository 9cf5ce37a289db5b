import type { Cart, Customer, OrderForm, Site } from '@commons/contract';
import { PurchaseSteps } from './purchase-steps.tsx';
import { useSelections } from './use-selections.ts';

interface PurchaseFormProps {
  site: Pick<Site, 'id' | 'slug' | 'meal_plan_subscriptions' | 'customer_login' | 'address'>;
  orderForm: OrderForm;
  cart: Cart;
  customer: Customer | null;
}

/** The loaded purchase page: the selections (remembered for 3 days) driving the steps. */
export function PurchaseForm({ site, orderForm, cart, customer }: PurchaseFormProps) {
  const { selections, choose, locked } = useSelections(site.id, orderForm, cart);
  return <PurchaseSteps site={site} orderForm={orderForm} cart={cart} customer={customer} selections={selections} lockedSelections={locked} onSelect={choose} />;
}
