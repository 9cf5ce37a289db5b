import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StaffRole } from '@commons/domain';
import type { AlertsAnswer, SettingsGroup, SiteSettingsAnswer } from '@commons/contract/console';
import type { Site } from '@commons/contract';
import type { Db } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { consoleBrowser, demoStaff, sessionFor, siteIdOf, staffIdOf, type ConsoleBrowser } from '../../console-auth/testing/console-test-kit.ts';

/** 2:05 PM in New York (Northfield), 11:05 AM in Los Angeles (Lakeside), on Sunday 22 November 2026. */
export const AT_2_05_PM = new Date('2026-11-22T19:05:00Z');

/** A test app whose clock a test moves, with the demo sites' ids and a console browser per role. */
export interface SitesKit {
  t: TestApp;
  db: Db;
  northfield: number;
  lakeside: number;
  /** Pins the app's clock. */
  setNow(at: Date): void;
  now(): Date;
  /** A console session of the demo staff member of `role` (Morgan Manager is Northfield's site manager). */
  as(role: StaffRole): Promise<ConsoleBrowser>;
}

export async function sitesKit(start: Date = AT_2_05_PM): Promise<SitesKit> {
  let now = start;
  const t = await createTestApp({ today: start, clock: () => now });
  const db = t.database.db;
  return {
    t,
    db,
    northfield: await siteIdOf(db, 'northfield'),
    lakeside: await siteIdOf(db, 'lakeside'),
    setNow: (at) => {
      now = at;
    },
    now: () => now,
    as: async (role) => consoleBrowser(t.app, await sessionFor(db, await staffIdOf(db, demoStaff(role).email), now)),
  };
}

/** A site's settings as the console reads them. */
export async function settingsOf(browser: ConsoleBrowser, siteId: number): Promise<SiteSettingsAnswer> {
  const response = await browser.get(`/v1/console/sites/${siteId}/settings`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteSettingsAnswer>();
}

/** The body of a group's save: the group as read, changed by `changes`, at the version read. */
export function groupBody<G extends SettingsGroup>(read: SiteSettingsAnswer, group: G, changes: Partial<Record<keyof SiteSettingsAnswer['settings'][G], unknown>> = {}) {
  return { ...read.settings[group], ...changes, version: read.site.version };
}

/** Saves a group of a site's settings; answers the response. */
export const saveGroup = (browser: ConsoleBrowser, siteId: number, group: SettingsGroup, body: unknown) => browser.send('PUT', `/v1/console/sites/${siteId}/settings/${group}`, body);

/** The public answer of `GET /v1/sites/{slug}/info`, as a visitor's browser gets it. */
export async function publicSite(app: TestApp['app'], slug: string): Promise<{ status: number; site: Site | null; msg?: string }> {
  const response = await app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` });
  const body = response.json<{ site?: Site; msg?: string }>();
  return { status: response.statusCode, site: body.site ?? null, ...(body.msg ? { msg: body.msg } : {}) };
}

/** A site's alerts as the console reads them. */
export async function alertsOf(browser: ConsoleBrowser, siteId: number): Promise<AlertsAnswer> {
  const response = await browser.get(`/v1/console/sites/${siteId}/alerts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlertsAnswer>();
}

/** The newest audit event of an entity. */
export async function lastAuditOf(db: Db, entity: string) {
  const [event] = await db.select().from(auditEvents).where(eq(auditEvents.entity, entity)).orderBy(desc(auditEvents.id)).limit(1);
  return event;
}

/** A new site's body, with a slug of its own. */
export const newSite = (slug: string, changes: Record<string, unknown> = {}) => ({
  name: 'Riverside Community College',
  slug,
  time_zone: 'America/Chicago',
  address: { street: '400 River Road', city: 'Riverside', state: 'IL', zip_code: '60546' },
  url: 'www.riverside.example.edu',
  email: 'dining@riverside.example.edu',
  ...changes,
});

/** The answer's field errors, or {}. */
export const fieldErrorsOf = (response: { json: <T>() => T }) => response.json<{ errors?: Record<string, string> }>().errors ?? {};
