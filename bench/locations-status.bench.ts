import pg from 'pg';
import { startScript, type Started } from './support/processes.ts';
import { againstBare, printAgainstBare } from './support/against-bare.ts';
import { median } from './support/median.ts';


async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  await (await fetch(url)).text();
  return performance.now() - t0;
}

/** Cached throughput against bare node serving the same bytes. */
async function cachedRatio(label: string, app: Started, url: string): Promise<void> {
  printAgainstBare(label, await againstBare({ url, pid: app.pid }), 0.5);
}

/** The first todays_menu answer after each menu change (an import's NOTIFY); PostgreSQL only. */
async function todaysMenuUncached(app: Started, url: string): Promise<void> {
  const databaseUrl = /BENCH_DATABASE (\S+)/.exec(app.output)?.[1];
  if (!databaseUrl) {
    console.log('uncached     (needs DATABASE_URL: a menu change is announced through PostgreSQL)');
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const uncached: number[] = [];
    for (let i = 0; i < 40; i++) {
      await client.query(`select pg_notify('menus_changed', '[]')`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      uncached.push(await timed(url));
    }
    console.log(`uncached     p50 ${median(uncached).toFixed(1)} ms over ${uncached.length} first requests after a menu change`);
  } finally {
    await client.end();
  }
}

/** GET /v1/locations/status and /v1/sites/todays_menu for a 40-location site: cached throughput against bare node, and uncached latency. */
export async function benchLocationsStatus(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  try {
    const siteId = Number(/LARGE_SITE (\d+)/.exec(app.output)?.[1]);
    const base = `http://127.0.0.1:${app.port}/v1`;
    const statusUrl = `${base}/locations/status?site_id=${siteId}`;
    await cachedRatio('locations/status (40 locations)', app, statusUrl);
    // A timestamp in another minute is an answer not computed yet: the cost after a data change.
    const uncached: number[] = [];
    const start = Date.now();
    for (let i = 1; i <= 40; i++) uncached.push(await timed(`${statusUrl}&timestamp=${start + i * 60_000}`));
    console.log(`uncached     p50 ${median(uncached).toFixed(1)} ms over ${uncached.length} first requests`);
    console.log('');
    const todaysUrl = `${base}/sites/todays_menu?site_id=${siteId}`;
    await cachedRatio("sites/todays_menu (40 locations, 3 periods x 32 dishes)", app, todaysUrl);
    await todaysMenuUncached(app, todaysUrl);
  } finally {
    await app.stop();
  }
}
