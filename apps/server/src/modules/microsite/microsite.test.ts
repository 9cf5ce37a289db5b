import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  for (const slug of ['northfield', 'harbor', 'oldmill']) {
    ids[slug] = (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)))[0]!.id;
  }
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /v1/microsite', () => {
  it('answers { microsite } with the banner, tagline, stats and section flags', async () => {
    const res = await get(`/v1/microsite?site_id=${ids.harbor}`);
    expect(res.statusCode).toBe(200);
    const { microsite } = res.json();
    expect(microsite.image).toEqual({ file_name: 'harbor-banner.svg', default: false });
    expect(microsite.tagline).toBe('A fresh take on campus dining is coming to Harbor State.');
    expect(microsite.stats).toEqual([
      { id: 1, type: 'opens', date: '2026-12-22', value: null, title: 'Days until we open' },
      { id: 2, type: 'count', date: null, value: '12', title: 'Dining locations' },
      { id: 3, type: 'count', date: null, value: '40+', title: 'Local farm partners' },
    ]);
    expect(microsite.sections).toMatchObject({
      meal_plans_published: true,
      'about-harbor-dining_published': true,
      'sneak-peek_published': false,
      // Permanent sections are published when no flag is stored.
      staff_published: true,
      join_our_team_published: true,
    });
    expect(res.headers.etag).toBeTruthy();
  });

  it('gives a site without a microsite the default banner and no stats', async () => {
    const { microsite } = (await get(`/v1/microsite?site_id=${ids.northfield}`)).json();
    expect(microsite).toMatchObject({ image: { file_name: null, default: true }, tagline: null, stats: [] });
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    for (const id of [ids.oldmill, 987_654]) {
      const res = await get(`/v1/microsite?site_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    }
  });

  it('rejects missing, malformed and unknown parameters with field errors', async () => {
    const missing = await get('/v1/microsite');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('site_id');
    const malformed = await get('/v1/microsite?site_id=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.site_id).toBe('Must be a number.');
    expect((await get(`/v1/microsite?site_id=${ids.harbor}&x=1`)).statusCode).toBe(400);
  });
});

describe('GET /v1/sections/microsite_sections', () => {
  it('answers { sections } with only the landing sections, in order, bodies included', async () => {
    const res = await get(`/v1/sections/microsite_sections?site_id=${ids.harbor}`);
    expect(res.statusCode).toBe(200);
    const { sections } = res.json();
    expect(sections.map((s: { slug: string }) => s.slug)).toEqual(['meal_plans', 'sample_menus', '']);
    expect(sections.every((s: { microsite_landing: boolean }) => s.microsite_landing)).toBe(true);
    expect(sections[0]).toMatchObject({ name: 'Meal Plans', show_header: true, published: true, nodes: [] });
    expect(sections[0].body).toContain('<h3>Meal plans for every schedule</h3>');
    expect(sections[1].show_header).toBe(false);
    expect(sections[2]).toMatchObject({ name: 'Coming Soon', slug: '', body: null });
  });

  it('answers an empty list for a site without landing sections', async () => {
    expect((await get(`/v1/sections/microsite_sections?site_id=${ids.northfield}`)).json()).toEqual({ sections: [] });
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    for (const id of [ids.oldmill, 987_654]) {
      const res = await get(`/v1/sections/microsite_sections?site_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    }
  });

  it('rejects missing and malformed input with field errors', async () => {
    const missing = await get('/v1/sections/microsite_sections');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', errors: { site_id: expect.any(String) } });
    const negative = await get('/v1/sections/microsite_sections?site_id=-3');
    expect(negative.json().errors.site_id).toBe('Must be a positive number.');
  });
});
