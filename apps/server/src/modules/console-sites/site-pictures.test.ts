import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES, type SitePicture, type SiteSettingsAnswer } from '@commons/contract/console';
import { uploadMessages } from '../../platform/uploads/index.ts';
import { groupBody, publicSite, saveGroup, settingsOf, sitesKit, type SitesKit } from './testing/console-sites-kit.ts';

let k: SitesKit;
beforeAll(async () => {
  k = await sitesKit();
});
afterAll(async () => k.t.close());

const manager = () => k.as('site_manager');
const versionOf = async () => (await settingsOf(await manager(), k.northfield)).site.version;
const upload = async (picture: string, bytes: Buffer, version?: number) =>
  (await manager()).send('PUT', `/v1/console/sites/${k.northfield}/pictures/${picture}`, { file: bytes.toString('base64'), version: version ?? (await versionOf()) });
const remove = async (picture: SitePicture) => (await manager()).send('DELETE', `/v1/console/sites/${k.northfield}/pictures/${picture}`, { version: await versionOf() });
const shownSite = async () => {
  const { site } = await publicSite(k.t.app, 'northfield');
  if (!site) throw new Error('Northfield is not shown.');
  return site;
};
const saveMapText = async (alt: string | null, url: string | null) =>
  saveGroup(await manager(), k.northfield, 'home', groupBody(await settingsOf(await manager(), k.northfield), 'home', { dining_map_alt_text: alt, dining_map_url: url }));
const widthOf = async (url: string) => {
  const served = await k.t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  return (await sharp(served.rawPayload).metadata()).width;
};
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();

describe('the home page pictures', () => {
  it('shows an uploaded welcome dialog picture at 800 px on the public site, and the default again once it is taken away', async () => {
    const response = await upload('landing_modal', await photo(2400, 1200));
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json<SiteSettingsAnswer>().pictures.landing_modal;
    expect(shown?.file_name).toMatch(/^[A-Za-z0-9_-]+-800\.webp$/);
    expect(await widthOf(shown?.url ?? '')).toBe(800);
    expect((await shownSite()).landing_modal_filename).toBe(shown?.file_name);

    const removed = await remove('landing_modal');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SiteSettingsAnswer>().pictures.landing_modal).toBeNull();
    expect((await shownSite()).landing_modal_filename).toBeNull();
  });

  it('keeps the dining map’s text and link without a picture, and shows the map once its picture comes', async () => {
    expect((await remove('dining_map')).statusCode).toBe(200);
    const saved = await saveMapText('Northfield campus with its dining halls numbered', 'maps.northfield.example.edu/dining');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SiteSettingsAnswer>().settings.home.dining_map_url).toBe('https://maps.northfield.example.edu/dining');
    expect((await shownSite()).dining_map).toBeNull();

    const response = await upload('dining_map', await photo(3000, 2000));
    expect(response.statusCode, response.body).toBe(200);
    const map = (await shownSite()).dining_map;
    expect(map).toMatchObject({ alt_text: 'Northfield campus with its dining halls numbered', url: 'https://maps.northfield.example.edu/dining' });
    expect(await widthOf(`/files/images/${map?.file_name}`)).toBe(1600);
    expect(await widthOf(`/files/images/${map?.thumb_name}`)).toBe(400);
    expect(response.json<SiteSettingsAnswer>().pictures.dining_map?.file_name).toBe(map?.file_name);

    expect((await remove('dining_map')).statusCode).toBe(200);
    expect((await shownSite()).dining_map).toBeNull();
    expect((await settingsOf(await manager(), k.northfield)).settings.home.dining_map_alt_text).toBe('Northfield campus with its dining halls numbered');
  });

  it('names the map by the site when it has no text of its own', async () => {
    expect((await saveMapText(null, null)).statusCode).toBe(200);
    expect((await upload('dining_map', await photo(800, 600))).statusCode).toBe(200);
    expect((await shownSite()).dining_map?.alt_text).toBe('Northfield University dining map');
  });

  it('refuses what is not a picture, saying why on the file field, and an unknown picture on its name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const refused = await upload('landing_modal', svg);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['file']);
    expect(refused.json().errors.file).toBe(uploadMessages.notAllowed.picture);

    const unknown = await upload('carousel', await photo(10, 10));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.picture).toBe(PICTURE_MESSAGES.unknownPicture);

    const empty = await upload('dining_map', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toBe(PICTURE_MESSAGES.fileRequired);
  });

  it('is a 409 over a newer version, and is for those who may change the site settings', async () => {
    const old = await versionOf();
    expect((await upload('landing_modal', await photo(20, 20), old)).statusCode).toBe(200);
    const stale = await upload('landing_modal', await photo(20, 20), old);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/^Morgan Manager changed this site at /);

    const editor = await k.as('editor');
    expect((await editor.send('PUT', `/v1/console/sites/${k.northfield}/pictures/landing_modal`, { file: 'iVBORw0KGgo=', version: 1 })).statusCode).toBe(403);
    expect((await editor.send('DELETE', `/v1/console/sites/${k.northfield}/pictures/dining_map`, { version: 1 })).statusCode).toBe(403);
  });
});
