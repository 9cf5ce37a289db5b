import { postgresForRaceTests } from './fault-postgres.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface TwoInstances {
  /** Seeded the database; requests to it and to `second` race on the same rows. */
  first: TestApp;
  /** Another app on the same database, with its own connection pool and in-process state. */
  second: TestApp;
  close: () => Promise<void>;
}

/**
 * Two app instances on one fresh PostgreSQL database, as two servers behind a load balancer: what
 * one process keeps in order by itself (a queue, a cache) no longer holds between them, only what
 * the database guarantees. Needs PostgreSQL (postgresForRaceTests): fails at once, saying so,
 * when none answers.
 */
export async function twoInstances(options: { today: Date; clock?: () => Date }): Promise<TwoInstances> {
  const baseUrl = await postgresForRaceTests();
  if (!baseUrl) throw new Error('Races between two app instances need PostgreSQL: set DATABASE_URL, or run one on 127.0.0.1:5432 (as CI does).');
  const fresh = await createFreshDatabase(baseUrl, 'commons_race');
  let first: TestApp | undefined;
  let second: TestApp;
  try {
    first = await createTestApp({ ...options, databaseUrl: fresh.url });
    second = await createTestApp({ ...options, databaseUrl: fresh.url, seed: false });
  } catch (error) {
    await first?.close();
    await fresh.drop();
    throw error;
  }
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
      await fresh.drop();
    },
  };
}
