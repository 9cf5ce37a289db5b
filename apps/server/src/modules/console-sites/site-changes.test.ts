import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettingsAnswer } from '@commons/contract/console';
import type { Site } from '@commons/contract';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances.ts';
import { consoleBrowser, demoStaff, sessionFor, siteIdOf, staffIdOf, type ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { AT_2_05_PM, groupBody } from './testing/console-sites-kit.ts';

/**
 * docs/product/console.md#saving: a change saved through one server is in every other server's
 * public answers within a second (each drops the site's kept answers on the site_changed notice).
 */
const WITHIN_MS = 1000;

let both: TwoInstances;
let throughA: ConsoleBrowser;
let northfield = 0;

beforeAll(async () => {
  both = await twoInstances({ today: AT_2_05_PM });
  const db = both.first.database.db;
  northfield = await siteIdOf(db, 'northfield');
  throughA = consoleBrowser(both.first.app, await sessionFor(db, await staffIdOf(db, demoStaff('site_manager').email), AT_2_05_PM));
});
afterAll(async () => both.close());

/** Instance B's public answer for a slug: its status and site. */
async function onB(slug: string): Promise<{ status: number; site: Site | undefined }> {
  const response = await both.second.app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` });
  return { status: response.statusCode, site: response.json<{ site?: Site }>().site };
}

/** Asks B until `isSeen` holds, for a second at most; answers how long it took. */
async function seenOnBWithin(slug: string, isSeen: (answer: Awaited<ReturnType<typeof onB>>) => boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < WITHIN_MS) {
    if (isSeen(await onB(slug))) return Date.now() - started;
    await pause(10);
  }
  throw new Error(`Instance B did not show the change within ${WITHIN_MS} ms: ${JSON.stringify(await onB(slug)).slice(0, 300)}`);
}

async function settings(): Promise<SiteSettingsAnswer> {
  return (await throughA.get(`/v1/console/sites/${northfield}/settings`)).json<SiteSettingsAnswer>();
}

describe('changes live at once, on every server', () => {
  it('a setting saved through A is in B’s public answer within a second', async () => {
    // B keeps its answer: asked twice, it is served from memory the second time.
    expect((await onB('northfield')).site?.brand_color).toBe('#0b3d91');
    expect((await onB('northfield')).site?.brand_color).toBe('#0b3d91');
    const saved = await throughA.send('PUT', `/v1/console/sites/${northfield}/settings/branding`, groupBody(await settings(), 'branding', { brand_color: '#004225' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await seenOnBWithin('northfield', ({ site }) => site?.brand_color === '#004225')).toBeLessThan(WITHIN_MS);
  });

  it('an alert added through A is in B’s header within a second', async () => {
    expect((await onB('northfield')).site?.homepage_alerts.map((a) => a.message)).not.toContain('Founders opens late');
    const added = await throughA.send('POST', `/v1/console/sites/${northfield}/alerts`, { icon: 'warning', message: 'Founders opens late', use_link: false, link: null, start: null, end: null });
    expect(added.statusCode, added.body).toBe(200);
    await seenOnBWithin('northfield', ({ site }) => site?.homepage_alerts.some((a) => a.message === 'Founders opens late') === true);
  });

  it('a rename through A moves the site on B within a second: the old slug is no site there', async () => {
    expect((await onB('northfield')).status).toBe(200);
    const renamed = await throughA.send('PUT', `/v1/console/sites/${northfield}/settings/identity`, groupBody(await settings(), 'identity', { slug: 'northfield-u' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    await seenOnBWithin('northfield', ({ status }) => status === 404);
    expect((await onB('northfield-u')).site?.id).toBe(northfield);
  });

  it('a site unpublished through A is no site on B within a second', async () => {
    const admin = consoleBrowser(both.first.app, await sessionFor(both.first.database.db, await staffIdOf(both.first.database.db, demoStaff('platform_admin').email), AT_2_05_PM));
    const lakeside = await siteIdOf(both.first.database.db, 'lakeside');
    expect((await onB('lakeside')).status).toBe(200);
    const read = (await admin.get(`/v1/console/sites/${lakeside}/settings`)).json<SiteSettingsAnswer>();
    const unpublished = await admin.send('PUT', `/v1/console/sites/${lakeside}/status`, { status: 'unpublished', version: read.site.version });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    await seenOnBWithin('lakeside', ({ status }) => status === 404);
  });
});
