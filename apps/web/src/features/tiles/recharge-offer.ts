import type { Cart, OrderForm } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { RECHARGE_AMOUNT_TEXTS, rechargeAmountProblem } from './recharge-amount.ts';
import { readSelectionPreference } from '../../site/selection-preference.ts';
import { hasRechargeType, type RechargeTypes } from './recharge-customer-type.ts';

/** What the tile sells: the site's first declining balance product, to the types that may buy it. */
export interface RechargeOffer extends RechargeTypes {
  productId: number;
  minimumCents: number;
  /** 'Minimum $25.00', or null when the product has no minimum. */
  minimumHint: string | null;
  /** What is wrong with an amount as typed (docs/product/purchase.md#recharge), or null. */
  problemOf: (text: string) => string | null;
  /** The customer type the purchase page remembers (its preference cookie), offered first; null when none or it may not buy. */
  preferredTypeId: number | null;
}

/**
 * The offer from the order form, the cart and the remembered customer type, or null when the site
 * has no product or no type to sell it to.
 */
export function rechargeOfferOf(orderForm: OrderForm, cart: Cart, rememberedTypeId: number | null): RechargeOffer | null {
  const product = orderForm.decliningBalance[0];
  if (!product) return null;
  const listed = orderForm.orderFormSettings.declining_balance_customer_types;
  const types = orderForm.customerTypes.filter((type) => listed.includes(type.id)).map(({ id, name }) => ({ id, name }));
  const minimum = product.minimum_purchase_cents;
  const offer: RechargeOffer = {
    productId: product.id,
    minimumCents: minimum,
    minimumHint: minimum > 0 ? RECHARGE_AMOUNT_TEXTS.minimum(minimum) : null,
    problemOf: (text) => rechargeAmountProblem(text, minimum),
    types,
    cartTypeId: cart.items.length > 0 ? cart.customer_type_id : null,
    preferredTypeId: types.some((type) => type.id === rememberedTypeId) ? rememberedTypeId : null,
  };
  return hasRechargeType(offer) ? offer : null;
}

/** Reads the order form and this browser's cart (fetched when the tile is first seen or used). */
export async function loadRechargeOffer(siteId: number, signal?: AbortSignal): Promise<RechargeOffer | null> {
  const query = { site_id: siteId };
  const [orderForm, { cart }] = await Promise.all([api(endpoints.getOrderForm, { query, signal }), api(endpoints.getCart, { query, signal })]);
  return rechargeOfferOf(orderForm, cart, readSelectionPreference(siteId)?.customer_type_id ?? null);
}

/** The add-to-cart step, with the purchase page's code it goes to: fetched on submit only. */
export const loadRechargeSubmit = () => import('./recharge-submit.ts');
