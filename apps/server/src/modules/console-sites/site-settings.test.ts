import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES as M, SETTINGS_GROUPS, SETTINGS_MESSAGES as S, SITE_FIELD_MESSAGES as F, type SettingsGroup } from '@commons/contract/console';
import type { ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { AT_2_05_PM, fieldErrorsOf, groupBody, lastAuditOf, publicSite, saveGroup, settingsOf, sitesKit, type SitesKit } from './testing/console-sites-kit.ts';

/** docs/product/console.md#site-settings and #saving: every setting the public pages read, saved a group at a time. */
let k: SitesKit;
let admin: ConsoleBrowser;
let manager: ConsoleBrowser;

beforeAll(async () => {
  k = await sitesKit();
  admin = await k.as('platform_admin');
  manager = await k.as('site_manager');
});
afterAll(async () => k.t.close());

/** Saves `changes` over a group as read now; answers the response. */
async function change(group: SettingsGroup, changes: Record<string, unknown>, by = manager, siteId = k.northfield) {
  return saveGroup(by, siteId, group, groupBody(await settingsOf(by, siteId), group, changes));
}

describe('reading the settings', () => {
  it("answers every group as the public answer reads it, with the site's version and a help text per field", async () => {
    const read = await settingsOf(manager, k.northfield);
    expect(read.site).toEqual({ id: k.northfield, slug: 'northfield', name: 'Northfield University', status: 'published', version: 1 });
    expect(read.last_change).toBeNull();
    expect(read.settings.identity).toMatchObject({ email: 'dining@northfield.example.edu', address: { street: '100 Commons Way', city: 'Northfield', state: 'MA', zip_code: '01360' }, phone: '4135550142', phone_ext: '12', coordinates: { lat: 42.6958, lon: -72.4531 }, time_zone: 'America/New_York' });
    expect(read.settings.branding).toMatchObject({ brand_color: '#0b3d91', text_color: '#ffffff', link_to_school: true, interim_ui: false, extra_nav: true });
    expect(read.settings.home.tiles).toContain('whats_open');
    expect(read.settings.menus).toMatchObject({ display_cal: true, allergen_filter: true, howgood_icons_new: false });
    expect(read.settings.features).toMatchObject({ customer_login: true, customer_login_text: 'Student Login', weekly_mpp_subscriptions: false });
    expect(read.settings.social).toMatchObject({ facebook: 'NorthfieldDining', snapchat: 'nfsnaps', pinterest: null });
    expect(read.settings.footer).toMatchObject({ accessibility_link: true, accessibility_url: 'https://www.northfield.example.edu/accessibility', events_published: true });
    expect(read.settings.shop_and_script).toEqual({ shop_link: 'https://shop.example.com/northfield', use_script: false, script_url: null });
    for (const { group, help } of SETTINGS_GROUPS) expect(Object.keys(help).sort(), group).toEqual(Object.keys(read.settings[group]).sort());
  });
});

describe('saving a group', () => {
  // Each group's change, and what the public answer then says.
  const saves: [SettingsGroup, Record<string, unknown>, Record<string, unknown>][] = [
    ['identity', { name: 'Northfield University Dining', phone: '(413) 555-0199', url: 'dining.northfield.example.edu' }, { name: 'Northfield University Dining', url: 'https://dining.northfield.example.edu', address: expect.objectContaining({ phone: '4135550199' }) }],
    ['branding', { brand_color: '#004225', text_color: '#FFF', logo_alt_text: 'Northfield Dining home' }, { brand_color: '#004225', text_color: '#ffffff', site_logo: expect.objectContaining({ logo_alt_text: 'Northfield Dining home' }) }],
    ['home', { tiles: ['news', 'hours', 'youtube'], show_closed_locations: true, youtube_video_id: 'aqz-KE-bpKQ' }, { tiles: ['news', 'hours', 'youtube'], show_closed_locations: true, youtube_video_id: 'aqz-KE-bpKQ' }],
    ['menus', { display_cal: false, howgood_icons_new: true }, { display_cal: false, howgood_icons_new: true, allergen_filter: true }],
    ['features', { customer_login_text: 'Sign in', weekly_mpp_subscriptions: true }, { customer_login_text: 'Sign in', weekly_mpp_subscriptions: true, customer_login: true }],
    ['social', { instagram: '@nf.dining', facebook: '', pinterest: 'nfdining' }, { social_media: expect.objectContaining({ instagram: 'nf.dining', facebook: null, pinterest: 'nfdining', snapchat: 'nfsnaps' }) }],
    [
      'footer',
      { use_unit_accessibility_link: true, unit_accessibility_url: '/northfield/accessibility', unit_accessibility_text: 'Access at Northfield', mobile_app_link: null },
      { accessibility: expect.objectContaining({ accessibility_link: true, use_unit_accessibility_link: true, unit_accessibility_url: '/northfield/accessibility', unit_accessibility_text: 'Access at Northfield' }), mobile: expect.objectContaining({ app_link: null }) },
    ],
    ['shop_and_script', { shop_link: 'shop.example.com/nf', use_script: true, script_url: 'https://chat.example.com/widget.js' }, { shop_link: 'https://shop.example.com/nf', use_script: true, script_url: 'https://chat.example.com/widget.js' }],
  ];

  it.each(saves)('%s: saves the group, moves the version on, and the public answer shows it at once', async (group, changes, shown) => {
    const before = await settingsOf(manager, k.northfield);
    expect((await publicSite(k.t.app, 'northfield')).status).toBe(200); // kept in the answer cache
    const response = await saveGroup(manager, k.northfield, group, groupBody(before, group, changes));
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<typeof before>();
    expect(after.site.version).toBe(before.site.version + 1);
    expect(after.last_change).toEqual({ by: 'Morgan Manager', at: AT_2_05_PM.toISOString() });
    expect(await settingsOf(manager, k.northfield)).toEqual(after);
    // The other groups are as they were.
    for (const other of SETTINGS_GROUPS.map((g) => g.group).filter((g) => g !== group)) expect(after.settings[other], other).toEqual(before.settings[other]);
    expect((await publicSite(k.t.app, after.site.slug)).site).toMatchObject(shown);
    expect(await lastAuditOf(k.db, 'site')).toMatchObject({ site_id: k.northfield, action: 'update', before: expect.objectContaining({ version: before.site.version }), after: expect.objectContaining({ version: after.site.version }) });
  });

  it('keeps the welcome dialog’s HTML only as the public pages may render it: no script, handler or javascript: link survives', async () => {
    const hostile = '<h2 onclick="steal()">Welcome back</h2><script>alert(1)</script><p style="color:red">Brunch is <a href="javascript:alert(2)">on</a> <a href="/northfield/menus" target="_blank">today</a>.</p><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>';
    const response = await change('home', { landing_modal_copy: hostile });
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json<{ settings: { home: { landing_modal_copy: string } } }>().settings.home.landing_modal_copy;
    expect(stored).toBe('<h2>Welcome back</h2><p>Brunch is <a>on</a> <a href="/northfield/menus" target="_blank">today</a>.</p><img src="x">');
    expect((await publicSite(k.t.app, 'northfield')).site?.landing_modal_copy).toBe(stored);
    expect((await change('home', { landing_modal_copy: '<script>alert(1)</script>' })).json<{ settings: { home: { landing_modal_copy: string | null } } }>().settings.home.landing_modal_copy).toBeNull();
  });

  it('refuses a brand and text colour pair under WCAG AA, saying its ratio', async () => {
    const response = await change('branding', { brand_color: '#777777', text_color: '#ffffff' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toEqual({ text_color: 'The text colour on the brand colour has a contrast ratio of 4.47:1; WCAG AA needs at least 4.5:1.' });
    expect((await change('branding', { brand_color: '#767676', text_color: '#ffffff' })).statusCode).toBe(200);
  });

  it.each<[SettingsGroup, Record<string, unknown>, Record<string, string>]>([
    ['identity', { url: 'http://www.northfield.example.edu', email: 'nobody', phone: '555-01', phone_ext: '12a', coordinates: { lat: 91, lon: 0 } }, { url: F.httpsOnly, email: 'Please enter a valid email address', phone: 'Please enter a valid phone number', phone_ext: S.extension, 'coordinates.lat': S.latitude }],
    ['identity', { name: '', slug: 'Console', time_zone: 'EST', address: { street: '1 Way', city: 'Town', state: 'MA' } }, { name: S.siteName, slug: F.slugFormat, time_zone: F.timeZone, 'address.zip_code': 'A zip code is required' }],
    ['branding', { brand_color: 'navy', text_color: '#12345', logo_alt_text: 'x'.repeat(151) }, { brand_color: F.hexColor, text_color: F.hexColor, logo_alt_text: F.tooLong(150) }],
    ['home', { tiles: ['news', 'news', 'weather'], display_landing_modal: true, landing_modal_copy: '  ', youtube_video_id: 'https://youtu.be/x' }, { 'tiles.2': S.unknownTile, youtube_video_id: F.videoId }],
    ['home', { tiles: ['news', 'news'], display_landing_modal: true, landing_modal_copy: null }, { tiles: S.repeatedTile, landing_modal_copy: S.modalCopyNeeded }],
    ['features', { customer_login: 'yes', customer_login_text: 'Log\nin', food_insecurity_text: 'x'.repeat(5_001) }, { customer_login: 'Must be true or false.', customer_login_text: 'Must be one line of text, without line breaks or control characters.', food_insecurity_text: F.tooLong(5_000) }],
    ['social', { facebook: 'https://facebook.com/nf', x: 'a b', tiktok: 'x'.repeat(121) }, { facebook: F.handle, x: F.handle, tiktok: F.handle }],
    ['footer', { accessibility_link: true, accessibility_url: '', use_unit_accessibility_statement: true, unit_accessibility_statement_url: '//evil.example.com', mobile_ios_url: 'itms://apps.apple.com' }, { accessibility_url: S.linkNeeded, unit_accessibility_statement_url: F.sitePathOrHttps, mobile_ios_url: F.httpsOnly }],
    ['shop_and_script', { use_script: true, script_url: 'http://chat.example.com/w.js', shop_link: 'javascript:alert(1)' }, { script_url: F.httpsOnly, shop_link: F.webAddress }],
    ['shop_and_script', { use_script: true, script_url: null, extra: 1 }, { extra: 'This field is not allowed.', script_url: S.scriptNeeded }],
  ])('%s: says which fields are malformed (%#)', async (group, changes, errors) => {
    const before = await settingsOf(manager, k.northfield);
    const response = await saveGroup(manager, k.northfield, group, groupBody(before, group, changes));
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrorsOf(response)).toEqual(errors);
    expect((await settingsOf(manager, k.northfield)).site.version).toBe(before.site.version);
  });

  it('says a save without a version or body is not one, and that a site that does not exist is not found', async () => {
    const read = await settingsOf(manager, k.northfield);
    const unversioned = Object.fromEntries(Object.entries(groupBody(read, 'menus')).filter(([name]) => name !== 'version'));
    expect(fieldErrorsOf(await saveGroup(manager, k.northfield, 'menus', unversioned))).toEqual({ version: F.version });
    expect(fieldErrorsOf(await saveGroup(manager, k.northfield, 'menus', { ...unversioned, version: '1' }))).toEqual({ version: F.version });
    expect((await manager.send('PUT', `/v1/console/sites/${k.northfield}/settings/menus`)).statusCode).toBe(400);
    expect((await saveGroup(admin, 99_999, 'menus', groupBody(read, 'menus'))).statusCode).toBe(404);
    expect((await manager.send('PUT', `/v1/console/sites/${k.northfield}/settings/everything`, groupBody(read, 'menus'))).statusCode).toBe(404);
  });
});

describe('no lost updates', () => {
  it("refuses a save over an older version, naming who saved last and when on the site's clock", async () => {
    const read = await settingsOf(admin, k.northfield);
    expect((await saveGroup(manager, k.northfield, 'branding', groupBody(read, 'branding', { logo_alt_text: 'Morgan’s words' }))).statusCode).toBe(200);
    const stale = await saveGroup(admin, k.northfield, 'menus', groupBody(read, 'menus', { display_cal: true }));
    expect(stale.statusCode).toBe(409);
    const message = 'Morgan Manager changed these settings at 2:05 PM. Reload to see their changes, then make yours again.';
    expect(stale.json()).toEqual({ status: 'error', msg: message, errors: { version: message } });
    expect((await settingsOf(admin, k.northfield)).settings.branding.logo_alt_text).toBe('Morgan’s words');
  });

  it('names the day too when the change was on another day', async () => {
    const read = await settingsOf(admin, k.northfield);
    await change('features', { notifications: false });
    k.setNow(new Date('2026-11-23T15:00:00Z'));
    try {
      const nextDay = await k.as('platform_admin');
      const stale = await saveGroup(nextDay, k.northfield, 'features', groupBody(read, 'features', { notifications: true }));
      expect(stale.json<{ msg: string }>().msg).toBe('Morgan Manager changed these settings at 2:05 PM on Nov 22. Reload to see their changes, then make yours again.');
    } finally {
      k.setNow(AT_2_05_PM);
    }
  });

  it('lets only one of two saves over the same version through', async () => {
    const read = await settingsOf(manager, k.northfield);
    const [a, b] = await Promise.all([
      saveGroup(manager, k.northfield, 'social', groupBody(read, 'social', { vimeo: 'first' })),
      saveGroup(admin, k.northfield, 'social', groupBody(read, 'social', { vimeo: 'second' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = (await settingsOf(manager, k.northfield)).settings.social.vimeo;
    expect(kept).toBe(a.statusCode === 200 ? 'first' : 'second');
  });
});

describe('renaming a site', () => {
  it('moves the site to its new slug at once; the old slug is no site', async () => {
    expect((await publicSite(k.t.app, 'lakeside')).status).toBe(200);
    const response = await change('identity', { slug: 'lakeside-college' }, admin, k.lakeside);
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicSite(k.t.app, 'lakeside')).toMatchObject({ status: 404, msg: 'Invalid site.' });
    expect(await publicSite(k.t.app, 'Lakeside-College')).toMatchObject({ status: 200, site: { id: k.lakeside } });
    expect((await change('identity', { slug: 'lakeside' }, admin, k.lakeside)).statusCode).toBe(200);
  });

  it("refuses another site's slug and the platform's words", async () => {
    expect(fieldErrorsOf(await change('identity', { slug: 'lakeside' }))).toEqual({ slug: F.slugTaken });
    expect(fieldErrorsOf(await change('identity', { slug: 'console' }))).toEqual({ slug: F.slugReserved });
  });
});

describe('who may change the settings', () => {
  it("refuses Northfield's site manager on Lakeside's settings, and an editor on any", async () => {
    const lakeside = await settingsOf(admin, k.lakeside);
    for (const response of [await manager.get(`/v1/console/sites/${k.lakeside}/settings`), await saveGroup(manager, k.lakeside, 'branding', groupBody(lakeside, 'branding'))]) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { status: 'error', msg: M.notAllowed } });
    }
    const editor = await k.as('editor');
    expect((await editor.get(`/v1/console/sites/${k.northfield}/settings`)).statusCode).toBe(403);
    expect((await settingsOf(admin, k.lakeside)).site.version).toBe(lakeside.site.version);
  });
});
