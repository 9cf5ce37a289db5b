import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { userAgents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  siteId = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
});
afterAll(async () => t.close());

const post = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/sites/user_agent', payload: payload as object, remoteAddress: ip });
const stored = async () => (await t.database.db.select({ n: count() }).from(userAgents))[0]?.n ?? 0;

describe('POST /v1/sites/user_agent', () => {
  it('stores the browser details of a visit', async () => {
    const before = await stored();
    const res = await post({ site_id: siteId, navigator: { user_agent: 'Mozilla/5.0 Test', cookie_enabled: true, hardware_concurrency: 8, platform: 'Linux' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await stored()).toBe(before + 1);
  });

  it('rejects a missing body or missing fields with field errors', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/v1/sites/user_agent', remoteAddress: '10.0.0.2' });
    expect(empty.statusCode).toBe(400);
    const missing = await post({ navigator: {} }, '10.0.0.2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('site_id');
  });

  it('rejects malformed values and unknown fields', async () => {
    const res = await post({ site_id: 'abc', navigator: { cookie_enabled: 'yes', extra: 1 } }, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ site_id: expect.any(String), 'navigator.cookie_enabled': expect.any(String), 'navigator.extra': expect.any(String) });
  });

  it('rejects an oversized field and an oversized body without storing anything', async () => {
    const before = await stored();
    const long = await post({ site_id: siteId, navigator: { user_agent: 'x'.repeat(1001) } }, '10.0.0.4');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty(['navigator.user_agent']);
    const huge = await post({ site_id: siteId, navigator: { user_agent: 'x'.repeat(70_000) } }, '10.0.0.4');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('error');
    expect(await stored()).toBe(before);
  });

  it('rejects invalid JSON and hostile input without a 500', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/v1/sites/user_agent', payload: '{"site_id": 1,', headers: { 'content-type': 'application/json' }, remoteAddress: '10.0.0.5' });
    expect(broken.statusCode).toBe(400);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/v1/sites/user_agent',
      payload: `{"site_id": ${siteId}, "navigator": {"__proto__": {"admin": true}}}`,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.0.5',
    });
    expect(proto.statusCode).toBe(400);
    const sql = await post({ site_id: siteId, navigator: { user_agent: "'; drop table sites; --" } }, '10.0.0.5');
    expect(sql.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).statusCode).toBe(200);
  });

  it('refuses text PostgreSQL cannot store (NUL, unpaired surrogates) in any navigator string with a field error, storing nothing', async () => {
    const before = await stored();
    for (const [field, text] of [['user_agent', 'Mozilla\u0000'], ['platform', 'Linux\ud800'], ['vendor', '\udc00Google'], ['app_version', '\u0000']] as const) {
      const res = await post({ site_id: siteId, navigator: { [field]: text } }, '10.0.0.7');
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        msg: 'Please check the highlighted fields.',
        errors: { [`navigator.${field}`]: 'Must not contain NUL characters or broken Unicode (unpaired surrogates).' },
      });
    }
    expect(await stored()).toBe(before);
    const ok = await post({ site_id: siteId, navigator: { user_agent: 'Mozilla 🍜 \u202eevil\u202c' } }, '10.0.0.7');
    expect(ok.statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('rejects an unknown or unpublished site', async () => {
    const res = await post({ site_id: 999_999, navigator: {} }, '10.0.0.6');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Invalid site.', errors: { site_id: 'Invalid site.' } });
  });

  it('limits one address to 30 reports a minute', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await post({ site_id: siteId, navigator: {} }, '10.9.9.9')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await post({ site_id: siteId, navigator: {} }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', msg: 'Too many requests. Please wait a moment and try again.' });
  });

  it('keeps the limit for a caller that names other addresses in X-Forwarded-For', async () => {
    const spoofed = (i: number) =>
      t.app.inject({ method: 'POST', url: '/v1/sites/user_agent', payload: { site_id: siteId, navigator: {} }, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': `198.18.0.${i}` } });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await spoofed(i)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('counts each client of a proxy on the same machine on its own', async () => {
    const viaProxy = (client: string) =>
      t.app.inject({ method: 'POST', url: '/v1/sites/user_agent', payload: { site_id: siteId, navigator: {} }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 30; i++) expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
  });
});
