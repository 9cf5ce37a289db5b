import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const today = new Date('2026-11-22T16:50:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ today });
});
afterAll(async () => t.close());

describe('GET /v1/sites/public', () => {
  it('lists published sites only, by name, with the redirect setting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sites/public' });
    expect(res.statusCode).toBe(200);
    const { sites } = res.json<{ sites: { slug: string; name: string; redirect_url: string | null }[] }>();
    const slugs = sites.map((s) => s.slug);
    expect(slugs).toEqual(expect.arrayContaining(['northfield', 'lakeside', 'harbor', 'pinecrest', 'summit']));
    expect(slugs).not.toContain('oldmill');
    expect(sites.map((s) => s.name)).toEqual([...sites.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    expect(sites.find((s) => s.slug === 'summit')?.redirect_url).toBe('https://dining.summit.example.edu');
  });
});

describe('GET /v1/sites/{slug}/info', () => {
  it('answers { site } with branding, flags, sections and the derived gmt_offset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' });
    expect(res.statusCode).toBe(200);
    const { site } = res.json();
    expect(site).toMatchObject({
      slug: 'northfield',
      name: 'Northfield University',
      published: true,
      brand_color: '#0b3d91',
      link_to_school: true,
      extra_nav: true,
      shop_link: 'https://shop.example.com/northfield',
      logo_exists: true,
      address: { time_zone: 'America/New_York', gmt_offset: -5 },
    });
    expect(site.social_media.snapchat).toBe('nfsnaps');
    expect(site.section_list.length).toBeGreaterThan(3);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers.etag).toBeTruthy();
  });

  it('compares slugs case-insensitively', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sites/NorthField/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json().site.slug).toBe('northfield');
  });

  it('shows only alerts that are current', async () => {
    const { site } = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json();
    expect(site.homepage_alerts).toHaveLength(2);
    for (const alert of site.homepage_alerts) {
      if (alert.end) expect(new Date(alert.end).getTime()).toBeGreaterThanOrEqual(today.getTime());
    }
  });

  it("never leaks internal columns (flags jsonb, updated_at)", async () => {
    const { site } = (await t.app.inject({ method: 'GET', url: '/v1/sites/lakeside/info' })).json();
    expect(site).not.toHaveProperty('flags');
    expect(site).not.toHaveProperty('updated_at');
    expect(site).not.toHaveProperty('time_zone');
  });

  it("answers 304 when the client's ETag still matches", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/sites/lakeside/info' });
    const again = await t.app.inject({ method: 'GET', url: '/v1/sites/lakeside/info', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("answers 'Invalid site.' for an unpublished site", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sites/oldmill/info' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });

  it("answers 'Invalid site.' for an unknown slug", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sites/nowhere/info' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });

  it('rejects a malformed or oversized slug with a field error', async () => {
    for (const slug of ['bad%20slug', encodeURIComponent('<script>'), 'x'.repeat(101)]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().errors).toHaveProperty('slug');
    }
  });
});

describe('GET /v1/landing and /v1/campuses', () => {
  it('shows the school picker on an ordinary host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/landing', headers: { host: 'localhost:3000' } });
    expect(res.json()).toEqual({ campuses: null });
  });

  it('shows the multi-campus picker on a host configured for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/landing', headers: { host: 'campuses.localhost:3000' } });
    const { campuses } = res.json();
    expect(campuses).toHaveLength(2);
    expect(campuses[0]).toMatchObject({ href: '/northfield' });
  });

  it('lists the default campuses on the /campuses page of any host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/campuses', headers: { host: 'example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().campuses.map((c: { href: string }) => c.href)).toEqual(['/northfield', '/lakeside']);
  });
});
