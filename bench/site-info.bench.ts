import { startBareServer, startScript } from './support/processes.ts';
import { requestsPerSecond } from './support/load.ts';

/** GET /v1/sites/{slug}/info against a bare node:http server answering the same bytes. */
export async function benchSiteInfo(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  try {
    const url = `http://127.0.0.1:${app.port}/v1/sites/northfield/info`;
    const body = await (await fetch(url)).text();
    const bare = await startBareServer(body);
    try {
      await requestsPerSecond(url, 2); // warm-up
      const ceiling = await requestsPerSecond(`http://127.0.0.1:${bare.port}/`);
      const ours = await requestsPerSecond(url);
      console.log(`sites/info   ${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms, errors ${ours.errors})`);
      console.log(`bare node    ${ceiling.rps.toFixed(0)} req/s (same ${body.length} bytes)`);
      console.log(`ratio        ${(ours.rps / ceiling.rps).toFixed(2)}  (target >= 0.80)`);
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
