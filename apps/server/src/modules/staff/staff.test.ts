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

const activeList = (siteId: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/staff/active_list?site_id=${siteId}`, headers });

interface StaffBody {
  id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  phone_formatted: string | null;
  bio: string | null;
  picture: { file_name: string } | null;
}

describe('GET /v1/staff/active_list', () => {
  it('answers { staff }: the active members in their sort order', async () => {
    const res = await activeList(ids.northfield!);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ staff: StaffBody[] }>();
    expect(Object.keys(body)).toEqual(['staff']);
    expect(body.staff.map((s) => `${s.first_name} ${s.last_name}`)).toEqual([
      'Maria Alvarez',
      'James Okafor',
      'Priya Raman',
      'Daniel Kim',
      'Grace Thompson',
      'Luis Moreno',
    ]);
    expect(body.staff[0]).toEqual({
      id: expect.any(Number),
      first_name: 'Maria',
      last_name: 'Alvarez',
      title: 'Director of Dining Services',
      email: 'maria.alvarez@northfield.example.edu',
      phone: '6175550142',
      phone_formatted: '(617) 555-0142',
      bio: expect.stringContaining('<p>Maria has led Northfield Dining'),
      picture: { file_name: 'northfield-maria-alvarez.svg' },
    });
  });

  it('formats phones with the shared formatter and keeps the hidden-phone marker as stored', async () => {
    const { staff } = (await activeList(ids.northfield!)).json<{ staff: StaffBody[] }>();
    const byLast = (last: string) => staff.find((s) => s.last_name === last)!;
    expect(byLast('Kim')).toMatchObject({ phone: '0000000000' });
    expect(byLast('Thompson')).toMatchObject({ phone: '617-555-0190', phone_formatted: '(617) 555-0190', picture: null });
    expect(byLast('Moreno')).toMatchObject({ phone: null, phone_formatted: null, bio: null });
  });

  it('serves every named picture', async () => {
    const { staff } = (await activeList(ids.lakeside!)).json<{ staff: StaffBody[] }>();
    expect(staff.length).toBeGreaterThanOrEqual(5);
    for (const s of staff) {
      if (!s.picture) continue;
      const res = await t.app.inject({ method: 'GET', url: `/files/staff/${s.picture.file_name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain(`<title id="title">${s.first_name} ${s.last_name}</title>`);
    }
  });

  it('answers an empty list for a site without staff', async () => {
    for (const slug of ['pinecrest', 'summit']) expect((await activeList(ids[slug]!)).json()).toEqual({ staff: [] });
  });

  it('is cacheable: public, with an ETag that answers 304', async () => {
    const first = await activeList(ids.lakeside!);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const again = await activeList(ids.lakeside!, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    await expectInvalidSite(activeList, ids.oldmill!);
  });

  it('rejects missing and malformed input with field errors', async () => {
    await expectSiteIdFieldErrors(t, '/v1/staff/active_list');
    expect((await activeList(`${ids.northfield!}&active=false`)).json().errors).toEqual({ active: 'This field is not allowed.' });
  });
});
