import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the staff console is served: its pages and, under `assets/`, its hashed bundles. */
export const CONSOLE_PREFIX = '/console';

/**
 * The console's own page policy: its scripts, styles, pictures and calls come from this origin only
 * (it loads no third-party script, and sonner's styles come as a file), no plugin or <base> may
 * change that, forms post here only, and no page of any origin may frame it. The one exception is a
 * <style> element carrying this page's nonce: React Aria writes a rule or two that way, reading the
 * nonce from the page's `csp-nonce` meta element. Scripts take no nonce: only the console's files run.
 */
export function consolePagePolicy(styleNonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The console's index.html with the nonce its page policy allows styles by, where React Aria looks for it. */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace('</head>', () => `<meta name="csp-nonce" nonce="${nonce}">\n  </head>`);
}

/** Headers of every console page (on top of the site-wide security headers, which they replace where named). */
const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  // A staff page shows a person's session: never kept by the browser or a proxy.
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

const ASSETS = `${CONSOLE_PREFIX}/assets/`;

/**
 * Serves the built staff console (apps/console): its hashed assets under /console/assets/, cached
 * for a year, and its index.html for /console and every page address under it, so its client
 * router shows the page, with the console's own page policy, never cached, and kept out of search
 * engines. The public web app's pages load nothing of it. Without a build, console pages answer
 * 503 saying how to build it.
 */
export async function consoleAppPlugin(app: FastifyInstance, distDir: string): Promise<void> {
  // The build's own folder (`dist` is a link to it, as the web app's): a later build swaps the link,
  // and this instance goes on serving the build it started with.
  const root = existsSync(distDir) ? realpathSync(distDir) : resolve(distDir);
  const indexFile = join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  await app.register(async (scope) => {
    if (indexHtml !== null) {
      await scope.register(fastifyStatic, {
        root,
        prefix: `${CONSOLE_PREFIX}/`,
        decorateReply: false,
        index: false,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        // index.html goes only as a page (below), with its headers; the build's marker is not served.
        globIgnore: ['index.html', '.complete', '.vite/**'],
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
          res.setHeader('x-robots-tag', 'noindex, nofollow');
        },
      });
    }

    const page = async (path: string, reply: FastifyReply) => {
      // A bundle the build does not have (an old tab after a release) is missing, not a page.
      if (path.startsWith(ASSETS)) return reply.status(404).send({ status: 'error', msg: 'Not found.' });
      // A new nonce for each page: one that an attacker saw on an earlier page is worth nothing.
      const nonce = randomBytes(18).toString('base64');
      reply.headers(PAGE_HEADERS).header('content-security-policy', consolePagePolicy(nonce));
      if (indexHtml === null) return reply.status(503).type('text/plain; charset=utf-8').send('The staff console is not built yet: run `npm run build:console`.');
      return reply.type('text/html; charset=utf-8').send(withStyleNonce(indexHtml, nonce));
    };
    scope.get(CONSOLE_PREFIX, async (request, reply) => page(CONSOLE_PREFIX, reply));
    scope.get(`${CONSOLE_PREFIX}/*`, async (request, reply) => page(request.url.split('?')[0] ?? CONSOLE_PREFIX, reply));
  });
}
