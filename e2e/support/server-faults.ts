import type { FastifyInstance } from 'fastify';

/** The browser tests' switch, served by e2e/support/serve.ts only: never by the product's server. */
export const FAULTS_PATH = '/__e2e/faults';

/**
 * Lets a browser test make chosen API calls of the real server fail: while a path is listed, a call
 * to it throws inside the server before its route runs, and the server's own error handling
 * answers (a 500 with its error body, logged), as it would for a fault of its own. The pages are
 * then tested against the server's real failure, not a stand-in answer made up in the browser.
 */
export function serverFaults(app: FastifyInstance): void {
  const failing = new Set<string>();
  app.put<{ Body: { paths?: unknown } }>(FAULTS_PATH, async (request) => {
    const paths = Array.isArray(request.body?.paths) ? request.body.paths.filter((path): path is string => typeof path === 'string') : [];
    failing.clear();
    for (const path of paths) failing.add(path);
    return { failing: [...failing] };
  });
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (failing.has(path)) throw new Error(`A fault the browser tests asked for on ${path}`);
  });
}
