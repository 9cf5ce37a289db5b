import Fastify from 'fastify';
import { z } from 'zod';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { get } from '@commons/contract';
import { AnswerCache } from './answer-cache.ts';
import { readCached, sendCached } from './cached-answer.ts';
import { contractRoute } from './contract-route.ts';

const route = get('/v1/example', { summary: 'example', tag: 'test' }, z.object({ n: z.number() }));

async function exampleApp() {
  // Errors after the answer was sent reach only the log, so the log is what the test reads.
  const failures: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void failures.push(line) } } });
  app.addHook('onError', async (_request, _reply, error) => void failures.push(String(error)));
  let produced = 0;
  const cache = new AnswerCache(60_000);
  contractRoute(app, route, ({ request, reply }) => sendCached(request, reply, cache, 'example', async () => ({ n: ++produced })));
  const big = get('/v1/big', { summary: 'big', tag: 'test' }, z.object({ text: z.string() }));
  contractRoute(app, big, ({ request, reply }) => sendCached(request, reply, cache, 'big', async () => ({ text: 'menu '.repeat(1000) })));
  await app.ready();
  return { app, cache, failures, produced: () => produced };
}

describe('sendCached', () => {
  it('produces an answer once, then serves the same bytes from memory with an ETag', async () => {
    const { app, failures, produced } = await exampleApp();
    const first = await app.inject({ url: '/v1/example' });
    const second = await app.inject({ url: '/v1/example' });
    expect(first.json()).toEqual({ n: 1 });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(produced()).toBe(1);
    expect(failures).toEqual([]);
  });

  it('answers 304 without a body when the ETag matches, and reports no error after sending', async () => {
    const { app, failures } = await exampleApp();
    const first = await app.inject({ url: '/v1/example' });
    const again = await app.inject({ url: '/v1/example', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(failures).toEqual([]);
  });

  it('sends a large answer gzipped to clients that accept it, compressing it once', async () => {
    const { app } = await exampleApp();
    const plain = await app.inject({ url: '/v1/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const zipped = await app.inject({ url: '/v1/big', headers: { 'accept-encoding': 'br, gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    // Small answers go as they are.
    expect((await app.inject({ url: '/v1/example', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
  });
});

describe('readCached', () => {
  it('reads the answer the call kept', async () => {
    const { app, cache, produced } = await exampleApp();
    await app.inject({ url: '/v1/example' });
    expect(await readCached(cache, 'example', async () => ({ n: -1 }))).toEqual({ n: 1 });
    expect(produced()).toBe(1);
  });

  it("keeps the answer it makes for the call's next request", async () => {
    const { app, cache, produced } = await exampleApp();
    expect(await readCached(cache, 'example', async () => ({ n: 42 }))).toEqual({ n: 42 });
    expect((await app.inject({ url: '/v1/example' })).json()).toEqual({ n: 42 });
    expect(produced()).toBe(0);
  });

  it('keeps nothing when producing fails', async () => {
    const cache = new AnswerCache(60_000);
    await expect(readCached(cache, 'failing', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await readCached(cache, 'failing', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });
});
