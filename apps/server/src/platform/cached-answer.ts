import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import type { AnswerCache, CachedAnswer } from './answer-cache.ts';
import { ALREADY_SENT } from './contract-route.ts';

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a public, cacheable JSON answer: from memory when fresh, else produced, validated by the
 * caller's `produce`, serialized once and kept. Answers 304 when the client's ETag matches.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  produce: () => Promise<unknown>,
  maxAgeSeconds = 60,
): Promise<typeof ALREADY_SENT> {
  return sendCachedText(request, reply, cache, key, async () => JSON.stringify(await produce()), JSON_TYPE, maxAgeSeconds);
}

/**
 * The same for an answer that is text already (an XML feed, a calendar): `produce` gives the exact
 * body, sent as `contentType`. A key names one kind of answer, so its content type never varies.
 */
export async function sendCachedText(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  produce: () => Promise<string>,
  contentType: string,
  maxAgeSeconds = 60,
): Promise<typeof ALREADY_SENT> {
  const now = Date.now();
  let entry = cache.get(key, now);
  if (!entry) {
    const body = await produce();
    const etag = etagOf(body);
    cache.set(key, body, etag, now);
    entry = cache.get(key, now) ?? { body: Buffer.from(body), etag };
  }
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', entry.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) reply.status(304).send();
  else if (entry.body.length >= GZIP_FROM_BYTES && acceptsGzip(request)) reply.type(contentType).header('content-encoding', 'gzip').send(gzipOf(entry));
  else reply.type(contentType).send(entry.body);
  return ALREADY_SENT;
}

/** Smaller answers gain nothing from compression. */
const GZIP_FROM_BYTES = 1024;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Compressed once per kept answer, then reused. */
function gzipOf(entry: CachedAnswer): Buffer {
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}
