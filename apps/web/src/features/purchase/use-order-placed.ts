import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OrderAnswer } from '@commons/contract';
import { customerKey } from '../../site/customer-session.ts';
import { purchaseQueries } from './cart-queries.ts';
import { paths } from '../../api/paths.ts';
import type { OrderCompleteState } from './order-complete-state.ts';
import { clearSelectionPreference } from '../../site/selection-preference.ts';

/**
 * After an order (docs/product/purchase.md#order-complete): on to the order complete page, which only this page's
 * navigation opens; then the cart (emptied by the server) is read again when next wanted, the
 * remembered selections are forgotten, and the customer's data (a new account, its orders) is asked again.
 */
export function useOrderPlaced(site: { id: number; slug: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (answer: OrderAnswer) => {
    const state: OrderCompleteState = { orderNo: answer.order_no, totalCents: answer.total_cents, subscriptionCharges: answer.subscription_charges };
    await navigate(paths.orderComplete(site.slug), { state });
    clearSelectionPreference(site.id);
    client.removeQueries({ queryKey: purchaseQueries.cart(site.id).queryKey });
    await client.invalidateQueries({ queryKey: customerKey(site.id) });
  };
}
