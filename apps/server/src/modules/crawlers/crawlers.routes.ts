import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { sendCachedText } from '../../platform/cached-answer.ts';
import type { CrawlerPagesService } from './crawler-pages.service.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * `/robots.txt` and `/sitemap.xml`, for search engines. Events leave the sitemap as they end, so
 * both are kept per minute, like the events lists, and cached by browsers and proxies as other
 * public reads are.
 */
export function crawlersRoutes(app: FastifyInstance, pages: CrawlerPagesService, cache: AnswerCache, clock: () => Date, publicBaseUrl: string) {
  app.get('/robots.txt', (request, reply) =>
    sendCachedText(request, reply, cache, `crawlers:robots:${minuteOf(clock())}`, async () => robotsTxt(await pages.pages(), publicBaseUrl), 'text/plain; charset=utf-8', 300),
  );
  app.get('/sitemap.xml', (request, reply) =>
    sendCachedText(request, reply, cache, `crawlers:sitemap:${minuteOf(clock())}`, async () => sitemapXml(await pages.pages(), publicBaseUrl), 'application/xml; charset=utf-8', 300),
  );
}
