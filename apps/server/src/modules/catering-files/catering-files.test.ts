import { statSync } from 'node:fs';
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
  t.app.inject({ method: 'GET', url: `/v1/catering_files/list?site_id=${siteId}`, headers });

interface CateringBody {
  title: string;
  description: string | null;
  file_size: number;
  file: string;
}

describe('GET /v1/catering_files/list', () => {
  it('answers { catering_files } in their sort order', async () => {
    const res = await list(ids.northfield!);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ catering_files: CateringBody[] }>();
    expect(Object.keys(body)).toEqual(['catering_files']);
    expect(body.catering_files.map((f) => f.title)).toEqual(['Catering Menu', 'Holiday Party Packages', 'Catering Order Form', 'Student Organization Menu']);
    expect(body.catering_files[0]).toEqual({
      title: 'Catering Menu',
      description: 'Our full menu of breakfasts, lunches, receptions and desserts.',
      file_size: expect.any(Number),
      file: 'northfield-catering-menu.pdf',
    });
    expect(body.catering_files[3]!.description).toBeNull();
  });

  it('gives the real size of each file, which is served as a PDF', async () => {
    for (const site of ['northfield', 'lakeside']) {
      const { catering_files } = (await list(ids[site]!)).json<{ catering_files: CateringBody[] }>();
      expect(catering_files.length).toBeGreaterThanOrEqual(3);
      for (const f of catering_files) {
        expect(f.file_size).toBe(statSync(join(t.filesDir, 'catering', f.file)).size);
        const res = await t.app.inject({ method: 'GET', url: `/files/catering/${f.file}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.length).toBe(f.file_size);
      }
    }
  });

  it('answers an empty list for a site without catering files', async () => {
    for (const slug of ['pinecrest', 'summit']) expect((await list(ids[slug]!)).json()).toEqual({ catering_files: [] });
  });

  it('is cacheable: public, with an ETag that answers 304', async () => {
    const first = await list(ids.northfield!);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const again = await list(ids.northfield!, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    await expectInvalidSite(list, ids.oldmill!);
  });

  it('rejects missing and malformed input with field errors', async () => {
    await expectSiteIdFieldErrors(t, '/v1/catering_files/list');
  });
});
