import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import { limitsOf, openDatabase } from '../../apps/server/src/db/client.ts';

/**
 * The real server on the database DATABASE_URL names, as it is (the menu scale data set; the console
 * bench's second instance): no seed.
 * Prints `PORT n` once it listens; the caller owns the database and drops it.
 */
const base = readConfig();
if (!base.DATABASE_URL) throw new Error('menu-server needs DATABASE_URL');
const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-menus-'));
const config = { ...base, HOST: '127.0.0.1', DATA_DIR: dataDir, FILES_DIR: join(dataDir, 'files'), WEB_DIST_DIR: join(dataDir, 'no-web'), LOG_LEVEL: 'warn' as const };
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, limits: limitsOf(config) });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: config.HOST });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
