import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './support/median.ts';
import { startScript } from './support/processes.ts';
import { addressOf } from './support/sign-up.ts';

/** Issue 15: 50 carts in use at once. */
const CARTS = 50;
/** Add + fetch rounds per cart; a buyer's cart holds a few lines, so each starts a new cart every few rounds. */
const ROUNDS = 20;
const LINES_PER_CART = 5;
/** A shopper's pause between one add + fetch and the next (each cart starts at a random point of it). */
const THINK_MS = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

interface OrderForm {
  customerTypes: { id: number; name: string }[];
  mealPlans: { id: number; name: string; subscription: boolean }[];
}

interface Shop {
  base: string;
  siteId: number;
  planIds: number[];
  typeId: number;
}

interface Timings {
  adds: number[];
  fetches: number[];
  failures: number;
}

/** One browser (its own address and cart cookie): add_meal_plan, then fetch, `rounds` times, pausing `thinkMs` between. */
async function shopper(shop: Shop, n: number, rounds: number, thinkMs: number, into: Timings): Promise<void> {
  const address = addressOf(3_000_000 + n);
  let cookie: string | undefined;
  if (thinkMs > 0) await sleep(Math.random() * thinkMs);
  for (let round = 0; round < rounds; round++) {
    if (round % LINES_PER_CART === 0) cookie = undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) };
    const t0 = performance.now();
    const added = await fetch(`${shop.base}/v1/cart/add_meal_plan`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ site_id: shop.siteId, meal_plan: shop.planIds[round % shop.planIds.length], customer_type_id: shop.typeId }),
    });
    await added.arrayBuffer();
    into.adds.push(performance.now() - t0);
    if (added.status !== 200) into.failures += 1;
    cookie = added.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    const t1 = performance.now();
    const read = await fetch(`${shop.base}/v1/cart/fetch?site_id=${shop.siteId}`, { headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } });
    const body = (await read.json()) as { cart?: { items: unknown[] } };
    into.fetches.push(performance.now() - t1);
    if (read.status !== 200 || body.cart?.items.length !== (round % LINES_PER_CART) + 1) into.failures += 1;
    if (thinkMs > 0) await sleep(thinkMs);
  }
}

async function run(shop: Shop, first: number, thinkMs: number): Promise<Timings & { seconds: number }> {
  const timings: Timings = { adds: [], fetches: [], failures: 0 };
  const started = performance.now();
  await Promise.all(Array.from({ length: CARTS }, (_, n) => shopper(shop, first + n, ROUNDS, thinkMs, timings)));
  return { ...timings, seconds: (performance.now() - started) / 1000 };
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${median(sorted).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

/**
 * 50 carts in use at once, each adding a meal plan and fetching the cart, round after round (every
 * cart call priced on the server, every write under the cart's row lock), on the database the
 * server runs on (PostgreSQL when DATABASE_URL is set). First as shoppers do it, a second apart
 * (the latency a buyer sees); then with no pause at all (what one instance sustains, and the
 * latency once calls queue for it).
 */
export async function benchPurchase(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const onPostgres = app.output.includes('BENCH_DATABASE');
    const siteId = ((await (await fetch(`${base}/v1/sites/northfield/info`)).json()) as { site: { id: number } }).site.id;
    const form = (await (await fetch(`${base}/v1/orderform/list?site_id=${siteId}`)).json()) as OrderForm;
    const typeId = form.customerTypes.find((t) => t.name === 'Student')?.id;
    const planIds = form.mealPlans.filter((p) => !p.subscription && p.name !== 'Faculty Flex 25').map((p) => p.id);
    if (!typeId || planIds.length === 0) throw new Error('The demo data has no Northfield order form');
    const shop = { base, siteId, planIds, typeId };

    await run(shop, 0, 0);
    const paced = await run(shop, CARTS, THINK_MS);
    const flat = await run(shop, 2 * CARTS, 0);
    const database = onPostgres ? 'PostgreSQL' : 'PGlite (set DATABASE_URL for PostgreSQL)';
    console.log(
      `cart paced    ${CARTS} carts at once on ${database}, each an add + fetch a second, ${ROUNDS} rounds: ` +
        `add_meal_plan ${figures(paced.adds)} (target p50 <= 10 ms); fetch ${figures(paced.fetches)}; failures ${paced.failures}`,
    );
    console.log(
      `cart flat out ${CARTS} carts at once, no pause: add_meal_plan ${figures(flat.adds)}; fetch ${figures(flat.fetches)}; ` +
        `${((flat.adds.length + flat.fetches.length) / flat.seconds).toFixed(0)} calls/s; failures ${flat.failures}`,
    );
  } finally {
    await app.stop();
  }
}
