import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteReservation,
  getCustomerReservations,
  getReservationAvailability,
  getReservationByLink,
  getReservationCard,
  getReservationLocations,
  postCancelReservationByLink,
  postReservation,
} from '@commons/contract';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import { AppError } from '../../platform/app-error.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import type { RateLimitStores } from '../../platform/rate-limit-store.ts';
import { LOG_IN_FIRST, NOT_YOUR_ACCOUNT, type Authorized, type CustomersService } from '../customers/customers.service.ts';
import type { CustomerRow, CustomersRepo } from '../customers/customers.repo.ts';
import { sessionTokenOf, setSessionCookie, tokenHash } from '../customers/session-cookie.ts';
import type { ReservationsService } from './reservations.service.ts';

/**
 * Tries of the e-mailed cancellation link one address may make per minute. The link's two UUIDs
 * can't be guessed; this bounds a script that tries (docs/operations.md).
 */
export const CANCEL_LINKS_PER_MINUTE = 30;

/**
 * The reservation calls (docs/product/api.md#reservations, docs/product/reservations.md#messages). Customer calls are authorised by the session cookie
 * only: a `customer_id` sent in the call must be the session's (403 otherwise), and may be
 * left out. Answers are private and never cached, but the public list of locations. Writes from
 * another site's pages are refused. Register in a scope with @fastify/cookie.
 */
export function reservationsRoutes(
  app: FastifyInstance,
  deps: { reservations: ReservationsService; customers: CustomersService; customersData: CustomersRepo; limits: RateLimitStores; publicBaseUrl: string },
) {
  const { reservations, customers, customersData, limits } = deps;
  refuseCrossSiteWrites(app, deps.publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  /** The session's customer and site (401 without one); `siteId` and `customerId`, when sent, must be the session's. */
  async function session(request: FastifyRequest, reply: FastifyReply, siteId?: number, customerId?: number): Promise<Authorized> {
    const token = sessionTokenOf(request);
    let site = siteId;
    if (site === undefined) {
      const session = token ? await customersData.findSession(tokenHash(token)) : undefined;
      if (!session) throw new AppError('unauthorized', LOG_IN_FIRST);
      site = session.site_id;
    }
    const found = await customers.current(token, site);
    if (!found) throw new AppError('unauthorized', LOG_IN_FIRST);
    if (customerId !== undefined && found.customer.id !== customerId) throw new AppError('forbidden', NOT_YOUR_ACCOUNT);
    if (found.isRenewed && token) setSessionCookie(request, reply, token);
    return found;
  }
  const sessionCustomer = async (...args: Parameters<typeof session>): Promise<CustomerRow> => (await session(...args)).customer;

  contractRoute(app, getReservationLocations, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return reservations.locations(query.site_id);
  });

  contractRoute(app, getReservationAvailability, async ({ query, request, reply }) => {
    const token = sessionTokenOf(request);
    const found = token ? await customers.current(token, query.site_id).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        }) : null;
    if (found?.isRenewed && token) setSessionCookie(request, reply, token);
    return reservations.availability(query, found?.customer ?? null);
  });

  contractRoute(app, postReservation, async ({ body, request, reply }) => {
    const { customer, site } = await session(request, reply, body.site_id, body.customer_id);
    return reservations.book(customer, site, body);
  });

  contractRoute(app, deleteReservation, async ({ body, request, reply }) => {
    const customer = await sessionCustomer(request, reply, body.site_id, body.customer_id);
    return reservations.cancelOwn(customer, body.reservation_id);
  });

  contractRoute(app, getCustomerReservations, async ({ query, request, reply }) => {
    const customer = await sessionCustomer(request, reply, query.site_id, query.customer_id);
    return reservations.listOwn(customer);
  });

  contractRoute(app, getReservationCard, async ({ query, request, reply }) => {
    const customer = await sessionCustomer(request, reply, query.site_id, query.customer_id);
    const file = await reservations.card(customer, query.reservation_id);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`).type('application/pdf').send(Buffer.from(file.bytes));
    return ALREADY_SENT;
  });

  app.register(async (limited) => {
    await limited.register(import('@fastify/rate-limit'), { max: CANCEL_LINKS_PER_MINUTE, timeWindow: '1 minute', store: limits('reservation-cancel-links') });
    contractRoute(limited, postCancelReservationByLink, async ({ body }) => reservations.cancelByLink(body.customer_id, body.reservation_id));
    contractRoute(limited, getReservationByLink, async ({ query }) => reservations.readByLink(query.customer_id, query.reservation_id));
  });
}
