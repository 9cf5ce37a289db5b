import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Another instance of the app on `first`'s database, as a second server behind a load balancer:
 * its own memory (kept rows, queues), only the database shared. On PostgreSQL it has its own
 * connections; PGlite is a database inside one process, so there it shares `first`'s client.
 * Close it before `first`.
 */
export function secondInstance(first: TestApp, options: { today: Date; clock?: () => Date }): Promise<TestApp> {
  return createTestApp({ ...options, seed: false, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : { database: first.database }) });
}
