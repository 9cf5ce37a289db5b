import { startScript } from './support/processes.ts';
import { requestsPerSecond } from './support/load.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** GET /v1/locations/status for a 40-location site: cached throughput against bare node, and uncached latency. */
export async function benchLocationsStatus(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  try {
    const siteId = Number(/LARGE_SITE (\d+)/.exec(app.output)?.[1]);
    const url = `http://127.0.0.1:${app.port}/v1/locations/status?site_id=${siteId}`;
    const body = await (await fetch(url)).text();
    // A timestamp in another minute is an answer not computed yet: the cost after a data change.
    const uncached: number[] = [];
    const start = Date.now();
    for (let i = 1; i <= 40; i++) {
      const t0 = performance.now();
      await (await fetch(`${url}&timestamp=${start + i * 60_000}`)).text();
      uncached.push(performance.now() - t0);
    }
    const bare = await startScript('bench/support/bare-server.ts', { BENCH_BODY: body });
    try {
      await requestsPerSecond(url, 2);
      const ceiling = await requestsPerSecond(`http://127.0.0.1:${bare.port}/`);
      const ours = await requestsPerSecond(url);
      console.log(`locations/status (40 locations) ${ours.rps.toFixed(0)} req/s cached; bare node ${ceiling.rps.toFixed(0)} req/s (${body.length} bytes)`);
      console.log(`ratio        ${(ours.rps / ceiling.rps).toFixed(2)}  (target >= 0.50)`);
      console.log(`uncached     p50 ${median(uncached).toFixed(1)} ms over ${uncached.length} first requests`);
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
