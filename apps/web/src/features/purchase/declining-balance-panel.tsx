import { cartHasPlan, decliningBalanceInCart, previewTaxFor } from './db-pricing.ts';
import { DB_TEXTS } from './db-texts.ts';
import { DecliningBalanceEntry } from './declining-balance-entry.tsx';
import type { ProductPanelProps } from './product-panel-props.ts';
import { SettingsText } from './settings-text.tsx';
import './db-panels.css';

/** The 'Declining balance' tab (docs/product/purchase.md#declining-balance): an amount per product, with its minimum, discount and bonus. */
export function DecliningBalancePanel({ siteId, orderForm, customerTypeId, cart }: ProductPanelProps) {
  const products = orderForm.decliningBalance;
  const tax = previewTaxFor(orderForm, customerTypeId);
  const inCart = decliningBalanceInCart(cart);
  const hasPlan = cartHasPlan(cart);
  return (
    <div className="purchase-panel">
      <SettingsText text={orderForm.orderFormSettings.declining_balance_msg} className="purchase-panel__message" />
      {products.length === 0 ? (
        <p>{DB_TEXTS.noProducts}</p>
      ) : (
        <ul className="purchase-plans db-entries">
          {products.map((product) => (
            <DecliningBalanceEntry key={product.id} siteId={siteId} customerTypeId={customerTypeId} product={product} tax={tax} inCart={inCart} cartHasPlan={hasPlan} />
          ))}
        </ul>
      )}
    </div>
  );
}
