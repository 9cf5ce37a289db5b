import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import type { CountAttempt } from '../../platform/attempt-limits.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { cartRepo } from '../purchase/cart.repo.ts';
import { orderFormRepo } from '../purchase/order-form.repo.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import { checkoutBuyerService } from './checkout-buyer.service.ts';
import { customerOrdersRepo } from './customer-orders.repo.ts';
import { customerOrdersService } from './customer-orders.service.ts';
import { ordersRepo } from './orders.repo.ts';
import { placeOrderService } from './place-order.service.ts';

/** The checkout use cases on one database: who buys a cart, and placing its order; and the account's orders and subscriptions. */
export function ordersServices(deps: { db: Db; sites: SitesRepo; gateway: PaymentGateway; mail: MailOutbox; countAttempt: CountAttempt; clock: () => Date; publicBaseUrl: string }) {
  const repo = ordersRepo(deps.db);
  const carts = cartRepo(deps.db);
  const orderForm = orderFormRepo(deps.db);
  return {
    buyers: checkoutBuyerService({ repo, carts, orderForm, sites: deps.sites, countAttempt: deps.countAttempt, clock: deps.clock }),
    orders: placeOrderService({ repo, carts, orderForm, sites: deps.sites, gateway: deps.gateway, mail: deps.mail, clock: deps.clock, publicBaseUrl: deps.publicBaseUrl }),
    customerOrders: customerOrdersService(customerOrdersRepo(deps.db), deps.sites, deps.clock),
  };
}
