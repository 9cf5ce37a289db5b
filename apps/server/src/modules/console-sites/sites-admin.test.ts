import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '@commons/contract/page-routes';
import { CONSOLE_MESSAGES as M, SITE_FIELD_MESSAGES as F } from '@commons/contract/console';
import { ACCOUNT_MESSAGES } from '@commons/domain';
import { sites } from '../../db/schema/index.ts';
import type { ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { fieldErrorsOf, lastAuditOf, newSite, publicSite, settingsOf, sitesKit, type SitesKit } from './testing/console-sites-kit.ts';

/** docs/product/console.md#sites: creating a site, and its status. */
let k: SitesKit;
let admin: ConsoleBrowser;
let manager: ConsoleBrowser;

beforeAll(async () => {
  k = await sitesKit();
  admin = await k.as('platform_admin');
  manager = await k.as('site_manager');
});
afterAll(async () => k.t.close());

const create = (body: unknown, by = admin) => by.send('POST', '/v1/console/sites', body);
const setStatus = (siteId: number, status: string, version: number, by = admin) => by.send('PUT', `/v1/console/sites/${siteId}/status`, { status, version });

describe('creating a site', () => {
  it('makes an unpublished site with its name, slug, time zone, address, school website and e-mail, and one audit event', async () => {
    const response = await create(newSite('riverside'));
    expect(response.statusCode, response.body).toBe(200);
    const { site } = response.json<{ site: { id: number; slug: string; name: string; status: string; version: number } }>();
    expect(site).toMatchObject({ slug: 'riverside', name: 'Riverside Community College', status: 'unpublished', version: 1 });
    expect((await settingsOf(admin, site.id)).settings.identity).toMatchObject({
      time_zone: 'America/Chicago',
      address: { street: '400 River Road', city: 'Riverside', state: 'IL', zip_code: '60546' },
      url: 'https://www.riverside.example.edu',
      email: 'dining@riverside.example.edu',
    });
    expect(await publicSite(k.t.app, 'riverside')).toMatchObject({ status: 404, msg: 'Invalid site.' });
    expect(await lastAuditOf(k.db, 'site')).toMatchObject({ site_id: site.id, entity_id: String(site.id), action: 'create', before: null, after: expect.objectContaining({ slug: 'riverside', published: false }) });
  });

  it('refuses a slug another site has, in any case, on the slug field', async () => {
    // A site from before the slug rules, with capitals in its slug.
    await k.db.insert(sites).values({ slug: 'HillTop', name: 'Hilltop College' });
    for (const slug of ['northfield', 'riverside', 'hilltop']) {
      const response = await create(newSite(slug));
      expect(response.statusCode, slug).toBe(409);
      expect(fieldErrorsOf(response)).toEqual({ slug: F.slugTaken });
    }
  });

  it("refuses the platform's own words and slugs that are not lowercase letters, digits and dashes", async () => {
    for (const slug of [...RESERVED_SLUGS.filter((word) => /^[a-z0-9-]+$/.test(word)), 'console']) {
      expect(fieldErrorsOf(await create(newSite(slug))), slug).toEqual({ slug: F.slugReserved });
    }
    for (const slug of ['North Field', 'Northfield', 'north_field', '-north', 'north-', 'nörth', '../x', 'a/b', '', ' ']) {
      expect(fieldErrorsOf(await create(newSite(slug))), slug).toEqual({ slug: F.slugFormat });
    }
    expect(fieldErrorsOf(await create(newSite('x'.repeat(61))))).toEqual({ slug: F.slugLength });
  });

  it('says which fields are missing or malformed', async () => {
    const response = await create({ slug: 'hillside', address: { street: '1 Hill Road', city: 'Hill', state: 'Q', zip_code: '123' }, url: 'javascript:alert(1)', email: 'nobody', time_zone: '+05:00', name: '<b>Hill</b>' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toEqual({
      name: 'A name must not contain < or >.',
      time_zone: F.timeZone,
      'address.state': ACCOUNT_MESSAGES.stateInvalid,
      'address.zip_code': ACCOUNT_MESSAGES.zipInvalid,
      url: F.webAddress,
      email: ACCOUNT_MESSAGES.emailInvalid,
    });
    expect(fieldErrorsOf(await create({}))).toMatchObject({ name: 'Enter the site’s name.', slug: F.slugFormat, time_zone: F.timeZone, url: F.webAddress });
  });

  it('refuses hostile and oversized input without storing it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'Line\nbreak' }, 'name'],
      [{ name: 'Nul\u0000' }, 'name'],
      [{ url: 'http://www.riverside.example.edu' }, 'url'],
      [{ url: 'https://user:pass@evil.example.com' }, 'url'],
      [{ time_zone: 'America/Nowhere' }, 'time_zone'],
      [{ time_zone: '../../etc/passwd' }, 'time_zone'],
      [{ slug: 'x'.repeat(10_000) }, 'slug'],
      [{ extra: true }, 'extra'],
    ];
    for (const [changes, field] of cases) {
      const response = await create(newSite('stonebridge', changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(fieldErrorsOf(response)), JSON.stringify(changes)).toContain(field);
    }
    expect(await k.db.select().from(sites).where(eq(sites.slug, 'stonebridge'))).toEqual([]);
  });

  it('is for platform admins only', async () => {
    const response = await create(newSite('managers-own'), manager);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { status: 'error', msg: M.notAllowed } });
  });
});

