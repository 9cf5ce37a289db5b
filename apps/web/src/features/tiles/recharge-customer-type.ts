/** What decides the customer type: the types that may buy declining balance, and the cart's. */
export interface RechargeTypes {
  /** The customer types listed in declining_balance_customer_types, in the order form's order. */
  typeIds: number[];
  /** The type the cart's items were chosen for (a cart holds one type's products), null while empty. */
  cartTypeId: number | null;
}

/**
 * Which customer type the tile buys for: the cart's, when the cart holds items (another would be
 * refused); else the purchase page's remembered choice (the preference cookie) when it may buy
 * declining balance; else the first type that may. Null when none fits: the tile then says
 * "Sorry, we can't display this button right now."
 */
export function rechargeCustomerType(offer: RechargeTypes, preferredTypeId: number | null): number | null {
  if (offer.cartTypeId !== null) return offer.typeIds.includes(offer.cartTypeId) ? offer.cartTypeId : null;
  if (preferredTypeId !== null && offer.typeIds.includes(preferredTypeId)) return preferredTypeId;
  return offer.typeIds[0] ?? null;
}

