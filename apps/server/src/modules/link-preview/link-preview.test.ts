import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const today = new Date('2026-11-22T16:50:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ today });
});
afterAll(async () => {
  await t.close();
});

const preview = (slug: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/files/og/${slug}.png`, headers });

/** The colour of one pixel, as [r, g, b]. */
async function pixel(png: Buffer, left: number, top: number): Promise<number[]> {
  const data = await sharp(png).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...data];
}

/** The darkest channel value in a region: 255 when it is all white. */
async function darkest(png: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const data = await sharp(png).extract(region).removeAlpha().raw().toBuffer();
  return data.reduce((least, value) => Math.min(least, value), 255);
}

/** Between the card's top edge and the logo box: the white card. */
const CARD_TOP = { left: 600, top: 80 };
/** The middle of the logo box. */
const LOGO_MIDDLE = { left: 600, top: 240 };
/** The name's line under a logo. */
const NAME_UNDER_LOGO = { left: 120, top: 440, width: 960, height: 60 };

describe('GET /files/og/{slug}.png: a site\'s link preview picture', () => {
  it('an SVG logo: a PNG of 1200 × 630, the brand colour around a white card with the logo and the name', async () => {
    const res = await preview('northfield');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    const png = res.rawPayload;
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    // Northfield's brand colour is #0b3d91.
    expect(await pixel(png, 10, 10)).toEqual([11, 61, 145]);
    expect(await pixel(png, CARD_TOP.left, CARD_TOP.top)).toEqual([255, 255, 255]);
    // The logo's shield, drawn in the brand colour, fills the middle of the logo box's left part.
    expect(await darkest(png, { left: 140, top: 105, width: 300, height: 270 })).toBeLessThan(100);
    // The name is written on the card below the logo.
    expect(await darkest(png, NAME_UNDER_LOGO)).toBeLessThan(100);
  });

  it('answers HEAD, and 304 to the ETag it gave', async () => {
    const first = await preview('northfield');
    const head = await t.app.inject({ method: 'HEAD', url: '/files/og/northfield.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe('');
    const again = await preview('northfield', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a raster logo: drawn on the card, and a new picture once the logo changes', async () => {
    const before = await preview('lakeside');
    expect(before.statusCode).toBe(200);
    const logo = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#ff0000' } }).png().toBuffer();
    writeFileSync(join(t.filesDir, 'images', 'lakeside-logo.png'), logo);
    await t.database.db.update(sites).set({ logo_file_name: 'lakeside-logo.png' }).where(eq(sites.slug, 'lakeside'));
    const res = await preview('lakeside');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(before.headers.etag);
    const { format, width, height } = await sharp(res.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(await pixel(res.rawPayload, LOGO_MIDDLE.left, LOGO_MIDDLE.top)).toEqual([255, 0, 0]);
    // Lakeside's brand colour is #7a1f2b.
    expect(await pixel(res.rawPayload, 10, 10)).toEqual([122, 31, 43]);
  });

  it('no logo: the name alone on the card', async () => {
    await t.database.db.update(sites).set({ logo_file_name: null }).where(eq(sites.slug, 'pinecrest'));
    const res = await preview('pinecrest');
    expect(res.statusCode).toBe(200);
    const png = res.rawPayload;
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    // Pinecrest's brand colour is #2f5d3a.
    expect(await pixel(png, 10, 10)).toEqual([47, 93, 58]);
    expect(await darkest(png, { left: 120, top: 105, width: 960, height: 150 })).toBe(255);
    expect(await darkest(png, { left: 120, top: 280, width: 960, height: 70 })).toBeLessThan(100);
  });

  it('a logo file that is gone or is not an image: the name alone', async () => {
    writeFileSync(join(t.filesDir, 'images', 'broken-logo.png'), 'not a picture');
    await t.database.db.update(sites).set({ logo_file_name: 'broken-logo.png' }).where(eq(sites.slug, 'harbor'));
    const res = await preview('harbor');
    expect(res.statusCode).toBe(200);
    expect(await darkest(res.rawPayload, { left: 120, top: 105, width: 960, height: 150 })).toBe(255);
    await t.database.db.update(sites).set({ logo_file_name: '../../etc/passwd' }).where(eq(sites.slug, 'harbor'));
    expect((await preview('harbor')).statusCode).toBe(200);
  });

  it('404 for an unknown or unpublished site, and for another kind of file', async () => {
    for (const url of ['/files/og/no-such-school.png', '/files/og/oldmill.png', '/files/og/northfield.jpg', '/files/og/.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
