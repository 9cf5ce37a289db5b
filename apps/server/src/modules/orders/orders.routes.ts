import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { postCardOrder, postCheckout, postCheckoutBuyer } from '@commons/contract';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import { AppError } from '../../platform/app-error.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import type { RateLimitStores } from '../../platform/rate-limit-store.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { sessionTokenOf, setSessionCookie } from '../customers/session-cookie.ts';
import { cartIdOf, clearCartCookie } from '../purchase/cart-cookie.ts';
import type { CheckoutBuyerService } from './checkout-buyer.service.ts';
import { customerOrdersRoutes } from './customer-orders.routes.ts';
import type { CustomerOrdersService } from './customer-orders.service.ts';
import type { CustomerRow } from './orders.repo.ts';
import type { PlaceOrderService, PlaceOutcome } from './place-order.service.ts';

/** Checkout calls one address may make per minute: a buyer makes a few; a script gets no further. */
export const CHECKOUT_CALLS_PER_MINUTE = 60;
/** The largest checkout body taken: every field of the longest form fits in well under 16 KB. */
export const CHECKOUT_BODY_LIMIT = 16 * 1024;

export interface OrdersDeps {
  buyers: CheckoutBuyerService;
  orders: PlaceOrderService;
  customerOrders: CustomerOrdersService;
  customers: CustomersService;
  limits: RateLimitStores;
  publicBaseUrl: string;
}

/**
 * The checkout calls (docs/product/api.md#purchase; decisions/0027): who buys the cart, then the order by payment
 * type. Never cached; refused from other sites' pages; rate-limited per address. Register in a
 * scope with @fastify/cookie.
 */
export function ordersRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const { buyers, orders, customers, limits } = deps;
  refuseCrossSiteWrites(app, deps.publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  /** The logged-in customer of the site, if any (a site without customer login has none). */
  async function sessionCustomer(request: FastifyRequest, reply: FastifyReply, siteId: number): Promise<CustomerRow | null> {
    const token = sessionTokenOf(request);
    if (!token) return null;
    const found = await customers.current(token, siteId).catch((error: unknown) => (error instanceof AppError ? null : Promise.reject(error)));
    if (found?.isRenewed) setSessionCookie(request, reply, token);
    return found?.customer ?? null;
  }

  /** Sends a placed order's answer (or a stored refusal), and forgets the cart once it became an order. */
  function send(request: FastifyRequest, reply: FastifyReply, siteId: number, outcome: PlaceOutcome): typeof ALREADY_SENT {
    if (outcome.status === 200) clearCartCookie(request, reply, siteId);
    void reply.status(outcome.status).send(outcome.body);
    return ALREADY_SENT;
  }

  // The account's Orders and Subscriptions tabs share this scope's cookies, no-store and cross-site check.
  customerOrdersRoutes(app, { customerOrders: deps.customerOrders, customers });

  app.register(async (limited) => {
    await limited.register(import('@fastify/rate-limit'), { max: CHECKOUT_CALLS_PER_MINUTE, timeWindow: '1 minute', store: limits('checkout') });
    const options = { bodyLimit: CHECKOUT_BODY_LIMIT };

    contractRoute(
      limited,
      postCheckoutBuyer,
      async ({ body, request, reply }) => {
        const session = await sessionCustomer(request, reply, body.site_id);
        const { openSessionFor, ...answer } = await buyers.setBuyer(cartIdOf(request, body.site_id), body, session, request.ip);
        if (openSessionFor) {
          const opened = await customers.startSession(openSessionFor, { ip: request.ip, token: sessionTokenOf(request) });
          setSessionCookie(request, reply, opened.token);
        }
        return answer;
      },
      options,
    );

    contractRoute(
      limited,
      postCheckout,
      async ({ body, request, reply }) => send(request, reply, body.site_id, await orders.checkout(cartIdOf(request, body.site_id), body, await sessionCustomer(request, reply, body.site_id))),
      options,
    );

    contractRoute(
      limited,
      postCardOrder,
      async ({ body, request, reply }) => send(request, reply, body.site_id, await orders.cardOrder(cartIdOf(request, body.site_id), body, await sessionCustomer(request, reply, body.site_id))),
      options,
    );
  });
}
