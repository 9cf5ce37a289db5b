import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCustomerInfo, getCustomerSession, postCustomerAuthenticate, postCustomerCreate, postCustomerLogout, postUpdateCustomer } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import { toCustomer, LOGGED_OUT, type Caller, type CustomersService } from './customers.service.ts';
import type { CustomerLoginService } from './customer-login.service.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.ts';
import { authorizer } from './authorize-call.ts';
import type { AllergenProfileService } from './allergen-profile.service.ts';
import { allergenProfileRoutes } from './allergen-profile.routes.ts';

const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, token: sessionTokenOf(request) });

/**
 * The customer calls (docs/product/api.md#accounts). Every answer is private to its browser and never cached.
 * Writes from another site's pages are refused before their bodies are read. Register in a scope
 * with @fastify/cookie.
 */
export function customersRoutes(app: FastifyInstance, customers: CustomersService, logins: CustomerLoginService, profiles: AllergenProfileService, publicBaseUrl: string) {
  refuseCrossSiteWrites(app, publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const authorized = authorizer(customers);

  contractRoute(app, postCustomerCreate, async ({ body, request, reply }) => {
    const opened = await customers.signUp(body, callerOf(request));
    setSessionCookie(request, reply, opened.token);
    return { customer: opened.customer, student: null };
  });

  contractRoute(app, postCustomerAuthenticate, async ({ body, request, reply }) => {
    const opened = await logins.login(body, callerOf(request));
    setSessionCookie(request, reply, opened.token);
    return { customer: opened.customer };
  });

  contractRoute(app, postCustomerLogout, async ({ request, reply }) => {
    await customers.logout(sessionTokenOf(request));
    clearSessionCookie(request, reply);
    return { msg: LOGGED_OUT };
  });

  contractRoute(app, getCustomerInfo, async ({ query, request, reply }) => {
    const { customer, site } = await authorized(request, reply, query.site_id, query.customer_id);
    return { customer: toCustomer(customer), allergen_card: profiles.cardFor(customer, site) };
  });

  contractRoute(app, getCustomerSession, async ({ query, request, reply }) => {
    const token = sessionTokenOf(request);
    const found = await customers.current(token, query.site_id);
    if (found?.isRenewed && token) setSessionCookie(request, reply, token);
    return { customer: found ? toCustomer(found.customer) : null };
  });

  contractRoute(app, postUpdateCustomer, async ({ body, request, reply }) => {
    const { customer } = await authorized(request, reply, body.site_id, body.customer_id);
    return { customer: await customers.updateProfile(customer, body) };
  });

  allergenProfileRoutes(app, profiles, authorized);
}
