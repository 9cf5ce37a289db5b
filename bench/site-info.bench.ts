import { startBareServer, startMinimalFastify, startScript } from './support/processes.ts';
import { againstCeiling } from './support/load.ts';

/** Headers the transport sets on its own; the rest of an answer's headers are what it carries. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * GET /v1/sites/{slug}/info against a bare node:http server answering the same bytes. For
 * reference, a single Fastify route answering the same bytes with the same headers (security
 * headers, ETag, caching, request id) is measured against the same ceiling: the most the framework
 * allows for this answer on this machine.
 */
export async function benchSiteInfo(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  try {
    const url = `http://127.0.0.1:${app.port}/v1/sites/northfield/info`;
    const answer = await fetch(url);
    const body = await answer.text();
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
    });
    const bare = await startBareServer(body);
    const minimal = await startMinimalFastify(body, headers);
    try {
      const { ceiling, ours, framework } = await againstCeiling(`http://127.0.0.1:${bare.port}/`, { ours: url, framework: `http://127.0.0.1:${minimal.port}/` });
      console.log(`sites/info   ${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms, errors ${ours.errors}; median of 5 rounds)`);
      console.log(`bare node    ${ceiling.rps.toFixed(0)} req/s (same ${body.length} bytes)`);
      console.log(`ratio        ${ours.ratio.toFixed(2)}  (target >= 0.80)`);
      console.log(`reference    a single Fastify route with the same bytes and headers: ${framework.ratio.toFixed(2)} of bare node`);
    } finally {
      await minimal.stop();
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