describe("a site's status", () => {
  it('publishes, turns pre-launch and unpublishes, as the public pages read it', async () => {
    const { site } = (await create(newSite('brookside'))).json<{ site: { id: number; version: number } }>();
    const published = await setStatus(site.id, 'published', site.version);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ site: { status: 'published', version: site.version + 1 } });
    expect(await publicSite(k.t.app, 'brookside')).toMatchObject({ status: 200, site: { published: true, prelaunch: false } });

    // The console's site switcher, kept in memory, follows at once.
    const switcher = async () => (await admin.get('/v1/console/session')).json<{ sites: { slug: string; status: string }[] }>().sites.find((s) => s.slug === 'brookside');
    expect(await switcher()).toMatchObject({ status: 'published' });
    expect((await setStatus(site.id, 'pre_launch', site.version + 1)).json()).toMatchObject({ site: { status: 'pre_launch' } });
    expect(await switcher()).toMatchObject({ status: 'pre_launch' });
    expect(await publicSite(k.t.app, 'brookside')).toMatchObject({ status: 200, site: { published: true, prelaunch: true } });
    expect(await lastAuditOf(k.db, 'site')).toMatchObject({ action: 'pre_launch', before: expect.objectContaining({ flags: expect.objectContaining({ prelaunch: false }) }), after: expect.objectContaining({ flags: expect.objectContaining({ prelaunch: true }) }) });

    expect((await setStatus(site.id, 'unpublished', site.version + 2)).json()).toMatchObject({ site: { status: 'unpublished' } });
    expect(await publicSite(k.t.app, 'brookside')).toMatchObject({ status: 404, msg: 'Invalid site.' });
    expect(await lastAuditOf(k.db, 'site')).toMatchObject({ action: 'unpublish' });
  });

  it('refuses a change over an older version, naming who changed the site and when on its clock', async () => {
    const { site } = (await settingsOf(admin, k.lakeside));
    expect((await setStatus(k.lakeside, 'pre_launch', site.version)).statusCode).toBe(200);
    const stale = await setStatus(k.lakeside, 'published', site.version);
    expect(stale.statusCode).toBe(409);
    // Lakeside keeps Los Angeles time: 2:05 PM in New York is 11:05 AM there.
    const message = 'Pat Platform changed this site at 11:05 AM. Reload to see their changes, then make yours again.';
    expect(stale.json()).toEqual({ status: 'error', msg: message, errors: { version: message } });
    expect(await publicSite(k.t.app, 'lakeside')).toMatchObject({ site: { prelaunch: true } });
    expect((await setStatus(k.lakeside, 'published', site.version + 1)).statusCode).toBe(200);
  });

  it('answers 404 for a site that does not exist, and 400 for a status that is none', async () => {
    expect((await setStatus(99_999, 'published', 1)).statusCode).toBe(404);
    expect(fieldErrorsOf(await setStatus(k.northfield, 'live', 1))).toEqual({ status: 'Choose published, pre-launch or unpublished.' });
    expect(Object.keys(fieldErrorsOf(await admin.send('PUT', `/v1/console/sites/${k.northfield}/status`, { status: 'published' })))).toEqual(['version']);
  });

  it('is for platform admins only: a site manager may not publish their own site', async () => {
    const response = await setStatus(k.northfield, 'unpublished', 1, manager);
    expect(response.statusCode).toBe(403);
    expect(await publicSite(k.t.app, 'northfield')).toMatchObject({ status: 200 });
  });
});
