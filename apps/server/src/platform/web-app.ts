import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageChunks } from './page-chunks.ts';

const apiPrefixes = ['/v1/', '/files/', '/healthz', '/readyz'];
/** First path segments of the app's own pages, which are not site slugs. */
const appPages = new Set(['campuses', 'mobile-privacy', 'climate-friendly', '404']);
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The site slug a page address starts with, if it is one. */
export function siteSlugOf(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return SLUG.test(first) && !appPages.has(first) ? first : null;
}

const isSiteHome = (path: string, slug: string) => path === `/${slug}` || path === `/${slug}/`;

/**
 * The page with what it needs first asked for at once, beside the app's script rather than after
 * it: every page under /{slug} starts by loading the site's info, and a site's home shows its first
 * carousel picture as its largest element. The app's own requests of the same URLs take them.
 */
export function withPreloads(html: string, slug: string | null, homeImage: string | null, chunks: readonly string[] = []): string {
  if (!slug) return html;
  const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="/v1/sites/${slug}/info">`, ...chunks];
  if (homeImage) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${homeImage.replace(/"/g, '%22')}">`);
  return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}

export interface WebAppOptions {
  /** The path of a site's first home picture, or null (see homeImageHint). */
  homeImage?: (slug: string) => Promise<string | null>;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, every other GET that
 * accepts HTML answered with index.html so the client router can show the page (or its 404).
 */
export async function webAppPlugin(app: FastifyInstance, distDir: string, options: WebAppOptions = {}) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const chunksOf = pageChunks(root);
  // A site's pages all start with the site route; its home with the home page (carousel included), its
  // other pages with the section route.
  const homeChunks = chunksOf(['site-route', 'site-home-page']);
  const sectionChunks = chunksOf(['site-route', 'section-route']);

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

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method !== 'GET' || apiPrefixes.some((p) => path.startsWith(p)) || !wantsHtml) {
      return reply.status(404).send({ status: 'error', msg: 'Not found.' });
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
    }
    const slug = siteSlugOf(path);
    const isHome = slug !== null && isSiteHome(path, slug);
    const homeImage = slug && isHome && options.homeImage ? await options.homeImage(slug) : null;
    const html = withPreloads(indexHtml, slug, homeImage, isHome ? homeChunks : sectionChunks);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
