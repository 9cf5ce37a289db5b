import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { photoAlbums } from '../../db/schema/index.ts';
import { expectInvalidSite, expectSiteIdFieldErrors, siteIdsBySlug } from '../../test-support/site-list-checks.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  ids = await siteIdsBySlug(t, ['northfield', 'lakeside', 'pinecrest', 'oldmill']);
});
afterAll(async () => t.close());

const albums = (siteId: number | string) => t.app.inject({ method: 'GET', url: `/v1/photoalbums/pub_list?site_id=${siteId}` });
const photos = (siteId: number | string, albumId: number | string) =>
  t.app.inject({ method: 'GET', url: `/v1/photoalbum/photo/list?site_id=${siteId}&album_id=${albumId}` });

async function albumId(name: string): Promise<number> {
  return (await t.database.db.select({ id: photoAlbums.id }).from(photoAlbums).where(eq(photoAlbums.name, name)))[0]!.id;
}

describe('GET /v1/photoalbums/pub_list', () => {
  it("answers { albums } with the site's published albums in their sort order", async () => {
    const res = await albums(ids.northfield!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.headers.etag).toBeTruthy();
    const body = res.json();
    expect(Object.keys(body)).toEqual(['albums']);
    expect(body.albums.map((a: { name: string }) => a.name)).toEqual(['Harvest Dinner', 'Our Dining Halls', 'Student Chef Challenge']);
    expect(Object.keys(body.albums[0]).sort()).toEqual(['id', 'name', 'sort_order']);
    const orders = body.albums.map((a: { sort_order: number }) => a.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await albums(ids.lakeside!)).json().albums.map((a: { name: string }) => a.name)).toEqual(['Lakeview Dining Hall Reopening', 'Taco Tuesday']);
  });

  it('answers 304 when the client already holds the answer', async () => {
    const first = await albums(ids.northfield!);
    const again = await t.app.inject({ method: 'GET', url: `/v1/photoalbums/pub_list?site_id=${ids.northfield}`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers an empty list for a site without albums', async () => {
    expect((await albums(ids.pinecrest!)).json()).toEqual({ albums: [] });
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    await expectInvalidSite(albums, ids.oldmill!);
  });

  it('rejects missing and malformed input with field errors', async () => {
    await expectSiteIdFieldErrors(t, '/v1/photoalbums/pub_list');
  });
});

describe('GET /v1/photoalbum/photo/list', () => {
  it("answers { photos } of the album in order, each a file under images/ with alt text", async () => {
    const res = await photos(ids.northfield!, await albumId('Harvest Dinner'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['photos']);
    expect(body.photos).toHaveLength(6);
    expect(body.photos[0]).toEqual({ file_name: 'album-northfield-harvest-dinner-1.svg', alt: 'Bowls of butternut squash soup lined up on the harvest dinner buffet' });
    expect(body.photos.map((p: { file_name: string }) => p.file_name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `album-northfield-harvest-dinner-${n}.svg`));
    for (const p of body.photos as { file_name: string; alt: string }[]) {
      expect(p.alt.length).toBeGreaterThan(15);
      expect(existsSync(join(t.filesDir, 'images', p.file_name))).toBe(true);
    }
  });

  it("answers 'Album not found.' for another site's album, an unpublished album and an unknown one", async () => {
    for (const [site, album] of [
      [ids.lakeside!, await albumId('Harvest Dinner')],
      [ids.northfield!, await albumId('Spring Tasting (draft)')],
      [ids.northfield!, 987_654],
    ] as const) {
      const res = await photos(site, album);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Album not found.' });
    }
  });

  it("answers 'Invalid site.' for an unpublished or unknown site", async () => {
    const res = await photos(ids.oldmill!, await albumId('Harvest Dinner'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    expect((await photos(987_654, 1)).json().msg).toBe('Invalid site.');
  });

  it('rejects missing and malformed input with field errors', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/v1/photoalbum/photo/list?site_id=${ids.northfield}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', errors: { album_id: 'Album is required.' } });
    const bad = await photos('x', '1.5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ site_id: 'Must be a number.', album_id: 'Must be a whole number.' });
    const both = await t.app.inject({ method: 'GET', url: `/v1/photoalbum/photo/list?site_id=1&album_id=1&albumId=1` });
    expect([both.statusCode, both.json().errors]).toEqual([400, { albumId: 'Give album_id or albumId, not both.' }]);
    const extra = await t.app.inject({ method: 'GET', url: `/v1/photoalbum/photo/list?site_id=1&album_id=1&page=2` });
    expect(extra.statusCode).toBe(400);
  });

  it('takes the album as albumId too, the name docs/product/site.md#photo-albums gives it', async () => {
    const album = await albumId('Harvest Dinner');
    const byName = await t.app.inject({ method: 'GET', url: `/v1/photoalbum/photo/list?site_id=${ids.northfield}&album_id=${album}` });
    const bySpecName = await t.app.inject({ method: 'GET', url: `/v1/photoalbum/photo/list?site_id=${ids.northfield}&albumId=${album}` });
    expect(bySpecName.statusCode).toBe(200);
    expect(bySpecName.json()).toEqual(byName.json());
    expect(bySpecName.json().photos.length).toBeGreaterThan(0);
  });
});
