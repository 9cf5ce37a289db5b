import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { limitsOf, openDatabase } from './db/client.ts';
import { serverClock } from './platform/clock.ts';
import { ensureDemoData } from './seed/ensure-demo-data.ts';

/**
 * Opens and migrates the database, fills an empty one with the demo data, and listens.
 * `beforeListen` may add to the app first (the browser tests' fault switch, e2e/support/server-faults.ts).
 */
export async function start(config: Config, beforeListen?: (app: FastifyInstance) => void): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const clock = serverClock(config.CLOCK_START);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, limits: limitsOf(config) });
  await ensureDemoData(database.db, config.FILES_DIR, clock());
  const app = await buildApp({ config, database, clock });
  beforeListen?.(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      await database.close();
    })());
  return { app, stop };
}
