import { startScript } from './support/processes.ts';
import { againstBare, printAgainstBare } from './support/against-bare.ts';

/** GET /v1/sites/{slug}/info against a bare node:http server answering the same bytes. */
export async function benchSiteInfo(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  try {
    printAgainstBare('sites/info  ', await againstBare({ url: `http://127.0.0.1:${app.port}/v1/sites/northfield/info`, pid: app.pid }), 0.8);
  } finally {
    await app.stop();
  }
}
