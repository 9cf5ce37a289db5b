import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { faultOf } from '../db/faults.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { postgresForFaultTests } from '../test-support/fault-postgres.ts';
import { createFreshDatabase } from '../test-support/fresh-database.ts';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { READY_WITHIN_MS } from '../modules/health/health.routes.ts';

/**
 * The app on real PostgreSQL behind a TCP proxy that the tests freeze (a hung database or network:
 * nothing arrives, nothing is refused) and cut (every connection dropped at once). These need a
 * network link to PostgreSQL: on PGlite runs they use the local PostgreSQL (fault-postgres.ts).
 */
const baseUrl = await postgresForFaultTests();
const today = new Date('2026-11-22T16:50:00Z');
/** The default limits: "at once" below means well inside them, with room for a busy machine. */
const limits = { DB_STATEMENT_TIMEOUT_MS: 5000, DB_CONNECT_TIMEOUT_MS: 3000 };
/** Answers that must not wait on the database's limits come well inside the shortest of them. */
const AT_ONCE_MS = 2500;
/** How long a request may take while the database hangs: a hung statement's limit plus a connect, with room for a busy machine. */
const HANG_BOUND_MS = limits.DB_STATEMENT_TIMEOUT_MS + 1000 + limits.DB_CONNECT_TIMEOUT_MS + 3000;
const waitLong = { timeout: 30_000, interval: 100 };

let t: TestApp;
let proxy: TcpProxy;
let drop: () => Promise<void>;
const dist = mkdtempSync(join(tmpdir(), 'commons-dist-'));

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}
const get = (url: string, accept = 'application/json') => t.app.inject({ url, headers: { accept } });
const expectBackToNormal = () =>
  vi.waitFor(async () => {
    expect((await get('/readyz')).statusCode).toBe(200);
    expect((await get('/v1/landing')).statusCode).toBe(200);
  }, waitLong);

describe('database faults', () => {
  beforeAll(async () => {
    if (!baseUrl) throw new Error('These tests need PostgreSQL: set DATABASE_URL, or run one on 127.0.0.1:5432 (as CI does).');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Commons</title></head><body><div id="root"></div></body></html>');
    const fresh = await createFreshDatabase(baseUrl ?? '', 'commons_faults');
    drop = fresh.drop;
    const seedFiles = mkdtempSync(join(tmpdir(), 'commons-faults-seed-'));
    const seeding = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
    await seedDemoData(seeding.db, { filesDir: seedFiles, today });
    await seeding.close();
    rmSync(seedFiles, { recursive: true, force: true });
    proxy = await startTcpProxy(fresh.url);
    t = await createTestApp({ today, seed: false, databaseUrl: proxy.url, webDistDir: dist, config: limits });
  });
  afterEach(async () => {
    proxy.thaw();
    await expectBackToNormal();
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await drop?.();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and the error body while the database hangs, /readyz at once, and recovers', { timeout: 90_000 }, async () => {
    expect((await get('/v1/landing')).statusCode).toBe(200);
    proxy.freeze();

    const ready = await timed(get('/readyz'));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(AT_ONCE_MS);
    expect(READY_WITHIN_MS).toBeLessThan(1000);

    const hung = await timed(get('/v1/landing'));
    expect(hung.value.statusCode).toBe(503);
    expect(hung.value.headers['retry-after']).toMatch(/^\d+$/);
    expect(hung.value.json()).toEqual({ status: 'error', msg: expect.any(String) });
    expect(hung.ms).toBeLessThan(HANG_BOUND_MS);

    // Found unreachable: later calls fail at once instead of waiting on hung connections.
    await vi.waitFor(() => expect(t.database.isReachable()).toBe(false), waitLong);
    const fast = await timed(get('/v1/landing'));
    expect(fast.value.statusCode).toBe(503);
    expect(fast.value.headers['retry-after']).toMatch(/^\d+$/);
    expect(fast.ms).toBeLessThan(AT_ONCE_MS);
    // A write's answer too, from the rate limit counted in the database before its handler runs.
    const write = await t.app.inject({ method: 'POST', url: '/v1/sites/user_agent', payload: { site_id: 1, navigator: {} } });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toMatch(/^\d+$/);
    expect(write.json()).toEqual({ status: 'error', msg: expect.any(String) });
    const fastReady = await timed(get('/readyz'));
    expect(fastReady.value.statusCode).toBe(503);
    expect(fastReady.value.json()).toEqual({ status: 'error', msg: 'The database is not reachable.' });

    proxy.thaw();
    await expectBackToNormal();
  });

  it('answers 503 while nothing answers at the database address, then recovers', { timeout: 90_000 }, async () => {
    proxy.freeze();
    proxy.cut();
    // New connections hang at the proxy (frozen) and the old ones are gone: every call must give up in time.
    const hung = await timed(get('/v1/landing'));
    expect(hung.value.statusCode).toBe(503);
    expect(hung.value.json()).toMatchObject({ status: 'error' });
    expect(hung.ms).toBeLessThan(HANG_BOUND_MS);
  });

  it('sends a read cut off by a dropped connection once more, on a new connection', { timeout: 60_000 }, async () => {
    for (const read of [
      () => t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from sites`).then((result) => result.rows[0]?.n),
      () => get('/v1/landing').then((answer) => answer.statusCode),
    ]) {
      proxy.freeze();
      const held = proxy.heldFromApp();
      const pending = read();
      await vi.waitFor(() => expect(proxy.heldFromApp()).toBeGreaterThan(held), waitLong);
      const before = proxy.accepted;
      proxy.cut();
      proxy.thaw();
      expect(await pending).toBeTypeOf('number');
      expect(await pending).not.toBe(503);
      expect(proxy.accepted).toBeGreaterThan(before);
    }
  });

  it('never sends a write again: a write cut off by a dropped connection fails', { timeout: 60_000 }, async () => {
    proxy.freeze();
    const write = t.database.db.execute(sql`update sites set name = name where id = -1`);
    const failed = write.then(
      () => null,
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(proxy.heldFromApp()).toBeGreaterThan(0), waitLong);
    proxy.cut();
    proxy.thaw();
    expect(faultOf(await failed)).toBe('lost');
  });

  it("serves a site page's app shell, without the image preload, while the database hangs or is gone", { timeout: 60_000 }, async () => {
    proxy.freeze();
    const first = await timed(get('/northfield', 'text/html'));
    expect(first.value.statusCode).toBe(200);
    expect(first.value.body).toContain('<div id="root"></div>');
    expect(first.value.body).not.toContain('as="image"');
    expect(first.ms).toBeLessThan(AT_ONCE_MS);

    expect((await get('/v1/landing')).statusCode).toBe(503);
    await vi.waitFor(() => expect(t.database.isReachable()).toBe(false), waitLong);
    const later = await timed(get('/northfield/hours-of-operation', 'text/html'));
    expect(later.value.statusCode).toBe(200);
    expect(later.value.body).toContain('<div id="root"></div>');
    expect(later.ms).toBeLessThan(AT_ONCE_MS);
  });
});
