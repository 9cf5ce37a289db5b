import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { get } from '@commons/contract';
import { AnswerCache } from './answer-cache.ts';
import { sendCached } from './cached-answer.ts';
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
  await app.ready();
  return { app, failures, produced: () => produced };
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
});
