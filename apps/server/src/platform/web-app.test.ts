import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'commons-dist-'));
const script = 'console.log("commons");'.repeat(100);

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Commons</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', name: 'index', isEntry: true, imports: ['_core-5.js'], css: ['assets/index-6.css'] },
      '_core-5.js': { file: 'assets/core-5.js', name: 'core', css: ['assets/core-7.css'] },
      'src/app/site-route.tsx': {
        file: 'assets/site-route-1.js',
        name: 'site-route',
        imports: ['index.html', '_core-5.js', '_shared-2.js'],
        css: ['assets/site-route-3.css'],
      },
      '_shared-2.js': { file: 'assets/shared-2.js', name: 'shared' },
      '_section-route-4.js': { file: 'assets/section-route-4.js', name: 'section-route', imports: ['_shared-2.js'] },
    }),
  );
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), seed: false, webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('sends hashed assets precompressed and cacheable for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers page addresses with the app shell so the client router can show them, 404 for pages it does not know', async () => {
    // This database has no sites: their pages are the client's 404 page.
    const pages = { '/': 200, '/campuses': 200, '/northfield': 404, '/northfield/hours-of-operation': 404, '/no-such-school/x': 404 };
    for (const [url, status] of Object.entries(pages)) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers link preview fetchers, curl and uptime checkers, which accept anything or say nothing, with the page', async () => {
    for (const accept of ['*/*', 'application/json, */*;q=0.8', undefined]) {
      const res = await t.app.inject({ url: '/campuses', headers: accept === undefined ? {} : { accept } });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.body).toContain('<title data-page-head>Choose your campus | Campus Dining</title>');
    }
    const root = await t.app.inject({ url: '/' });
    expect([root.statusCode, root.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const json = await t.app.inject({ url: '/campuses', headers: { accept: 'application/json' } });
    expect([json.statusCode, json.json()]).toEqual([404, { status: 'error', msg: 'Not found.' }]);
  });

  it('answers HEAD on a page address as it answers GET, without the body, so uptime monitors and link checkers see the site', async () => {
    for (const [url, status] of [['/campuses', 200], ['/', 200], ['/no-such-school', 404]] as const) {
      for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/html', 'accept-encoding': 'gzip' }]) {
        // One request id for both, so every header can be compared.
        const get = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'x-request-id': 'head-check' } });
        const head = await t.app.inject({ method: 'HEAD', url, headers: { ...headers, 'x-request-id': 'head-check' } });
        expect([head.statusCode, head.headers['content-type']], `HEAD ${url}`).toEqual([status, 'text/html; charset=utf-8']);
        expect(head.body).toBe('');
        // Every header but the date, which may tick over between the two.
        expect({ ...head.headers, date: get.headers.date }, `HEAD ${url}`).toEqual(get.headers);
      }
    }
    const asset = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect([asset.statusCode, asset.headers['content-length'], asset.body]).toEqual([200, String(script.length), '']);
    // An API client's HEAD of a page address is the JSON 404 its GET gets.
    const api = await t.app.inject({ method: 'HEAD', url: '/campuses', headers: { accept: 'application/json' } });
    expect([api.statusCode, api.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  it('sends a page compressed to a browser that takes gzip, and plain to a caller that does not', async () => {
    const plain = await t.app.inject({ url: '/campuses', headers: { accept: 'text/html' } });
    const packed = await t.app.inject({ url: '/campuses', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect([packed.statusCode, packed.headers['content-encoding'], packed.headers.vary]).toEqual([200, 'gzip', 'accept-encoding']);
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    const missing = await t.app.inject({ url: '/no-such-school', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, 'gzip']);
  });

  it("asks for a site's info beside the app's script on the site's pages only", async () => {
    const page = async (url: string) => (await t.app.inject({ url, headers: { accept: 'text/html' } })).body;
    expect(await page('/northfield/whats-on-the-menu?date=2026-11-22')).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/v1/sites/northfield/info">',
    );
    for (const url of ['/', '/campuses', '/404', '/%3Cscript%3E/x', '/a"b']) expect(await page(url)).not.toContain('rel="preload"');
  });

  it("names the site's first script chunks with its pages, leaving out what index.html links itself (the entry script, its chunks and styles)", async () => {
    const body = (await t.app.inject({ url: '/northfield/hours-of-operation', headers: { accept: 'text/html' } })).body;
    for (const file of ['site-route-1.js', 'shared-2.js', 'section-route-4.js']) expect(body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/site-route-3.css">');
    for (const file of ['app-abc123.js', 'core-5.js', 'index-6.css', 'core-7.css']) expect(body).not.toContain(`/assets/${file}`);
    expect((await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body).not.toContain('modulepreload');
  });

  it("asks for the site home's first carousel picture with the home page only", async () => {
    const site = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), webDistDir: dist });
    try {
      const page = async (url: string) => (await site.app.inject({ url, headers: { accept: 'text/html' } })).body;
      const picture = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/;
      // Northfield runs Club Eats Week, whose slide comes first; Lakeside starts with its first image.
      expect(picture.exec(await page('/northfield'))?.[1]).toBe('/files/images/club-eats-week.svg');
      expect(picture.exec(await page('/lakeside/'))?.[1]).toMatch(/^\/files\/images\/.+/);
      for (const url of ['/northfield/whats-on-the-menu', '/harbor', '/no-such-school']) expect(await page(url)).not.toMatch(picture);
    } finally {
      await site.close();
    }
  });

  it('keeps unknown API and file addresses as JSON 404s', async () => {
    for (const url of ['/v1/nothing', '/files/images/none.svg']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Not found.' });
    }
  });

  it('goes on serving the build it started with when a new build takes the dist link', async () => {
    const web = mkdtempSync(join(tmpdir(), 'commons-web-'));
    const build = (name: string) => {
      mkdirSync(join(web, 'builds', name, 'assets'), { recursive: true });
      writeFileSync(join(web, 'builds', name, 'index.html'), `<html><head><title>${name}</title></head><body><script src="/assets/${name}.js"></script></body></html>`);
      writeFileSync(join(web, 'builds', name, 'assets', `${name}.js`), name);
    };
    build('first');
    symlinkSync(join('builds', 'first'), join(web, 'dist'));
    const running = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), seed: false, webDistDir: join(web, 'dist') });
    try {
      build('second');
      symlinkSync(join('builds', 'second'), join(web, 'next'));
      renameSync(join(web, 'next'), join(web, 'dist'));
      const page = await running.app.inject({ url: '/campuses', headers: { accept: 'text/html' } });
      expect(page.body).toContain('<script src="/assets/first.js"></script>');
      expect((await running.app.inject({ url: '/assets/first.js' })).body).toBe('first');
    } finally {
      await running.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
