import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  for (const slug of ['northfield', 'lakeside', 'harbor', 'oldmill']) {
    ids[slug] = (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)))[0]!.id;
  }
});
afterAll(async () => t.close());

const news = (siteId: number | string) => t.app.inject({ method: 'GET', url: `/v1/tiles/news_content?site_id=${siteId}` });

describe('GET /v1/tiles/news_content', () => {
  it("answers { news } with the site's HTML, image paths left for the web app to rewrite", async () => {
    const res = await news(ids.northfield!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['news']);
    expect(body.news).toContain('<h3>New this week at Northfield Dining</h3>');
    expect(body.news).toContain('src="images/new-for-fall.svg"');
    expect((await news(ids.lakeside!)).json().news).toContain('Lakeside Eats news');
  });

  it('answers null for a site without news', async () => {
    expect((await news(ids.harbor!)).json()).toEqual({ news: null });
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    for (const id of [ids.oldmill!, 987_654]) {
      const res = await news(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    }
  });

  it('rejects missing, malformed and oversized input with field errors', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/tiles/news_content' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', errors: { site_id: expect.any(String) } });
    expect((await news('1.5')).json().errors.site_id).toBe('Must be a whole number.');
    expect((await news('99999999999')).json().errors.site_id).toBe('Too large.');
  });
});

describe('site video ids', () => {
  it('are part of the site answer', async () => {
    const nf = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site;
    expect(nf).toMatchObject({ youtube_video_id: 'dQw4w9WgXcQ', vimeo_video_id: null });
    const lk = (await t.app.inject({ method: 'GET', url: '/v1/sites/lakeside/info' })).json().site;
    expect(lk).toMatchObject({ youtube_video_id: null, vimeo_video_id: '76979871' });
  });
});
