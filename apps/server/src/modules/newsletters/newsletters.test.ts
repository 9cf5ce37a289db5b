import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalidSite, expectSiteIdFieldErrors, siteIdsBySlug } from '../../test-support/site-list-checks.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  ids = await siteIdsBySlug(t, ['northfield', 'lakeside', 'pinecrest', 'summit', 'oldmill']);
});
afterAll(async () => t.close());

const list = (siteId: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/newsletters/list?site_id=${siteId}`, headers });

interface NewsletterBody {
  name: string;
  description: string | null;
  year: number;
  date: string;
  file_name: string;
  imported: boolean;
  original_file: string | null;
}

describe('GET /v1/newsletters/list', () => {
  it('answers { newsletters } newest first, across the current year and the two before it', async () => {
    const res = await list(ids.northfield!);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ newsletters: NewsletterBody[] }>();
    expect(Object.keys(body)).toEqual(['newsletters']);
    const { newsletters } = body;
    expect(newsletters.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(newsletters[0]!).sort()).toEqual(['date', 'description', 'file_name', 'imported', 'name', 'original_file', 'year']);
    const dates = newsletters.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect([...new Set(newsletters.map((n) => n.year))]).toEqual([2026, 2025, 2024]);
    for (const n of newsletters) expect(n.date.startsWith(String(n.year))).toBe(true);
    expect(newsletters[0]).toEqual({
      name: 'Fall Harvest Newsletter',
      description: 'Apple picking, the harvest dinner and our new plant-forward station.',
      year: 2026,
      date: '2026-09-15',
      file_name: 'northfield-2026-09-fall-harvest-newsletter.pdf',
      imported: false,
      original_file: null,
    });
    expect(newsletters.find((n) => n.year === 2025 && n.name === 'Fall Harvest Newsletter')).toMatchObject({
      imported: true,
      original_file: 'NF_Fall_Harvest_Final_v3.pdf',
      description: null,
    });
  });

  it("keeps each site's newsletters to itself", async () => {
    const { newsletters } = (await list(ids.lakeside!)).json<{ newsletters: NewsletterBody[] }>();
    expect(newsletters.length).toBeGreaterThan(0);
    expect(newsletters.every((n) => n.name.startsWith('Lakeside Eats'))).toBe(true);
  });

  it('serves every named file as a PDF', async () => {
    const { newsletters } = (await list(ids.northfield!)).json<{ newsletters: NewsletterBody[] }>();
    for (const n of newsletters) {
      const res = await t.app.inject({ method: 'GET', url: `/files/newsletters/${n.file_name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(res.rawPayload.equals(readFileSync(join(t.filesDir, 'newsletters', n.file_name)))).toBe(true);
    }
  });

  it('answers an empty list for a site without newsletters', async () => {
    for (const slug of ['pinecrest', 'summit']) {
      const res = await list(ids[slug]!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ newsletters: [] });
    }
  });

  it('is cacheable: public, with an ETag that answers 304', async () => {
    const first = await list(ids.northfield!);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await list(ids.northfield!, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    await expectInvalidSite(list, ids.oldmill!);
  });

  it('rejects missing, malformed and unknown input with field errors', async () => {
    await expectSiteIdFieldErrors(t, '/v1/newsletters/list');
    const extra = await list(`${ids.northfield!}&year=2026`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ year: 'This field is not allowed.' });
  });
});
