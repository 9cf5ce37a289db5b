import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authorized, CustomersService } from './customers.service.ts';
import { sessionTokenOf, setSessionCookie } from './session-cookie.ts';

/** The session's customer for a call naming `customerId` on `siteId` (401, 403 otherwise). */
export type AuthorizeCall = (request: FastifyRequest, reply: FastifyReply, siteId: number, customerId: number) => Promise<Authorized>;

/** Checks a customer call's session; a renewed session's cookie goes out again. */
export function authorizer(customers: CustomersService): AuthorizeCall {
  return async (request, reply, siteId, customerId) => {
    const token = sessionTokenOf(request);
    const found = await customers.authorize(token, siteId, customerId);
    if (found.isRenewed && token) setSessionCookie(request, reply, token);
    return found;
  };
}
