import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '@commons/contract';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import type { Database } from '../../db/client.ts';

export function healthRoutes(app: FastifyInstance, database: Database) {
  contractRoute(app, getHealth, async () => ({ status: 'ok' as const }));
  contractRoute(app, getReady, async ({ reply }) => {
    try {
      await database.ping();
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (error) {
      app.log.warn({ err: error }, 'database is not reachable');
      reply.status(503).send({ status: 'error', msg: 'The database is not reachable.' });
      return ALREADY_SENT;
    }
  });
}
