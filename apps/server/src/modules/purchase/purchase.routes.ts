import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteCartItem,
  getCart,
  getOrderForm,
  getQuickAdd,
  postAddCoffeeSubscription,
  postAddCustomPlan,
  postAddDecliningBalance,
  postAddMealPlan,
  postApplyPromo,
  postRemovePromo,
} from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { AppError } from '../../platform/app-error.ts';
import { CROSS_SITE_REFUSED, isCrossSite, refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import type { AttemptLimit, CountAttempt } from '../../platform/attempt-limits.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { sessionTokenOf, setSessionCookie } from '../customers/session-cookie.ts';
import type { CartAdds } from './cart-adds.service.ts';
import type { CartCoffeeAdds } from './cart-coffee.service.ts';
import { cartIdOf, setCartCookie } from './cart-cookie.ts';
import type { CartPromos } from './cart-promo.service.ts';
import type { CartCall, CartCore, CartOutcome } from './cart.service.ts';
import type { OrderFormService } from './order-form.service.ts';

/**
 * Cart writes one address may make per minute. Generous: a campus sends its students through one
 * NAT address, and a buyer makes a dozen cart calls; it bounds a script that fills the carts table.
 */
export const CART_WRITES_PER_MINUTE = 600;
const CART_WRITES: AttemptLimit = { name: 'cart-writes', max: CART_WRITES_PER_MINUTE, windowMs: 60_000 };
/** The largest cart request body taken: every cart call's fields fit in well under 1 KB. */
export const CART_BODY_LIMIT = 4 * 1024;

export interface PurchaseDeps {
  orderForm: OrderFormService;
  core: CartCore;
  adds: CartAdds;
  coffee: CartCoffeeAdds;
  promos: CartPromos;
  customers: CustomersService;
  countAttempt: CountAttempt;
  publicBaseUrl: string;
}

/**
 * The meal plan purchase calls (docs/product/api.md#purchase): the public order form, and the cart, named by its
 * HttpOnly cookie. Cart answers are private and never cached; writes (and quick add, a GET that
 * writes) are refused from another site's pages and rate-limited per address: a write's count
 * starts as its request comes in and runs while the call reads, and the write waits for it (one
 * round trip less on the way of every cart write than counting before the call). Register in a
 * scope with @fastify/cookie.
 */
export function purchaseRoutes(app: FastifyInstance, deps: PurchaseDeps) {
  const { orderForm, core, adds, coffee, promos, customers, countAttempt } = deps;
  const publicOrigin = new URL(deps.publicBaseUrl).origin;
  refuseCrossSiteWrites(app, deps.publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  /** The answer of a cart call, with the cookie naming the cart when the call made or changed it. */
  const answer = (request: FastifyRequest, reply: FastifyReply, siteId: number, outcome: CartOutcome) => {
    if (outcome.setCookieFor) setCartCookie(request, reply, siteId, outcome.setCookieFor);
    return { cart: outcome.cart };
  };

  /** Whether the request carries a live customer session of the site (renewing its cookie when the session was renewed). */
  const isLoggedInOn = (request: FastifyRequest, reply: FastifyReply, siteId: number) => async () => {
    const token = sessionTokenOf(request);
    const found = token ? await customers.current(token, siteId).catch((error: unknown) => (error instanceof AppError ? null : Promise.reject(error))) : null;
    if (found?.isRenewed && token) setSessionCookie(request, reply, token);
    return found !== null;
  };

  contractRoute(app, getOrderForm, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return orderForm.orderForm(query.site_id);
  });

  contractRoute(app, getCart, async ({ query, request }) => ({ cart: await core.fetch(query.site_id, cartIdOf(request, query.site_id)) }));

  /** Each write request's count against CART_WRITES, started as it came in. */
  const admissions = new WeakMap<FastifyRequest, Promise<void>>();
  /** The cart call of a write request: its cart (read from here on, while the call reads the rest), and its count to wait for before writing. */
  const callOf = (request: FastifyRequest, siteId: number): CartCall => {
    const admitted = admissions.get(request);
    if (!admitted) throw new Error('A cart write came in without its rate-limit count.');
    return core.callOf(cartIdOf(request, siteId), admitted);
  };

  app.register(async (limited) => {
    limited.addHook('onRequest', async (request) => {
      const admitted = countAttempt(CART_WRITES, request.ip);
      // The write awaits it; a call refused before writing (bad input, a 404) leaves it unawaited.
      admitted.catch(() => undefined);
      admissions.set(request, admitted);
    });
    const options = { bodyLimit: CART_BODY_LIMIT };

    // A GET that writes: refused from other sites' pages as the writes are.
    limited.register(async (quick) => {
      quick.addHook('onRequest', async (request) => {
        if (isCrossSite(request, publicOrigin)) throw new AppError('forbidden', CROSS_SITE_REFUSED);
      });
      contractRoute(quick, getQuickAdd, async ({ query, request, reply }) => answer(request, reply, query.site_id, await adds.quickAdd(callOf(request, query.site_id), query)));
    });

    contractRoute(
      limited,
      postAddMealPlan,
      async ({ body, request, reply }) => answer(request, reply, body.site_id, await adds.addMealPlan(callOf(request, body.site_id), body, isLoggedInOn(request, reply, body.site_id))),
      options,
    );
    contractRoute(
      limited,
      postAddCoffeeSubscription,
      async ({ body, request, reply }) =>
        answer(request, reply, body.site_id, await coffee.addCoffeeSubscription(callOf(request, body.site_id), body, isLoggedInOn(request, reply, body.site_id))),
      options,
    );
    contractRoute(limited, postAddCustomPlan, async ({ body, request, reply }) => answer(request, reply, body.site_id, await adds.addCustomPlan(callOf(request, body.site_id), body)), options);
    contractRoute(
      limited,
      postAddDecliningBalance,
      async ({ body, request, reply }) => answer(request, reply, body.site_id, await adds.addDecliningBalance(callOf(request, body.site_id), body)),
      options,
    );
    contractRoute(
      limited,
      deleteCartItem,
      async ({ body, request, reply }) => answer(request, reply, body.site_id, await core.deleteItem(body.site_id, callOf(request, body.site_id), body.cart_item_id)),
      options,
    );
    contractRoute(limited, postApplyPromo, async ({ body, request, reply }) => answer(request, reply, body.site_id, await promos.apply(callOf(request, body.site_id), body)), options);
    contractRoute(
      limited,
      postRemovePromo,
      async ({ body, request, reply }) => answer(request, reply, body.site_id, await promos.remove(callOf(request, body.site_id), body.site_id, body.item_id)),
      options,
    );
  });
}
