/** What decides the customer type: the types that may buy declining balance, and the cart's. */
export interface RechargeTypes {
  /** The customer types listed in declining_balance_customer_types, in the order form's order. */
  types: readonly { id: number; name: string }[];
  /** The type the cart's items were chosen for (a cart holds one type's products), null while empty. */
  cartTypeId: number | null;
}

/**
 * Whether the buyer chooses the customer type on the tile: the cart is empty and more than one type
 * may buy declining balance. The tile never chooses for a student, a parent or a member of staff.
 */
export const asksForCustomerType = (offer: RechargeTypes): boolean => offer.cartTypeId === null && offer.types.length > 1;

/**
 * Which customer type the tile buys for: the cart's, when the cart holds items (another would be
 * refused); else the buyer's choice on the tile when it may buy declining balance; else the only
 * type that may. Null when none is chosen or none fits.
 */
export function rechargeCustomerType(offer: RechargeTypes, chosenTypeId: number | null): number | null {
  const mayBuy = (id: number | null) => id !== null && offer.types.some((type) => type.id === id);
  if (offer.cartTypeId !== null) return mayBuy(offer.cartTypeId) ? offer.cartTypeId : null;
  if (mayBuy(chosenTypeId)) return chosenTypeId;
  return offer.types.length === 1 ? (offer.types[0]?.id ?? null) : null;
}

/**
 * Whether any customer type can buy here: without one the tile says "Sorry, we can't display this
 * button right now." (a cart of a type that may not buy declining balance, or no such type at all).
 */
export const hasRechargeType = (offer: RechargeTypes): boolean =>
  offer.cartTypeId !== null ? offer.types.some((type) => type.id === offer.cartTypeId) : offer.types.length > 0;
