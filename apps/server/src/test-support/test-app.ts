import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { readConfig, type Config } from '../config.ts';
import { limitsOf, openDatabase, type Database } from '../db/client.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { inject } from 'vitest';
import { createFreshDatabase } from './fresh-database.ts';
import { copyOfSeededDatabase } from './seeded-template.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database the app runs on; undefined on PGlite. */
  databaseUrl: string | undefined;
  filesDir: string;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh database: PostgreSQL when DATABASE_URL is set (a new database per
 * call), else in-memory PGlite; seeded with the demo data as of `today`.
 */
export async function createTestApp(options: {
  today: Date;
  seed?: boolean;
  clock?: () => Date;
  webDistDir?: string;
  /** The staff console's build; without it, the console is not built (its pages answer 503). */
  consoleDistDir?: string;
  /** Settings that differ from the environment's (the database's limits among them). */
  config?: Partial<Config>;
  /** A PostgreSQL database to use as it is, instead of a fresh one (or PGlite). */
  databaseUrl?: string;
  /** An open database to share with the app that opened it (a second instance on one PGlite); closing this app leaves it open. */
  database?: Database;
  /** Told of every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (with `config.LOG_LEVEL`); without it, nothing is logged. */
  logStream?: AppDeps['logStream'];
  /** Mail retry and sweep timings other than the defaults. */
  mailTimings?: AppDeps['mailTimings'];
}): Promise<TestApp> {
  const base = { ...readConfig(), ...options.config };
  const filesDir = mkdtempSync(join(tmpdir(), 'commons-files-'));
  const ownsDatabase = !options.databaseUrl && !options.database;
  // A seeded app on PostgreSQL copies the run's seeded template (seeded-template.ts) and its files.
  const templateRun = ownsDatabase && options.seed !== false && base.DATABASE_URL ? inject('seedTemplateRun') : undefined;
  const fresh = !ownsDatabase || !base.DATABASE_URL ? null : templateRun ? await copyOfSeededDatabase(base.DATABASE_URL, templateRun, options.today, filesDir) : await createFreshDatabase(base.DATABASE_URL, 'commons_test');
  const database = options.database ?? (await openDatabase({ url: options.databaseUrl ?? fresh?.url, dataDir: 'memory://', limits: limitsOf(base) }));
  if (options.seed !== false && !templateRun) await seedDemoData(database.db, { filesDir, today: options.today });
  // The reminder and billing jobs stay off unless a test turns them on: they would change other tests' data.
  const config = { ...base, RESERVATION_REMINDERS: 'off' as const, SUBSCRIPTION_BILLING: 'off' as const, LOG_LEVEL: 'silent' as const, FILES_DIR: filesDir, WEB_DIST_DIR: options.webDistDir ?? join(filesDir, 'no-web-build'), CONSOLE_DIST_DIR: options.consoleDistDir ?? join(filesDir, 'no-console-build'), ...options.config };
  const app = await buildApp({ config, database, clock: options.clock ?? (() => options.today), onRoute: options.onRoute, logStream: options.logStream, mailTimings: options.mailTimings });
  return {
    app,
    database,
    databaseUrl: options.databaseUrl ?? fresh?.url,
    filesDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await fresh?.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
