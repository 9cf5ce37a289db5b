import { randomUUID } from 'node:crypto';
import { median } from './support/median.ts';
import { startScript } from './support/processes.ts';
import { addressOf } from './support/sign-up.ts';

/** Issue 16: 50 checkouts at once. */
const BUYERS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

interface Buyer {
  address: string;
  cookie: string;
  customerId: number;
}

const card = { card_first_name: 'Sam', card_last_name: 'Neil', card_number: '4111111111111111', card_expiration: '08/39', card_security_code: '737', card_type: 'Visa' };

/** A browser with Commuter 50 in its cart and its buyer named, ready to pay by card. */
async function readyBuyer(base: string, siteId: number, planId: number, typeId: number, n: number): Promise<Buyer> {
  const address = addressOf(4_000_000 + n);
  const json = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const added = await fetch(`${base}/v1/cart/add_meal_plan`, { method: 'POST', headers: json, body: JSON.stringify({ site_id: siteId, meal_plan: planId, customer_type_id: typeId }) });
  const addedText = await added.text();
  const cookie = added.headers.get('set-cookie')?.split(';')[0] ?? '';
  const email = `bench.buyer${n}.${Date.now()}@northfield.example.edu`;
  const form = { site_id: siteId, payment_type: 'Credit card', first_name: 'Sam', last_name: 'Neil', student_id: 'N7654321', email, confirm_email: email, phone_number: '6175550142', address: '12 College Rd.', city: 'Northfield', state: 'MA', zip_code: '01360' };
  const named = await fetch(`${base}/v1/cart/customer`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(form) });
  const answer = (await named.json()) as { customer?: { id: number } };
  if (added.status !== 200 || named.status !== 200 || !answer.customer) throw new Error(`A bench buyer could not get to checkout (${added.status} ${addedText.slice(0, 200)}; ${named.status}).`);
  return { address, cookie, customerId: answer.customer.id };
}

async function pay(base: string, siteId: number, buyer: Buyer, key: string): Promise<{ status: number; ms: number; orderNo: string | null }> {
  const body = { site_id: siteId, customer_id: buyer.customerId, payment_type: 'Credit card', idempotency_key: key, meal_plan_terms_accepted: true, student_id_terms_accepted: true, ...card };
  const started = performance.now();
  const res = await fetch(`${base}/v1/cart/create_cc_order`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': buyer.address, cookie: buyer.cookie }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { order_no?: string };
  return { status: res.status, ms: performance.now() - started, orderNo: answer.order_no ?? null };
}

const byStatus = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

/**
 * Checkout under load (issue 16): 50 buyers with a plan in their carts pay by card at once (each
 * order priced again, stored pending, charged through the sandbox gateway and settled with its
 * receipt queued), then one buyer's Place order pressed 50 times at once with the same attempt.
 */
export async function benchCheckout(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const onPostgres = app.output.includes('BENCH_DATABASE');
    const siteId = ((await (await fetch(`${base}/v1/sites/northfield/info`)).json()) as { site: { id: number } }).site.id;
    const form = (await (await fetch(`${base}/v1/orderform/list?site_id=${siteId}`)).json()) as { customerTypes: { id: number; name: string }[]; mealPlans: { id: number; name: string }[] };
    const typeId = form.customerTypes.find((t) => t.name === 'Guest')?.id;
    const planId = form.mealPlans.find((p) => p.name === 'Commuter 50')?.id;
    if (!typeId || !planId) throw new Error('The demo data has no Northfield order form');
    const database = onPostgres ? 'PostgreSQL' : 'PGlite (set DATABASE_URL for PostgreSQL)';

    // Getting to checkout is not what is measured: the buyers are made a few at a time.
    const buyers: Buyer[] = [];
    for (let n = 0; n < BUYERS; n += 5) buyers.push(...(await Promise.all(Array.from({ length: 5 }, (_, i) => readyBuyer(base, siteId, planId, typeId, n + i)))));
    const started = performance.now();
    const paid = await Promise.all(buyers.map((buyer) => pay(base, siteId, buyer, randomUUID())));
    const seconds = (performance.now() - started) / 1000;
    const times = paid.map((p) => p.ms).sort((a, b) => a - b);
    console.log(
      `checkout      ${BUYERS} card checkouts of distinct carts at once on ${database}: p50 ${median(times).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
        `all answered in ${seconds.toFixed(2)} s; ${byStatus(paid.map((p) => p.status))} (no 5xx expected); distinct orders ${new Set(paid.map((p) => p.orderNo)).size}`,
    );

    const one = await readyBuyer(base, siteId, planId, typeId, BUYERS);
    const key = randomUUID();
    const repeated = await Promise.all(Array.from({ length: BUYERS }, () => pay(base, siteId, one, key)));
    const orders = new Set(repeated.filter((p) => p.status === 200).map((p) => p.orderNo));
    console.log(`double submit ${BUYERS} submits of one cart's attempt at once: ${byStatus(repeated.map((p) => p.status))}; orders placed ${orders.size} (target exactly 1)`);
  } catch (error) {
    console.error(app.printed().slice(-3000));
    throw error;
  } finally {
    await app.stop();
  }
}
