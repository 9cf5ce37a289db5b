import type { Cart, OrderForm } from '@commons/contract';
import type { Cents, PreviewTax } from '@commons/domain';

/** Who buys, as the previews need it: the order form's tax settings and the customer type's apply_tax. */
export function previewTaxFor(orderForm: OrderForm, customerTypeId: number): PreviewTax {
  const type = orderForm.customerTypes.find((t) => t.id === customerTypeId);
  return { settings: orderForm.orderFormSettings, customerTypeAppliesTax: type?.apply_tax ?? false };
}

/** Does the cart hold a meal plan or a custom plan (a bonus that requires_plan counts either)? */
export const cartHasPlan = (cart: Cart): boolean => cart.items.some((item) => item.type === 'Meal plan' || item.type === 'Create your plan');

/** The declining balance already in the cart, of any product: it counts toward a product's minimum (docs/product/purchase.md#declining-balance). */
export const decliningBalanceInCart = (cart: Cart): Cents =>
  cart.items.reduce((sum, item) => sum + (item.type === 'Declining balance' ? (item.declining_balance_value_cents ?? 0) : 0), 0);
