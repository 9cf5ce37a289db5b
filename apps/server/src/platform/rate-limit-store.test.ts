import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  // Another instance of the server on the same database, as behind a load balancer.
  second = await buildApp({ config: { ...readConfig(), LOG_LEVEL: 'silent', FILES_DIR: t.filesDir, WEB_DIST_DIR: t.filesDir }, database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;
const count = (store: Store, caller: string, timeWindow: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(caller, (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)), timeWindow));

describe('databaseRateLimitStore', () => {
  it('counts a caller within a window, and again from one once the window ends', async () => {
    const Store = databaseRateLimitStore(t.database.db, 'window-test');
    const store = new Store();
    const first = await count(store, '192.0.2.1', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await count(store, '192.0.2.1', 300)).current).toBe(2);
    // Counting goes on until the 300 ms window has ended and the count starts again from one.
    await vi.waitFor(async () => expect((await count(store, '192.0.2.1', 300)).current).toBe(1), { timeout: 10_000, interval: 50 });
  });

  it('keeps callers and limit names apart', async () => {
    const votes = new (databaseRateLimitStore(t.database.db, 'names-a'))();
    const reports = new (databaseRateLimitStore(t.database.db, 'names-b'))();
    await count(votes, '192.0.2.2', 60_000);
    await count(votes, '192.0.2.2', 60_000);
    expect((await count(reports, '192.0.2.2', 60_000)).current).toBe(1);
    expect((await count(votes, '192.0.2.3', 60_000)).current).toBe(1);
  });

  it('counts simultaneous requests one by one', async () => {
    const store = new (databaseRateLimitStore(t.database.db, 'concurrent'))();
    const counts = await Promise.all(Array.from({ length: 40 }, () => count(store, '192.0.2.4', 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('a rate limit across instances', () => {
  it('allows one address 30 reports a minute in all, whichever instance answers', async () => {
    const siteId = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id as number;
    const report = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/v1/sites/user_agent', payload: { site_id: siteId, navigator: {} }, remoteAddress: '203.0.113.50' });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await report(i % 2 === 0 ? t.app : second)).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await report(t.app)).statusCode).toBe(429);
    expect((await report(second)).statusCode).toBe(429);
  });
});
