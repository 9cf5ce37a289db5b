import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCustomerInfo, postCustomerAuthenticate, postCustomerCreate, postCustomerLogout, postUpdateCustomer } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import { toCustomer, LOGGED_OUT, type Authorized, type Caller, type CustomersService } from './customers.service.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.ts';

const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, token: sessionTokenOf(request) });

/**
 * The customer calls (spec 03 §7). Every answer is private to its browser and never cached.
 * Writes from another site's pages are refused before their bodies are read. Register in a scope
 * with @fastify/cookie.
 */
export function customersRoutes(app: FastifyInstance, customers: CustomersService, publicBaseUrl: string) {
  refuseCrossSiteWrites(app, publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  /** The session's customer for a call naming `customerId` on `siteId`; a renewed session's cookie goes out again. */
  async function authorized(request: FastifyRequest, reply: FastifyReply, siteId: number, customerId: number): Promise<Authorized> {
    const token = sessionTokenOf(request);
    const found = await customers.authorize(token, siteId, customerId);
    if (found.isRenewed && token) setSessionCookie(request, reply, token);
    return found;
  }

  contractRoute(app, postCustomerCreate, async ({ body, request, reply }) => {
    const opened = await customers.signUp(body, callerOf(request));
    setSessionCookie(request, reply, opened.token);
    return { customer: opened.customer, student: null };
  });

  contractRoute(app, postCustomerAuthenticate, async ({ body, request, reply }) => {
    const opened = await customers.login(body, callerOf(request));
    setSessionCookie(request, reply, opened.token);
    return { customer: opened.customer };
  });

  contractRoute(app, postCustomerLogout, async ({ request, reply }) => {
    await customers.logout(sessionTokenOf(request));
    clearSessionCookie(request, reply);
    return { msg: LOGGED_OUT };
  });

  contractRoute(app, getCustomerInfo, async ({ query, request, reply }) => {
    const { customer } = await authorized(request, reply, query.site_id, query.customer_id);
    return { customer: toCustomer(customer), allergen_card: null };
  });

  contractRoute(app, postUpdateCustomer, async ({ body, request, reply }) => {
    const { customer } = await authorized(request, reply, body.site_id, body.customer_id);
    return { customer: await customers.updateProfile(customer, body) };
  });
}
