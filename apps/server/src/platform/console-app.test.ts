import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { consolePagePolicy, withStyleNonce } from './console-app.ts';
import { siteSlugOf } from './web-app.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
const consoleHtml = '<!doctype html><html><head><title>Commons console</title><script type="module" src="/console/assets/index-c0ns01e.js"></script></head><body><div id="root"></div></body></html>';
const publicHtml = '<!doctype html><html><head><title>Campus Dining</title><script type="module" src="/assets/index-pub1ic.js"></script></head><body><div id="root"></div></body></html>';
const consoleScript = 'console.log("staff");'.repeat(100);

let t: TestApp;
let unbuilt: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'commons-console-'));
const webDist = join(dir, 'web');
const consoleDist = join(dir, 'console');

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), publicHtml);
  writeFileSync(join(webDist, 'assets', 'index-pub1ic.js'), 'console.log("public");');
  mkdirSync(join(consoleDist, 'assets'), { recursive: true });
  writeFileSync(join(consoleDist, 'index.html'), consoleHtml);
  writeFileSync(join(consoleDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(consoleDist, '.complete'), 'built');
  writeFileSync(join(consoleDist, 'assets', 'index-c0ns01e.js'), consoleScript);
  writeFileSync(join(consoleDist, 'assets', 'index-c0ns01e.js.gz'), gzipSync(consoleScript));
  [t, unbuilt] = await Promise.all([
    createTestApp({ today: TODAY, seed: false, webDistDir: webDist, consoleDistDir: consoleDist }),
    createTestApp({ today: TODAY, seed: false, webDistDir: webDist }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unbuilt.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const page = (app: TestApp, url: string) => app.app.inject({ url, headers: { accept: 'text/html' } });

/** The style nonce a console page names in its `csp-nonce` meta element (for React Aria). */
const nonceOf = (html: string) => /<meta name="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1] ?? '';

describe('the staff console under /console/', () => {
  it('answers /console and every page address under it with its own index.html, for its client router', async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/login?next=%2Fconsole%2Fsites%2Fnorthfield', '/console/second-factor', '/console/sites/northfield', '/console/sites/northfield/activity', '/console/no/such/page']) {
      const res = await page(t, url);
      expect([res.statusCode, res.headers['content-type']], url).toEqual([200, 'text/html; charset=utf-8']);
      expect(res.body, url).toBe(withStyleNonce(consoleHtml, nonceOf(res.body)));
    }
  });

  it("sends its pages with the console's strict page policy: own origin only, no inline script, framed by nobody", async () => {
    const res = await page(t, '/console/sites/northfield');
    const nonce = nonceOf(res.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toBe(consolePagePolicy(nonce));
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'none'",
      'script-src': "'self'",
      // React Aria's few rules go in a <style> element with the page's nonce; no other inline style applies.
      'style-src': `'self' 'nonce-${nonce}'`,
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
      'object-src': "'none'",
    });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('gives each page a new style nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf((await page(t, '/console/login')).body));
    expect(nonces.size).toBe(5);
  });

  it('is never cached and kept out of search engines', async () => {
    for (const url of ['/console', '/console/login']) {
      const res = await page(t, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });

  it('answers HEAD as GET, without the body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/console/login' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    expect(head.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self' 'nonce-/);
  });

  it('sends its hashed bundles under /console/assets/, precompressed and cacheable for a year; a bundle it lacks is a 404, not a page', async () => {
    const res = await t.app.inject({ url: '/console/assets/index-c0ns01e.js', headers: { 'accept-encoding': 'gzip' } });
    expect([res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([200, 'gzip', 'public, max-age=31536000, immutable']);
    const plain = await t.app.inject({ url: '/console/assets/index-c0ns01e.js' });
    expect(plain.body).toBe(consoleScript);
    const missing = await t.app.inject({ url: '/console/assets/index-0ld.js', headers: { accept: '*/*' } });
    expect([missing.statusCode, missing.json()]).toEqual([404, { status: 'error', msg: 'Not found.' }]);
    const icon = await t.app.inject({ url: '/console/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });

  it('serves index.html only as a page, and not the build marker', async () => {
    const index = await page(t, '/console/index.html');
    expect([index.statusCode, index.headers['cache-control'], index.headers['content-security-policy']]).toEqual([200, 'no-store', consolePagePolicy(nonceOf(index.body))]);
    const marker = await t.app.inject({ url: '/console/.complete' });
    expect(marker.body).not.toBe('built');
  });

  it('says how to build it when it is not built, instead of showing the public app there', async () => {
    const res = await page(unbuilt, '/console/login');
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([503, 'text/plain; charset=utf-8', 'no-store']);
    expect(res.body).toContain('npm run build:console');
  });
});

describe('public pages and the console', () => {
  it("keep apart: a public page's HTML names no console asset and carries the public policy, not the console's", async () => {
    for (const url of ['/', '/campuses', '/northfield', '/northfield/about-us']) {
      const res = await page(t, url);
      expect(res.body, url).not.toContain('/console');
      expect(res.headers['content-security-policy'], url).not.toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.body, url).not.toContain('csp-nonce');
    }
  });

  it('never take /console for a site: no site info is read or preloaded for it', () => {
    expect(siteSlugOf('/console')).toBeNull();
    expect(siteSlugOf('/console/sites/northfield')).toBeNull();
    expect(siteSlugOf('/Console/login')).toBeNull();
    expect(siteSlugOf('/northfield/login')).toBe('northfield');
  });
});
