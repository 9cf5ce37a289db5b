import type { CardOrderForm, CheckoutBuyerAnswer, CheckoutBuyerForm, CheckoutBody, OrderAnswer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The order's part of a submit: who buys, how, this attempt's key, the selections and the terms accepted. */
export type OrderFields = CheckoutBody;

/** The checkout calls (docs/product/purchase.md#checkout, docs/product/api.md#purchase): who buys this browser's cart, then the order by payment type. */
export const checkoutCalls = {
  setBuyer: (body: CheckoutBuyerForm): Promise<CheckoutBuyerAnswer> => api(endpoints.postCheckoutBuyer, { body }),
  checkout: (body: OrderFields): Promise<OrderAnswer> => api(endpoints.postCheckout, { body }),
  cardOrder: (body: CardOrderForm): Promise<OrderAnswer> => api(endpoints.postCardOrder, { body }),
};
