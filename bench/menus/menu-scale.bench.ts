import pg from 'pg';
import { addDays, localDateTime } from '@commons/domain';
import { readConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createFreshDatabase } from '../../apps/server/src/test-support/fresh-database.ts';
import { againstBare, printAgainstBare } from '../support/against-bare.ts';
import { startScript, type Started } from '../support/processes.ts';
import { formatLatency, sequentialLatency } from './latency.ts';
import { countRows, expectedRows, generateMenuScale, ITEMS_PER_PERIOD, SCALE } from './menu-scale-data.ts';

const WARM_UP = 50;
const MENU_REQUESTS = 1000;
const SEARCH_REQUESTS = 500;
const FEED_REQUESTS = 200;
/** Words and prefixes of the catalogue's names and sides, and one that matches nothing. */
const PHRASES = ['chicken', 'grilled', 'spicy tofu', 'roasted chick', 'salm', 'rice', 'served with jasmine', 'garlic noodles', 'beans', 'creamy pasta', 'zucchini', 'herb', 'lemon aioli', 'smoked', 'crispy cod', 'pol'];

interface Served {
  site_id: number;
  slug: string;
  location_id: number;
  date: string;
}

/** Distinct (location, date) pairs with a menu, in random order: each is asked once, so none is cached. */
async function servedPairs(client: pg.Client, count: number): Promise<Served[]> {
  const result = await client.query<Served>(
    `select lo.site_id, si.slug, dm.location_id, dm.date::text as date
     from daily_menus dm join locations lo on lo.id = dm.location_id join sites si on si.id = lo.site_id
     where not dm.closed order by random() limit $1`,
    [count],
  );
  return result.rows;
}

/** Distinct locations in random order. */
async function someLocations(client: pg.Client, count: number): Promise<Omit<Served, 'date'>[]> {
  const result = await client.query<Omit<Served, 'date'>>(
    `select lo.site_id, si.slug, lo.id as location_id from locations lo join sites si on si.id = lo.site_id order by random() limit $1`,
    [count],
  );
  return result.rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString('en-US');

/** Builds the data set; returns the pairs and locations the timings ask for. */
async function build(url: string, firstDate: string) {
  const database = await openDatabase({ url, dataDir: 'memory://' }); // migrates
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const timings = await generateMenuScale(client, firstDate);
    const total = timings.reduce((sum, t) => sum + t.ms, 0);
    const counts = await countRows(client);
    const expected = expectedRows();
    const wrong = Object.keys(expected).filter((table) => counts[table] !== expected[table]);
    console.log(
      `generated    ${n(counts.locations ?? 0)} locations, ${n(counts.menu_items ?? 0)} items, ${n(counts.daily_menus ?? 0)} daily menus, ` +
        `${n(counts.daily_menu_periods ?? 0)} daily menu periods in ${seconds(total)} (target <= 120 s)`,
    );
    console.log(`             ${timings.map((t) => `${t.step} ${seconds(t.ms)}`).join(', ')}`);
    if (wrong.length > 0) throw new Error(`unexpected row counts: ${wrong.map((t) => `${t} ${counts[t]} (want ${expected[t]})`).join(', ')}`);
    const size = await client.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    console.log(`             database ${size.rows[0]?.size ?? '?'}`);
    const pairs = await servedPairs(client, WARM_UP + MENU_REQUESTS + 1);
    const locations = await someLocations(client, Math.max(WARM_UP + SEARCH_REQUESTS, FEED_REQUESTS));
    return { pairs, locations };
  } finally {
    await client.end();
  }
}

async function measure(server: Started, pairs: Served[], locations: Omit<Served, 'date'>[]) {
  const base = `http://127.0.0.1:${server.port}`;
  const menuUrl = (p: Served) => `${base}/v1/location/menu?site_id=${p.site_id}&location_id=${p.location_id}&date=${p.date}`;
  const cachedPair = pairs[0];
  if (!cachedPair) throw new Error('no menus generated');
  const probe = await fetch(menuUrl(cachedPair));
  const probeBody = await probe.text();
  if (probe.status !== 200) {
    console.log(`location/menu answers ${probe.status}, not 200: menu timings skipped (${probeBody.slice(0, 120)})`);
    return;
  }

  const [warm, timed] = [pairs.slice(1, 1 + WARM_UP), pairs.slice(1 + WARM_UP)];
  await sequentialLatency(warm.map(menuUrl));
  const uncached = await sequentialLatency(timed.map(menuUrl));
  console.log(`location/menu uncached  ${formatLatency(uncached)}  (target p50 <= 15 ms)`);

  printAgainstBare('location/menu', await againstBare({ url: menuUrl(cachedPair), pid: server.pid }), 0.5);

  // Each request pairs a location not asked before with a phrase, so no answer is cached.
  const searchUrl = (l: Omit<Served, 'date'>, i: number) =>
    `${base}/v1/location/menu_search?site_id=${l.site_id}&location_id=${l.location_id}&phrase=${encodeURIComponent(PHRASES[i % PHRASES.length] ?? 'rice')}`;
  const searchUrls = locations.slice(0, WARM_UP + SEARCH_REQUESTS).map(searchUrl);
  await sequentialLatency(searchUrls.slice(0, WARM_UP));
  const search = await sequentialLatency(searchUrls.slice(WARM_UP));
  console.log(`menu_search uncached    ${formatLatency(search)}  (target p50 <= 50 ms)`);

  const feed = await sequentialLatency(locations.slice(0, FEED_REQUESTS).map((l) => `${base}/v1/openmensa/${l.slug}/${l.location_id}.xml`));
  console.log(`openmensa feed uncached ${formatLatency(feed)}  (14 days)`);
}

/**
 * Menu calls at scale: a generated data set (not the demo seed) in a fresh PostgreSQL database,
 * the real server on it, then uncached and cached menus, menu search and the OpenMensa feed.
 */
export async function benchMenuScale(): Promise<void> {
  const perPeriod = `${SCALE.categories.length} categories × ${SCALE.itemsPerCategory} = ${ITEMS_PER_PERIOD} items`;
  console.log(`menu scale: ${SCALE.sites} sites × ${SCALE.locationsPerSite} locations × ${SCALE.days} days × ${SCALE.periods.length} periods × ${perPeriod}, ${SCALE.catalogue}-item catalogue per site`);
  const { DATABASE_URL } = readConfig();
  if (!DATABASE_URL) {
    console.log('the menu scale bench needs DATABASE_URL (PostgreSQL): skipped');
    return;
  }
  const today = localDateTime(new Date(), SCALE.timeZone).date;
  const fresh = await createFreshDatabase(DATABASE_URL, 'commons_bench_menus');
  try {
    const { pairs, locations } = await build(fresh.url, addDays(today, -SCALE.daysBeforeToday));
    const server = await startScript('bench/menus/menu-server.ts', { DATABASE_URL: fresh.url });
    try {
      await measure(server, pairs, locations);
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}
