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

const meetings = (siteId: number | string) => t.app.inject({ method: 'GET', url: `/v1/directors_meetings/list?site_id=${siteId}` });

interface MeetingAnswer {
  id: number;
  location: string;
  start: string;
  body: string;
}

describe('GET /v1/directors_meetings/list', () => {
  it('answers { meetings } by location name, then the latest first', async () => {
    const res = await meetings(ids.northfield!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['meetings']);
    const list = body.meetings as MeetingAnswer[];
    expect(list.map((m) => m.location)).toEqual(['Founders Hall', 'Founders Hall', 'Founders Hall', 'Maple Hall', 'Student Union', 'Student Union']);
    expect(Object.keys(list[0]!).sort()).toEqual(['body', 'id', 'location', 'start']);
    const founders = list.filter((m) => m.location === 'Founders Hall').map((m) => Date.parse(m.start));
    expect(founders).toEqual([...founders].sort((a, b) => b - a));
    // 3:30p in New York, two weeks after 2026-11-22 (standard time, UTC-5).
    expect(list[0]!.start).toBe('2026-12-06T20:30:00.000Z');
    expect(list[0]!.body).toContain('<h2>Agenda</h2>');
  });

  it("lists only the site's own meetings", async () => {
    const list = (await meetings(ids.lakeside!)).json().meetings as MeetingAnswer[];
    expect(new Set(list.map((m) => m.location))).toEqual(new Set(['Campus Center', 'Lakeview Hall']));
  });

  it('answers an empty list for a site without meetings', async () => {
    expect((await meetings(ids.pinecrest!)).json()).toEqual({ meetings: [] });
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    await expectInvalidSite(meetings, ids.oldmill!);
  });

  it('rejects missing and malformed input with field errors', async () => {
    await expectSiteIdFieldErrors(t, '/v1/directors_meetings/list');
  });
});
