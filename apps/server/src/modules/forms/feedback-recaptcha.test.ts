import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FEEDBACK_TEXTS as T } from '@commons/domain';
import { locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newAddress, SAME_ORIGIN } from '../customers/testing/customer-test-kit.ts';
import { feedbackForm } from './testing/forms-test-kit.ts';

const TODAY = new Date('2026-11-24T15:00:00Z');
const SECRET = 'recaptcha-secret-for-tests';
let t: TestApp;
let google: Server;
/** What the stand-in for Google's siteverify was asked, in order. */
const asked: URLSearchParams[] = [];
let northfield = 0;
let westside = 0;

/** Google's siteverify as far as the server relies on it: a token it issued is good once. */
function siteverifyStandIn(): Promise<Server> {
  const spent = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      asked.push(form);
      const token = form.get('response') ?? '';
      const success = form.get('secret') === SECRET && token.startsWith('issued-') && !spent.has(token);
      spent.add(token);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const submit = (captcha: string) =>
  t.app.inject({ method: 'POST', url: '/v1/feedback/submit', payload: feedbackForm(northfield, westside, captcha), headers: SAME_ORIGIN, remoteAddress: newAddress() });

beforeAll(async () => {
  google = await siteverifyStandIn();
  const url = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  t = await createTestApp({ today: TODAY, config: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: 'site-key-for-tests', RECAPTCHA_VERIFY_URL: url } });
  northfield = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
  const [row] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, northfield), eq(locations.name, 'Westside Grill')));
  westside = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => google.close(resolve));
});

describe('feedback with reCAPTCHA (RECAPTCHA_SECRET set)', () => {
  it('tells the page to show reCAPTCHA with the site key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    expect(res.json()).toEqual({ kind: 'recaptcha', site_key: 'site-key-for-tests' });
  });

  it("takes a token Google vouches for, once; the server's secret goes with it", async () => {
    expect((await submit('issued-token-1')).statusCode).toBe(200);
    expect(asked.at(-1)?.get('secret')).toBe(SECRET);
    expect(asked.at(-1)?.get('response')).toBe('issued-token-1');
    const before = asked.length;
    const replayed = await submit('issued-token-1');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toEqual({ captcha: T.captchaFailed });
    expect(asked.length).toBe(before);
  });

  it('refuses a token Google does not vouch for, and a missing one with the spec’s words', async () => {
    expect((await submit('forged-token')).json().errors).toEqual({ captcha: T.captchaFailed });
    expect((await submit('')).json().errors).toEqual({ captcha: 'Please complete the reCAPTCHA to submit feedback.' });
  });

  it("lets pages load Google's widget: its script hosts and frames join the page policy", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'commons-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Campus Dining</title></head><body></body></html>');
    const paged = await createTestApp({ today: TODAY, webDistDir: dist, config: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: 'k' } });
    try {
      const policy = String((await paged.app.inject({ url: '/northfield/feedback', headers: { accept: 'text/html' } })).headers['content-security-policy']);
      const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `))?.trim();
      expect(directive('script-src')).toBe("script-src 'self' https://www.google.com https://www.gstatic.com");
      expect(directive('frame-src')).toContain('https://www.google.com https://recaptcha.google.com');
    } finally {
      await paged.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers 400, not 500, when Google cannot be reached', async () => {
    const down = await createTestApp({ today: TODAY, seed: true, config: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' } });
    try {
      const site = (await down.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id as number;
      const [row] = await down.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, site), eq(locations.name, 'Westside Grill')));
      const res = await down.app.inject({ method: 'POST', url: '/v1/feedback/submit', payload: feedbackForm(site, row?.id ?? 0, 'issued-token-2'), headers: SAME_ORIGIN, remoteAddress: newAddress() });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ captcha: T.captchaFailed });
    } finally {
      await down.close();
    }
  });
});
