import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { purchaseQueries } from '../purchase/index.ts';
import { rechargeCustomerType } from './recharge-customer-type.ts';
import type { RechargeOffer } from './recharge-offer.ts';

/**
 * Adds the amount (as typed: the server checks it again) to this browser's cart for the customer
 * type the tile buys for (`chosenTypeId`, the buyer's choice on the tile, where it asks), and keeps
 * the answered cart for the purchase page the tile goes to next. Loaded on submit only, with the
 * purchase page's code it then shows. Rejects with the server's ApiError; resolves false when no
 * customer type fits.
 */
export async function submitRecharge(client: QueryClient, siteId: number, offer: RechargeOffer, amount: string, chosenTypeId: number | null): Promise<boolean> {
  const typeId = rechargeCustomerType(offer, chosenTypeId);
  if (typeId === null) return false;
  const answer = await api(endpoints.postAddDecliningBalance, {
    body: { site_id: siteId, db_id: offer.productId, declining_balance_value: amount, customer_type_id: typeId },
  });
  client.setQueryData(purchaseQueries.cart(siteId).queryKey, answer);
  return true;
}
