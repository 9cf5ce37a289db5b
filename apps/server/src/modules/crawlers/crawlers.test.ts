import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sections, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const BASE = 'https://dining.example.edu';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), config: { PUBLIC_BASE_URL: `${BASE}/` } });
  // Northfield asks search engines to leave its Nutrition page alone.
  const [northfield] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'northfield'));
  await t.database.db
    .update(sections)
    .set({ no_robots: true })
    .where(and(eq(sections.site_id, northfield?.id ?? 0), eq(sections.slug, 'nutrition')));
});
afterAll(async () => t.close());

async function idOf(kind: 'events' | 'special_offers', siteSlug: string, name: string): Promise<number> {
  const { site } = (await t.app.inject({ url: `/v1/sites/${siteSlug}/info` })).json<{ site: { id: number } }>();
  const list = (await t.app.inject({ url: `/v1/${kind}/public_list?site_id=${site.id}` })).json<Record<string, { id: number; title?: string; name?: string }[]>>();
  const found = (list.events ?? list.special_offers ?? []).find((item) => (item.title ?? item.name) === name);
  if (!found) throw new Error(`${name} is not in the demo data`);
  return found.id;
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('GET /robots.txt', () => {
  it('disallows the no_robots sections of published sites and names the sitemap by its public address', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Disallow: /northfield/nutrition$',
        'Disallow: /northfield/nutrition/',
        'Disallow: /northfield/nutrition?',
        '',
        'Sitemap: https://dining.example.edu/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('is cached as other public reads are, and answers HEAD', async () => {
    const first = await t.app.inject({ url: '/robots.txt' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({ url: '/robots.txt', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });
});

describe('GET /sitemap.xml', () => {
  it("lists each published site's home, sections with a page, events and offers, at their public addresses", async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    const locs = locsOf(res.body);
    const taco = await idOf('events', 'northfield', 'Taco Tuesday Fiesta');
    const smoothies = await idOf('special_offers', 'northfield', 'Two-for-One Smoothies');
    for (const loc of [
      `${BASE}/`,
      `${BASE}/campuses`,
      `${BASE}/northfield`,
      `${BASE}/northfield/about-us`,
      `${BASE}/northfield/whats-on-the-menu`,
      `${BASE}/northfield/event/${taco}`,
      `${BASE}/northfield/special-offer/${smoothies}`,
      `${BASE}/lakeside/about-us`,
      `${BASE}/pinecrest/welcome`,
      // Pre-launch: the microsite home and the sections it publishes.
      `${BASE}/harbor`,
      `${BASE}/harbor/about-harbor-dining`,
    ]) {
      expect(locs, loc).toContain(loc);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out no_robots, unpublished and hidden sections, links elsewhere, unpublished and moved sites', async () => {
    const locs = locsOf((await t.app.inject({ url: '/sitemap.xml' })).body);
    expect(locs).toContain(`${BASE}/northfield/about-us`);
    for (const loc of [
      `${BASE}/northfield/nutrition`, // no_robots
      `${BASE}/northfield/draft-page`, // unpublished
      `${BASE}/harbor/sneak-peek`, // its microsite flags it unpublished
      `${BASE}/northfield/housing`, // a link to another site
      `${BASE}/northfield/events-and-offers`, // a menu heading with no page of its own
      `${BASE}/oldmill`, // unpublished site
      `${BASE}/summit`, // moved to a host of its own
    ]) {
      expect(locs, loc).not.toContain(loc);
    }
    // Harbor does not publish its events.
    expect(locs.filter((loc) => loc?.startsWith(`${BASE}/harbor/event/`))).toEqual([]);
  });
});
