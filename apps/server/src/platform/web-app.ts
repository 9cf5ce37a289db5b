import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from '@commons/contract/first-answers';
import { isReservedSlug, matchPage } from '@commons/contract/page-routes';
import { acceptsGzip } from './cached-answer.ts';
import { pageChunks, screenChunkNames } from './page-chunks.ts';

const apiPrefixes = ['/v1/', '/files/', '/healthz', '/readyz'];
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * The site slug a page address starts with, if the client router shows one of a site's pages there.
 * A reserved word (`console`, `v1`...) is never a site's: no site may take one.
 */
export function siteSlugOf(path: string): string | null {
  const match = matchPage(path);
  const slug = match.scope === 'site' ? match.params.site : undefined;
  return slug !== undefined && SLUG.test(slug) && !isReservedSlug(slug) ? slug : null;
}

const isSiteHome = (path: string, slug: string) => path === `/${slug}` || path === `/${slug}/`;

/**
 * The page with what it needs first asked for at once, beside the app's script rather than after
 * it: every page under /{slug} starts by loading the site's info, and a site's home shows its first
 * carousel picture as its largest element. The app's own requests of the same URLs take them.
 */
export function withPreloads(html: string, slug: string | null, homeImage: string | null, chunks: readonly string[] = [], siteInfoInPage = false): string {
  if (!slug) return html;
  // The page carries the site's info when the server could read it (withFirstAnswers); else the browser asks at once.
  const links = [...(siteInfoInPage ? [] : [`<link rel="preload" as="fetch" crossorigin="anonymous" href="/v1/sites/${slug}/info">`]), ...chunks];
  if (homeImage) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${homeImage.replace(/"/g, '%22')}">`);
  return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}

/** index.html with a page's own head tags in place of its static <title>. */
export function withHead(html: string, tags: string): string {
  const title = /<title>[^<]*<\/title>/;
  // Replaced by a function: the tags are data, and `$` patterns in them must stay as they are.
  return title.test(html) ? html.replace(title, () => tags) : html.replace('</head>', () => `${tags}\n  </head>`);
}

/**
 * The page with the answers its first render asks for written into it, as JSON the browser does not
 * run. `<` is escaped, so no text in the answers can end the script element.
 */
export function withFirstAnswers(html: string, answers: FirstAnswers): string {
  if (!answers.site && !answers.section) return html;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return html.replace('</head>', () => `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>\n  </head>`);
}

/** What the server knows of a page before the client runs. */
export interface WebPage {
  /** 404 when the client will show its not-found page. */
  status: 200 | 404;
  /** The page's head tags, which take the place of index.html's <title>. */
  head: string;
  /** The path of a site's first home picture, or null (see homeImageOf). */
  homeImage: string | null;
  /** The answers read to write the head that the page's first render asks for. */
  firstAnswers: FirstAnswers;
  /** A section page's screen, as the client's section table names it (its master slug, or its own slug), or null. */
  screen: string | null;
}

export interface WebAppOptions {
  /** The page at a path (no query string). Without it, or when it fails, pages go as the plain shell. */
  page?: (path: string, log: FastifyBaseLogger) => Promise<WebPage>;
  /** The page's Content-Security-Policy (page-policy.ts); without it, the one every answer carries. */
  policy?: () => Promise<string>;
}

/**
 * A page address is asked for by a browser (text/html), or by a link preview's fetcher, curl, an
 * uptime or link checker, which accept anything or say nothing: all of them get the page. Only a
 * caller that names what it accepts without HTML or a wildcard (an API client) gets the JSON 404.
 */
const wantsPage = (accept: string | undefined) => !accept?.trim() || accept.includes('text/html') || accept.includes('*/*');

/**
 * Serves the built single-page app: hashed assets cached for a year, every other GET that
 * accepts HTML answered with index.html so the client router can show the page (or its 404), with
 * the page's own head and status when `page` describes it.
 */
export async function webAppPlugin(app: FastifyInstance, distDir: string, options: WebAppOptions = {}) {
  // The build's own folder (`dist` is a link to it, see apps/web/scripts/published-build.ts): a
  // later build swaps the link, and this instance goes on serving the build it started with.
  const root = existsSync(distDir) ? realpathSync(distDir) : resolve(distDir);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const chunksOf = pageChunks(root);
  // A site's pages all start with the site route; its home with the home page (carousel included), its
  // other pages with the section route.
  const homeChunks = chunksOf(['site-route', 'site-home-page']);
  const sectionChunks = chunksOf(['site-route', 'section-route']);
  // A section page's links, worked out once per screen (the special sections' screens and the content page).
  const screenLinks = new Map<string, readonly string[]>();
  const sectionPageChunks = (screen: string): readonly string[] => {
    const names = screenChunkNames(screen);
    const key = names.join(' ');
    const known = screenLinks.get(key);
    if (known) return known;
    const links = chunksOf(['site-route', 'section-route', ...names]);
    screenLinks.set(key, links);
    return links;
  };

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
    // HEAD is answered as GET (Node sends no body with it): uptime monitors and link checkers ask so.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || apiPrefixes.some((p) => path.startsWith(p)) || !wantsPage(request.headers.accept)) {
      return reply.status(404).send({ status: 'error', msg: 'Not found.' });
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
    }
    const slug = siteSlugOf(path);
    const isHome = slug !== null && isSiteHome(path, slug);
    // Both read the database (through caches): asked at once, so a slow or absent database costs
    // the page one wait, not two.
    const [page, policy] = await Promise.all([
      options.page
        ? options.page(path, request.log).catch((error: unknown) => {
            request.log.error({ err: error, path }, 'The page could not be described; it goes as the plain shell.');
            return null;
          })
        : null,
      options.policy?.(),
    ]);
    const shell = page ? withFirstAnswers(withHead(indexHtml, page.head), page.firstAnswers) : indexHtml;
    const chunks = isHome ? homeChunks : page?.screen ? sectionPageChunks(page.screen) : sectionChunks;
    const html = withPreloads(shell, slug, isHome ? (page?.homeImage ?? null) : null, chunks, page?.firstAnswers.site !== undefined);
    if (policy) reply.header('content-security-policy', policy);
    reply.status(page?.status ?? 200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // Compressed, a page with its first answers fits in the first packets a new connection may send.
    if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    return reply.send(html);
  });
}
