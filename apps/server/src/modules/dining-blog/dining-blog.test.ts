import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalidSite, expectSiteIdFieldErrors, siteIdsBySlug } from '../../test-support/site-list-checks.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  ids = await siteIdsBySlug(t, ['northfield', 'lakeside', 'pinecrest', 'oldmill']);
});
afterAll(async () => t.close());

const articles = (siteId: number | string) => t.app.inject({ method: 'GET', url: `/v1/dining_blog_articles/list?site_id=${siteId}` });

describe('GET /v1/dining_blog_articles/list', () => {
  it('answers { diningBlogArticles }, published ones only, newest first', async () => {
    const res = await articles(ids.northfield!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['diningBlogArticles']);
    const list = body.diningBlogArticles as { id: number; title: string; published_date: string; body: string }[];
    expect(list.map((a) => a.title)).toEqual([
      'Meet the Farmers Behind Our Harvest Dinner',
      'New Late Night Menu at Maple Hall',
      'Five Tips for Eating Well During Finals',
      'Welcome Back, Students!',
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(['body', 'id', 'published_date', 'title']);
    // The seed's "today" is 2026-11-22 in New York; the first article is three days old.
    expect(list[0]!.published_date).toBe('2026-11-19');
    const dates = list.map((a) => a.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps the HTML body with relative image paths for the web app to rewrite', async () => {
    const [first] = (await articles(ids.northfield!)).json().diningBlogArticles;
    expect(first.body).toContain('<h2>From field to plate in one day</h2>');
    expect(first.body).toContain('src="images/blog-northfield-harvest-farmers.svg"');
    expect((await articles(ids.lakeside!)).json().diningBlogArticles).toHaveLength(3);
  });

  it('answers an empty list for a site without articles', async () => {
    expect((await articles(ids.pinecrest!)).json()).toEqual({ diningBlogArticles: [] });
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    await expectInvalidSite(articles, ids.oldmill!);
  });

  it('rejects missing and malformed input with field errors', async () => {
    await expectSiteIdFieldErrors(t, '/v1/dining_blog_articles/list');
  });
});
