import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MESSAGES, type SiteSettingsAnswer } from '@commons/contract/console';
import { uploadMessages } from '../../platform/uploads/index.ts';
import { sitesKit, type SitesKit } from './testing/console-sites-kit.ts';

let k: SitesKit;
beforeAll(async () => {
  k = await sitesKit();
});
afterAll(async () => k.t.close());

const versionOf = async (siteId: number) => {
  const manager = await k.as('site_manager');
  return (await manager.get(`/v1/console/sites/${siteId}/settings`)).json<SiteSettingsAnswer>().site.version;
};
const upload = async (bytes: Buffer, version?: number) => {
  const manager = await k.as('site_manager');
  return manager.send('PUT', `/v1/console/sites/${k.northfield}/logo`, { file: bytes.toString('base64'), version: version ?? (await versionOf(k.northfield)) });
};

describe('the logo upload', () => {
  it('stores a picture re-encoded to fit 512 px, and the public site shows it at once', async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#1f4e79' } }).png().toBuffer();
    const response = await upload(png);
    expect(response.statusCode, response.body).toBe(200);
    const { logo } = response.json<{ logo: { file_name: string; url: string } }>();
    expect(logo.file_name).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    expect(logo.url).toBe(`/files/images/${logo.file_name}`);
    const served = await k.t.app.inject({ method: 'GET', url: logo.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
    const info = (await k.t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json<{ site: { site_logo: { file_name: string } } }>();
    expect(info.site.site_logo.file_name).toBe(logo.file_name);
  });

  it('refuses an SVG with a script, with the reason on the file field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const response = await upload(svg);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['file']);
    expect(Object.values(uploadMessages)).toContain(response.json().errors.file);
  });

  it('refuses a file over 2 MB, and a request far over it before reading it', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const response = await upload(big);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file).toBe(LOGO_MESSAGES.tooLarge);
    const manager = await k.as('site_manager');
    const huge = await manager.send('PUT', `/v1/console/sites/${k.northfield}/logo`, { file: 'A'.repeat(50 * 1024 * 1024), version: 1 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('error');
  });

  it('is a 409 over a newer version, naming who saved it, and keeps no file of the refused save', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const old = await versionOf(k.northfield);
    expect((await upload(png, old)).statusCode).toBe(200);
    const stale = await upload(png, old);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/^Morgan Manager changed this site at /);
  });

  it('is for those who may change the site settings', async () => {
    const editor = await k.as('editor');
    const response = await editor.send('PUT', `/v1/console/sites/${k.northfield}/logo`, { file: 'iVBORw0KGgo=', version: 1 });
    expect(response.statusCode).toBe(403);
  });
});
