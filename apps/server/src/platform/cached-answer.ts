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
  const entry = await keptAnswer(cache, key, produce);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', entry.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) reply.status(304).send();
  else if (entry.body.length >= GZIP_FROM_BYTES && acceptsGzip(request)) reply.type(contentType).header('content-encoding', 'gzip').send(gzipOf(entry));
  else reply.type(contentType).send(entry.body);
  return ALREADY_SENT;
}

/** The kept answer of `key`, or the one `produce` makes now (once for all who ask meanwhile), which is kept for the next caller. */
async function keptAnswer(cache: AnswerCache, key: string, produce: () => Promise<string>): Promise<CachedAnswer> {
  const now = Date.now();
  const kept = cache.get(key, now);
  if (kept) return kept;
  return cache.makeOnce(key, async (since) => {
    const body = await produce();
    const etag = etagOf(body);
    // Kept only if nothing was dropped while it was made: it may have been read before a change.
    cache.set(key, body, etag, now, since);
    return cache.get(key, now) ?? { body: Buffer.from(body), etag };
  });
}

/**
 * A public JSON answer read on the server itself (a page's head names what the API call shows), kept
 * under the API call's own key: whichever asks first, the page or the call, fills it for the other.
 * `produce` must make exactly what the call's `sendCached` makes for that key.
 */
export async function readCached<T>(cache: AnswerCache, key: string, produce: () => Promise<T>): Promise<T> {
  let made: { value: T } | undefined;
  const entry = await keptAnswer(cache, key, async () => {
    made = { value: await produce() };
    return JSON.stringify(made.value);
  });
  return made ? made.value : (JSON.parse(entry.body.toString('utf8')) as T);
}

/** Smaller answers gain nothing from compression. */
const GZIP_FROM_BYTES = 1024;

/** Whether the caller takes a gzip-compressed answer. */
export const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Compressed once per kept answer, then reused. */
function gzipOf(entry: CachedAnswer): Buffer {
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}
