import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '@commons/contract';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import { RETRY_AFTER_DATABASE } from '../../platform/errors.ts';
import { errorBody } from '../../platform/error-body.ts';
import type { Database } from '../../db/client.ts';

/**
 * How long /readyz waits for the database's answer: a load balancer's probe gets its verdict in
 * under a second, whether the database answers, refuses, or hangs.
 */
export const READY_WITHIN_MS = 800;

class NoAnswerInTime extends Error {}

/** The ping, or a failure once `ms` have passed without its answer. */
function pingWithin(database: Database, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime(`The database did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([database.ping(), late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(app: FastifyInstance, database: Database) {
  contractRoute(app, getHealth, async () => ({ status: 'ok' as const }));
  contractRoute(app, getReady, async ({ reply }) => {
    try {
      await pingWithin(database, READY_WITHIN_MS);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (error) {
      app.log.warn({ err: error }, 'database is not reachable');
      reply.status(503).header('retry-after', String(RETRY_AFTER_DATABASE)).send(errorBody('The database is not reachable.'));
      return ALREADY_SENT;
    }
  });
}
