import { useState } from 'react';
import type { Cart, Customer, OrderForm, Site } from '@commons/contract';
import { ContentTabs } from '../../ui/content-tabs.tsx';
import { CoffeePanel } from './coffee-panel.tsx';
import { CustomPlanPanel } from './custom-plan-panel.tsx';
import { DecliningBalancePanel } from './declining-balance-panel.tsx';
import { MealPlansPanel } from './meal-plans-panel.tsx';
import { plansForType, productTabsFor, type ProductTabKey } from './product-tabs.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';

interface ProductTabsViewProps {
  site: Pick<Site, 'id' | 'slug' | 'meal_plan_subscriptions' | 'customer_login' | 'address'>;
  orderForm: OrderForm;
  customerTypeId: number;
  cart: Cart;
  customer: Customer | null;
}

/** The products of the chosen customer type as tabs (docs/product/purchase.md#purchase-page), the coffee subscription among them where the site sells it. */
export function ProductTabsView({ site, orderForm, customerTypeId, cart, customer }: ProductTabsViewProps) {
  const tabs = productTabsFor(orderForm, customerTypeId, site);
  const [chosen, setChosen] = useState<ProductTabKey>('meal-plans');
  const selected = tabs.some((tab) => tab.key === chosen) ? chosen : 'meal-plans';
  const { plans, subscriptions } = plansForType(orderForm, customerTypeId);
  const panelProps = { siteId: site.id, orderForm, customerTypeId, cart };
  return (
    <ContentTabs label={PURCHASE_TEXTS.productsLabel} tabs={tabs} selectedKey={selected} onSelect={(key) => setChosen(key as ProductTabKey)} className="purchase-tabs">
      {selected === 'meal-plans' ? <MealPlansPanel siteId={site.id} orderForm={orderForm} customerTypeId={customerTypeId} plans={plans} /> : null}
      {selected === 'subscriptions' ? (
        <SubscriptionsPanel siteId={site.id} siteSlug={site.slug} orderForm={orderForm} customerTypeId={customerTypeId} plans={subscriptions} customer={customer} />
      ) : null}
      {selected === 'custom-plan' ? <CustomPlanPanel {...panelProps} /> : null}
      {selected === 'declining-balance' ? <DecliningBalancePanel {...panelProps} /> : null}
      {selected === 'coffee' ? <CoffeePanel {...panelProps} site={site} customer={customer} /> : null}
    </ContentTabs>
  );
}
