import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const apiPrefixes = ['/v1/', '/files/', '/healthz', '/readyz'];
/** First path segments of the app's own pages, which are not site slugs. */
const appPages = new Set(['campuses', 'mobile-privacy', 'climate-friendly', '404']);
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * The page with the site's info asked for at once, beside the app's script rather than after it:
 * every page under /{slug} starts by loading it. The app's own fetch of the same URL takes it.
 */
export function withSitePreload(html: string, path: string): string {
  const first = path.split('/')[1] ?? '';
  if (!SLUG.test(first) || appPages.has(first)) return html;
  return html.replace('</head>', `<link rel="preload" as="fetch" crossorigin="anonymous" href="/v1/sites/${first}/info">\n  </head>`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, every other GET that
 * accepts HTML answered with index.html so the client router can show the page (or its 404).
 */
export async function webAppPlugin(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method !== 'GET' || apiPrefixes.some((p) => path.startsWith(p)) || !wantsHtml) {
      return reply.status(404).send({ status: 'error', msg: 'Not found.' });
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withSitePreload(indexHtml, path));
  });
}
