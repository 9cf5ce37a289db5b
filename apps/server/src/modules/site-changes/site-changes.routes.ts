import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSiteChanges, SITE_CHANGED_EVENT } from '@commons/contract';
import { AppError, notFound } from '../../platform/app-error.ts';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { SiteChangeFanout } from './site-change-fanout.ts';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it opens a closed stream again. */
const RETRY_MS = 5_000;

const wantsStream = (request: FastifyRequest) => /\btext\/event-stream\b/.test(String(request.headers.accept ?? ''));

/** One server-sent event. */
const eventText = (at: Date) => `event: ${SITE_CHANGED_EVENT}\ndata: ${JSON.stringify({ at: at.toISOString() })}\n\n`;

/**
 * `GET /v1/sites/{slug}/changes` (docs/product/api.md#site-changes): a published site's changes as
 * server-sent events, so its open pages ask again for what they show within a second of a staff
 * change; or, to a caller that asks for no stream, when this server last heard of one.
 */
export function siteChangesRoutes(app: FastifyInstance, sites: SitesRepo, fanout: SiteChangeFanout, heartbeatMs = HEARTBEAT_MS) {
  /** The open streams' ends: a server that shuts down ends them first (browsers open them again elsewhere), else it would wait for them. */
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  contractRoute(app, getSiteChanges, async ({ params, request, reply }) => {
    const site = await sites.findBySlug(params.slug);
    if (!site || !site.published) throw notFound('Invalid site.');
    if (!wantsStream(request)) {
      reply.header('cache-control', 'no-store');
      return { changed_at: fanout.lastChangeOf(site.id)?.toISOString() ?? null };
    }
    const raw = reply.raw;
    const unsubscribe = fanout.subscribe(site.id, (at) => raw.write(eventText(at)));
    if (!unsubscribe) throw new AppError('rate_limited', 'Too many pages follow this server’s changes: this page still refreshes on its own.');
    reply.hijack();
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    raw.write(`retry: ${RETRY_MS}\n: following ${site.slug}\n\n`);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
    heartbeat.unref();
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      close();
      raw.end();
    };
    open.add(end);
    request.raw.once('close', close);
    raw.once('close', close);
    return ALREADY_SENT;
  });
}
