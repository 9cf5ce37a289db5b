import type { FastifyInstance } from 'fastify';
import { getCustomerOrders, postCancelSubscription, postCustomerSubscriptions } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { authorizer } from '../customers/authorize-call.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { CustomerOrdersService } from './customer-orders.service.ts';

/** The largest body taken: three ids and a flag fit in well under 1 KB. */
export const CUSTOMER_ORDERS_BODY_LIMIT = 1024;

/**
 * The account's Orders and Subscriptions calls (docs/product/api.md#accounts). Register in the checkout calls' scope:
 * cookies, no-store answers, writes refused from other sites' pages.
 */
export function customerOrdersRoutes(app: FastifyInstance, deps: { customerOrders: CustomerOrdersService; customers: CustomersService }) {
  const { customerOrders } = deps;
  const authorized = authorizer(deps.customers);
  const options = { bodyLimit: CUSTOMER_ORDERS_BODY_LIMIT };

  contractRoute(app, getCustomerOrders, async ({ query, request, reply }) => {
    const { customer } = await authorized(request, reply, query.site_id, query.customer_id);
    return customerOrders.orders(customer, query.site_id);
  });

  contractRoute(
    app,
    postCustomerSubscriptions,
    async ({ body, request, reply }) => {
      await customerOrders.subscriptionSite(body.site_id);
      const { customer } = await authorized(request, reply, body.site_id, body.customer_id);
      return customerOrders.subscriptions(customer, body.site_id);
    },
    options,
  );

  contractRoute(
    app,
    postCancelSubscription,
    async ({ body, request, reply }) => {
      await customerOrders.subscriptionSite(body.site_id);
      const { customer } = await authorized(request, reply, body.site_id, body.customer_id);
      return customerOrders.cancel(customer, body.site_id, body.subscription_id);
    },
    options,
  );
}
