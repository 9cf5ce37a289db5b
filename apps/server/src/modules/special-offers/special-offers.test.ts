import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, specialOffers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Friday 2026-03-06, noon in New York (Northfield); the demo offers run relative to this day.
const today = new Date('2026-03-06T17:00:00Z');
let t: TestApp;
const site: Record<string, number> = {};
const offerId: Record<string, number> = {};

interface OfferAnswer {
  id: number;
  name: string;
  brief: string | null;
  description: string | null;
  picture: { file_name: string } | null;
  start: string;
  end: string;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ today });
  for (const row of await t.database.db.select().from(sites)) site[row.slug] = row.id;
  for (const row of await t.database.db.select().from(specialOffers)) offerId[row.name] = row.id;
});
afterAll(async () => t.close());

describe('GET /v1/special_offers/public_list', () => {
  it('lists the current and upcoming offers by start, without ended ones', async () => {
    const res = await get(`/v1/special_offers/public_list?site_id=${site.northfield}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ special_offers: OfferAnswer[] }>().special_offers;
    expect(list.map((o) => o.name)).toEqual(['Free Cookie Friday', 'Two-for-One Smoothies', 'Late Night Burger Combo']);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['brief', 'description', 'end', 'id', 'name', 'picture', 'start']);
    expect(list[1]).toMatchObject({
      brief: 'Buy one smoothie, get one free at Union Market.',
      picture: { file_name: 'special-northfield-two-for-one-smoothies.svg' },
      // From Tuesday 2026-03-03 00:00 to Tuesday 2026-03-10 23:59 in New York.
      start: '2026-03-03T05:00:00.000Z',
      end: '2026-03-11T03:59:00.000Z',
    });
  });

  it('is empty for a site without offers and refuses unknown or unpublished sites', async () => {
    expect((await get(`/v1/special_offers/public_list?site_id=${site.harbor}`)).json()).toEqual({ special_offers: [] });
    for (const id of [site.oldmill, 424_242]) {
      const res = await get(`/v1/special_offers/public_list?site_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    }
  });

  it('refuses bad, hostile and oversized input with field errors', async () => {
    for (const query of ['', 'site_id=x', "site_id=1'%20OR%201=1", 'site_id=3000000000', `site_id=${'1'.repeat(300)}`, 'site_id=1&special_id=1']) {
      const res = await get(`/v1/special_offers/public_list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors).length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /v1/special_offers/', () => {
  it('gives one offer by id, also one that has ended', async () => {
    const res = await get(`/v1/special_offers/?site_id=${site.northfield}&special_id=${offerId['Summer Sushi Sale']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ special_offer: OfferAnswer }>().special_offer).toMatchObject({ name: 'Summer Sushi Sale', brief: 'Half-price rolls all summer.' });
  });

  it("is not found for an unknown id or another site's offer", async () => {
    for (const id of [987_654, offerId['Taco Trio Deal']]) {
      const res = await get(`/v1/special_offers/?site_id=${site.northfield}&special_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'We could not find that special offer.' });
    }
  });

  it('refuses a missing or malformed special_id', async () => {
    for (const query of [`site_id=${site.northfield}`, `site_id=${site.northfield}&special_id=abc`, `site_id=${site.northfield}&special_id=-4`]) {
      const res = await get(`/v1/special_offers/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.special_id).toBeTruthy();
    }
  });
});
