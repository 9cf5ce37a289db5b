import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import { limitsOf, openDatabase } from '../../apps/server/src/db/client.ts';
import { ensureDemoData } from '../../apps/server/src/seed/ensure-demo-data.ts';
import { createFreshDatabase } from '../../apps/server/src/test-support/fresh-database.ts';
import { localDateTime } from '@commons/domain';
import { eq } from 'drizzle-orm';
import { sites } from '../../apps/server/src/db/schema/index.ts';
import { addLargeSite, addTodaysMenus } from './large-site.ts';
import { addReservableLocation } from './reservation-location.ts';

/**
 * The real server for benchmarks: a fresh database with the demo data, a 40-location site and a
 * ten-seat reservable location on northfield; prints `PORT n`, `LARGE_SITE id`,
 * `RESERVATION_LOCATION id` and, on PostgreSQL, `BENCH_DATABASE url` once it listens.
 */
const base = readConfig();
const fresh = base.DATABASE_URL ? await createFreshDatabase(base.DATABASE_URL, 'commons_bench') : null;
const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-'));
const config = { ...base, HOST: '127.0.0.1', DATABASE_URL: fresh?.url, DATA_DIR: dataDir, FILES_DIR: join(dataDir, 'files'), LOG_LEVEL: 'warn' as const };
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, limits: limitsOf(config) });
await ensureDemoData(database.db, config.FILES_DIR);
const largeSiteId = await addLargeSite(database.db, 40, new Date());
await addTodaysMenus(database.db, largeSiteId, localDateTime(new Date(), 'America/New_York').date);
const [northfield] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'northfield'));
if (!northfield) throw new Error('The demo data has no northfield');
const reservationLocationId = await addReservableLocation(database.db, northfield.id, localDateTime(new Date(), 'America/New_York').date);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: config.HOST });
const address = app.server.address();
if (fresh) process.stdout.write(`BENCH_DATABASE ${fresh.url}\n`);
process.stdout.write(`LARGE_SITE ${largeSiteId}\nRESERVATION_LOCATION ${reservationLocationId}\nPORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => fresh?.drop())
    .then(() => process.exit(0));
});
