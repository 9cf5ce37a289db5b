import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let northfield: number;
let oldmill: number;

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  northfield = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
  const { sites } = await import('../../db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  oldmill = (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'oldmill')))[0]!.id;
});
afterAll(async () => t.close());

const bySlug = (site_id: number | string, slug: string) =>
  t.app.inject({ method: 'GET', url: `/v1/sections/info_by_slug?site_id=${site_id}&slug=${encodeURIComponent(slug)}` });

describe('GET /v1/sections/info_by_slug', () => {
  it('answers { sections } with the content, banner and children of a section', async () => {
    const res = await bySlug(northfield, 'about-us');
    expect(res.statusCode).toBe(200);
    const [section] = res.json().sections;
    expect(section).toMatchObject({ slug: 'about-us', name: 'About Us', use_banner: true, banner_text_align: 'center', published: true });
    expect(section.banner.file_name).toMatch(/\.svg$/);
    expect(typeof section.body).toBe('string');
  });

  it('finds a child node by its slug and compares slugs case-insensitively', async () => {
    const res = await bySlug(northfield, 'HOURS-OF-OPERATION');
    expect(res.statusCode).toBe(200);
    expect(res.json().sections[0].master_slug).toBe('hours-of-operation');
  });

  it('lists the children of a dropdown parent', async () => {
    const { site } = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json();
    const parent = site.section_list.find((s: { nodes: unknown[] }) => s.nodes.length > 0);
    const res = await bySlug(northfield, parent.slug);
    expect(res.json().sections[0].nodes.map((n: { slug: string }) => n.slug)).toEqual(parent.nodes.map((n: { slug: string }) => n.slug));
  });

  it('answers 404 for an unknown or unpublished section', async () => {
    for (const slug of ['no-such-page', 'draft-page']) {
      const res = await bySlug(northfield, slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Section not found.' });
    }
  });

  it("on a pre-launch site, answers 404 for a section its microsite flags unpublished ({slug}_published false)", async () => {
    const harbor = (await t.app.inject({ method: 'GET', url: '/v1/sites/harbor/info' })).json().site.id;
    const hidden = await bySlug(harbor, 'Sneak-Peek');
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { status: 'error', msg: 'Section not found.' }]);
    // Flagged published, or not flagged at all: shown.
    for (const slug of ['about-harbor-dining', 'join_our_team', 'general_contact_info']) expect((await bySlug(harbor, slug)).statusCode, slug).toBe(200);
  });

  it("answers 'Invalid site.' for sections of an unpublished or unknown site", async () => {
    expect((await bySlug(oldmill, 'about-us')).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    expect((await bySlug(987654, 'about-us')).statusCode).toBe(404);
  });

  it('rejects missing, malformed and oversized input with field errors', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/sections/info_by_slug' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['site_id', 'slug']));
    const malformed = await bySlug('abc', '../etc/passwd');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(expect.arrayContaining(['site_id', 'slug']));
    const oversized = await bySlug(northfield, 'a'.repeat(101));
    expect(oversized.statusCode).toBe(400);
    const negative = await bySlug(-1, 'about-us');
    expect(negative.json().errors.site_id).toBe('Must be a positive number.');
    const unknownParam = await t.app.inject({ method: 'GET', url: `/v1/sections/info_by_slug?site_id=${northfield}&slug=about-us&x=1` });
    expect(unknownParam.statusCode).toBe(400);
  });
});
