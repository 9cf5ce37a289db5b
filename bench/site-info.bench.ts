import { startBareServer, startMinimalFastify, startScript } from './support/processes.ts';
import { againstCeiling } from './support/load.ts';

/**
 * GET /v1/sites/{slug}/info against a bare node:http server answering the same bytes. A single
 * Fastify route answering them too is measured against the same ceiling, for reference: it is the
 * most the framework allows on this machine.
 */
export async function benchSiteInfo(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  try {
    const url = `http://127.0.0.1:${app.port}/v1/sites/northfield/info`;
    const body = await (await fetch(url)).text();
    const bare = await startBareServer(body);
    const minimal = await startMinimalFastify(body);
    try {
      const ceilingUrl = `http://127.0.0.1:${bare.port}/`;
      const { ours, ceiling, ratio } = await againstCeiling(url, ceilingUrl);
      console.log(`sites/info   ${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms, errors ${ours.errors}; median of 5 rounds)`);
      console.log(`bare node    ${ceiling.rps.toFixed(0)} req/s (same ${body.length} bytes)`);
      console.log(`ratio        ${ratio.toFixed(2)}  (target >= 0.80)`);
      const framework = await againstCeiling(`http://127.0.0.1:${minimal.port}/`, ceilingUrl);
      console.log(`reference    a single Fastify route with the same bytes: ${framework.ratio.toFixed(2)} of bare node`);
    } finally {
      await minimal.stop();
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
