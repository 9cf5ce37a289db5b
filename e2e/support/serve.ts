import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../apps/server/src/config.ts';
import { start } from '../../apps/server/src/start.ts';
import { createFreshDatabase } from '../../apps/server/src/test-support/fresh-database.ts';
import { serverFaults } from './server-faults.ts';

/** The server the browser journeys run against: a fresh database with the demo data, on E2E_PORT. */
const base = readConfig();
const fresh = base.DATABASE_URL ? await createFreshDatabase(base.DATABASE_URL, 'commons_e2e') : null;
const dataDir = mkdtempSync(join(tmpdir(), 'commons-e2e-'));
const { stop } = await start({
  ...base,
  PORT: Number(process.env.E2E_PORT ?? 3100),
  HOST: '127.0.0.1',
  DATABASE_URL: fresh?.url,
  DATA_DIR: dataDir,
  FILES_DIR: join(dataDir, 'files'),
  LOG_LEVEL: 'warn',
  // The journeys solve the forms' captcha as a visitor does, with less work than production asks.
  CAPTCHA_COST: 10,
  CAPTCHA_MAX_COUNTER: 200,
}, serverFaults);

/** On the runner's SIGTERM: finish requests, then drop the database and the temporary folder. */
const shutdown = async () => {
  await stop();
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
