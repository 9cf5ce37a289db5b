import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@commons/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), seed: false });
  mkdirSync(join(t.filesDir, 'images'), { recursive: true });
  writeFileSync(join(t.filesDir, 'images', 'plate.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(t.filesDir, 'secret.txt'), 'not public');
});
afterAll(async () => t.close());

describe('operations', () => {
  it('answers /healthz and /readyz when the database is reachable', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: '/healthz' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives data answers the API set and pages the full page policy', async () => {
    for (const url of ['/healthz', '/v1/sites/public', '/v1/nothing-here']) {
      const data = await t.app.inject({ url });
      expect(data.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(data.headers['x-frame-options'], url).toBe('DENY');
      expect(data.headers['x-content-type-options'], url).toBe('nosniff');
      expect(data.headers['strict-transport-security'], url).toContain('max-age=');
      expect(data.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const page = await t.app.inject({ url: '/v1/docs' });
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Not found.' });
  });
});

describe('API reference', () => {
  it('documents every contract call in /v1/openapi.json', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const def of routeTable) expect(doc.paths[def.path]?.[def.method.toLowerCase()]?.summary).toBe(def.summary);
    expect(doc.paths['/v1/sections/info_by_slug'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['site_id', 'slug']);
  });

  it('renders a readable page at /v1/docs', async () => {
    const res = await t.app.inject({ url: '/v1/docs' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Commons API reference</h1>');
    expect(res.body).toContain('/v1/sites/{slug}/info');
  });
});

describe('files', () => {
  it('serves public folders with a locked-down policy', async () => {
    const res = await t.app.inject({ url: '/files/images/plate.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('never serves files outside the public folders', async () => {
    expect((await t.app.inject({ url: '/files/secret.txt' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/files/images/../secret.txt' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/files/images/%2e%2e/secret.txt' })).statusCode).toBe(404);
  });
});
