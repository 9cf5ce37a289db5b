import type { Cart, OrderForm } from '@commons/contract';

/** What each product tab of the purchase page is given. */
export interface ProductPanelProps {
  siteId: number;
  orderForm: OrderForm;
  /** The customer type chosen in the selections. */
  customerTypeId: number;
  /** The cart as the server last answered it. */
  cart: Cart;
}
