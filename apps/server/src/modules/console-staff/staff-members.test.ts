import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES as M, STAFF_MESSAGES as S, type StaffMember } from '@commons/contract/console';
import { RESET_MESSAGES as R } from '@commons/domain';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { auditEvents, locations, mailOutbox, sites } from '../../db/schema/index.ts';
import { consoleBrowser, consoleCookieOf, demoStaff, logIn, SAME_ORIGIN, sessionFor, siteIdOf, staffIdOf, type ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';

const NOW = new Date('2026-11-22T19:05:00Z');
const NEW_PASSWORD = 'Fresh-pass9!';

let t: TestApp;
let northfield = 0;
let lakeside = 0;
let admin: ConsoleBrowser;
let manager: ConsoleBrowser;

beforeAll(async () => {
  t = await createTestApp({ today: NOW });
  northfield = await siteIdOf(t.database.db, 'northfield');
  lakeside = await siteIdOf(t.database.db, 'lakeside');
  admin = consoleBrowser(t.app, await sessionFor(t.database.db, await staffIdOf(t.database.db, demoStaff('platform_admin').email), NOW));
  manager = consoleBrowser(t.app, await sessionFor(t.database.db, await staffIdOf(t.database.db, demoStaff('site_manager').email), NOW));
});
afterAll(async () => t.close());

const invite = (email: string, grant: Record<string, unknown>, name = 'Riley Newcomer') => admin.send('POST', '/v1/console/staff/invitations', { email, name, grant });
const editorGrant = () => ({ role: 'editor', site_id: northfield, location_ids: null, health_data: false });
const lastMailTo = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

async function inviteAndJoin(email: string, grant = editorGrant()): Promise<{ member: StaffMember; b: ConsoleBrowser }> {
  const invited = await invite(email, grant);
  expect(invited.statusCode, invited.body).toBe(200);
  const mail = await lastMailTo(email);
  const key = /\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  const set = await t.app.inject({ method: 'PUT', url: '/v1/users/update/password', headers: SAME_ORIGIN, payload: { password: NEW_PASSWORD, public_key: key } });
  expect(set.json()).toEqual({ msg: R.passwordChanged, domain: 'http://localhost:3000/console/login' });
  const login = await logIn(t.app, { email, password: NEW_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return { member: invited.json<{ staff: StaffMember }>().staff, b: consoleBrowser(t.app, consoleCookieOf(login)?.value ?? '') };
}

describe('inviting staff', () => {
  it('mails the staff reset link, which sets a password and leads to the console login, with the role granted', async () => {
    const { member, b } = await inviteAndJoin('riley@northfield.example.edu');
    expect(member).toMatchObject({ email: 'riley@northfield.example.edu', name: 'Riley Newcomer', active: true, has_password: false, grants: [{ role: 'editor', site_id: northfield }] });
    const mail = await lastMailTo('riley@northfield.example.edu');
    expect(mail?.subject).toMatch(/^You're invited to run .+ Dining's website$/);
    expect(mail?.text).toContain('as an editor for');
    expect(mail?.text).toContain('expires in 7 days');
    expect((await b.get('/v1/console/session')).json()).toMatchObject({ stage: 'full', grants: [{ role: 'editor', site_id: northfield }] });
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'invite')).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ site_id: northfield, entity: 'staff_grant', after: expect.objectContaining({ email: 'riley@northfield.example.edu', role: 'editor' }) });
    expect(JSON.stringify(event)).not.toMatch(/resetPassword/);
  });

  it('refuses a role the person already has', async () => {
    await invite('twice@northfield.example.edu', editorGrant());
    const again = await invite('twice@northfield.example.edu', editorGrant());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', msg: S.alreadyGranted, errors: { email: S.alreadyGranted } });
  });

  it.each([
    ['a platform admin with a site', { role: 'platform_admin', site_id: 1, location_ids: null, health_data: false }, 'grant.site_id', S.noSiteForPlatformAdmin],
    ['a site role without a site', { role: 'editor', site_id: null, location_ids: null, health_data: false }, 'grant.site_id', S.siteNeeded],
    ['a location manager without locations', { role: 'location_manager', site_id: 1, location_ids: [], health_data: false }, 'grant.location_ids', S.locationsNeeded],
    ['health data for an editor', { role: 'editor', site_id: 1, location_ids: null, health_data: true }, 'grant.health_data', S.healthDataOnlyForServiceDesk],
    ['an unknown role', { role: 'owner', site_id: 1, location_ids: null, health_data: false }, 'grant.role', 'Choose a role.'],
  ])('answers %s with a field error', async (_name, grant, field, message) => {
    const response = await invite('bad-grant@northfield.example.edu', grant);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses locations of another site, an unknown site, and hostile or missing names', async () => {
    const [other] = await t.database.db.select({ id: locations.id }).from(locations).where(eq(locations.site_id, lakeside)).limit(1);
    const foreign = await invite('kim2@northfield.example.edu', { role: 'location_manager', site_id: northfield, location_ids: [other?.id], health_data: false });
    expect(foreign.json().errors).toEqual({ location_ids: S.unknownLocation });
    expect((await invite('x@northfield.example.edu', { ...editorGrant(), site_id: 999_999 })).json().errors).toEqual({ site_id: 'No site has this id.' });
    expect((await invite('x@northfield.example.edu', editorGrant(), '<script>alert(1)</script>')).statusCode).toBe(400);
    expect((await invite('x@northfield.example.edu', editorGrant(), 'x'.repeat(500))).statusCode).toBe(400);
    expect((await admin.send('POST', '/v1/console/staff/invitations', { email: 'x@northfield.example.edu', grant: editorGrant() })).json().errors.name).toBe(S.nameRequired);
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'x@northfield.example.edu'))).length).toBe(0);
  });

  it('is for platform admins only', async () => {
    const response = await manager.send('POST', '/v1/console/staff/invitations', { email: 'sneaky@northfield.example.edu', name: 'Sneaky', grant: editorGrant() });
    expect(response.statusCode).toBe(403);
  });
});

describe('who has access to a site', () => {
  it("lists the site's roles and the platform admins, to the site's manager only", async () => {
    const list = (await manager.get(`/v1/console/staff?site_id=${northfield}`)).json<{ staff: StaffMember[] }>().staff;
    const emails = list.map((member) => member.email);
    for (const role of ['platform_admin', 'site_manager', 'editor', 'location_manager', 'service_desk'] as const) expect(emails).toContain(demoStaff(role).email);
    for (const member of list) for (const grant of member.grants) expect(grant.site_id === northfield || grant.role === 'platform_admin').toBe(true);
    expect((await manager.get(`/v1/console/staff?site_id=${lakeside}`)).statusCode).toBe(403);
  });

  it("names the site's locations a role may hold, closed and unpublished ones too, buildings left out", async () => {
    const db = t.database.db;
    const [site] = await db.insert(sites).values({ slug: 'not-yet-open', name: 'Not Yet Open', time_zone: 'America/Chicago', published: false }).returning({ id: sites.id });
    if (!site) throw new Error('no site');
    await db.insert(locations).values([
      { site_id: site.id, name: 'Main Hall', sort_order: 2 },
      { site_id: site.id, name: 'Old Grill', active: false, sort_order: 1 },
      { site_id: site.id, name: 'Student Union', is_building: true, sort_order: 0 },
    ]);
    const answer = await admin.get(`/v1/console/staff/locations?site_id=${site.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ locations: { name: string; active: boolean }[] }>().locations.map(({ name, active }) => ({ name, active }))).toEqual([
      { name: 'Old Grill', active: false },
      { name: 'Main Hall', active: true },
    ]);
    expect((await manager.get(`/v1/console/staff/locations?site_id=${northfield}`)).statusCode).toBe(200);
    expect((await manager.get(`/v1/console/staff/locations?site_id=${site.id}`)).statusCode).toBe(403);
  });
});

describe('changing roles', () => {
  it('takes effect on the next call, and a stale change is a 409 naming who made the newer one and when', async () => {
    const { member, b } = await inviteAndJoin('casey@northfield.example.edu');
    const grant = member.grants[0];
    if (!grant) throw new Error('no grant');
    const url = `/v1/console/staff/${member.id}/grants/${grant.id}`;
    const changed = await admin.send('PUT', url, { grant: { role: 'site_manager', site_id: northfield }, version: grant.version });
    expect(changed.json().staff.grants[0]).toMatchObject({ role: 'site_manager', version: grant.version + 1 });
    const stale = await admin.send('PUT', url, { grant: { role: 'service_desk', site_id: northfield }, version: grant.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Pat Platform changed this role at 7:05 PM. Reload to see their changes, then make yours again.');
    expect(stale.json().errors.version).toBe(stale.json().msg);
    // Now a site manager, who must have a second factor: the session asks for one before anything else.
    expect((await b.get(`/v1/console/audit?site_id=${northfield}`)).json().msg).toBe(M.enrolmentNeeded);
    const removed = await admin.send('DELETE', url, { version: grant.version + 1 });
    expect(removed.json().staff.grants).toEqual([]);
    expect((await b.get(`/v1/console/audit?site_id=${northfield}`)).json().msg).toBe(M.notAllowed);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions at once and refuses its logins; an admin cannot deactivate themself', async () => {
    const { member, b } = await inviteAndJoin('dale@northfield.example.edu');
    const off = await admin.send('PUT', `/v1/console/staff/${member.id}/status`, { active: false, version: member.version });
    expect(off.json().staff).toMatchObject({ active: false });
    expect((await b.get('/v1/console/session')).statusCode).toBe(401);
    expect((await logIn(t.app, { email: 'dale@northfield.example.edu', password: NEW_PASSWORD })).json().msg).toBe(M.loginFailed);
    const on = await admin.send('PUT', `/v1/console/staff/${member.id}/status`, { active: true, version: member.version + 1 });
    expect(on.json().staff).toMatchObject({ active: true });
    expect((await logIn(t.app, { email: 'dale@northfield.example.edu', password: NEW_PASSWORD })).statusCode).toBe(200);
    const self = await staffIdOf(t.database.db, demoStaff('platform_admin').email);
    expect((await admin.send('PUT', `/v1/console/staff/${self}/status`, { active: false, version: 1 })).json().msg).toBe(S.ownAccount);
  });
});

describe('npm run staff:create', () => {
  it('makes the first platform admin of an install and prints the invitation link', async () => {
    const run = promisify(execFile);
    const { stdout } = await run('npx', ['tsx', 'apps/server/src/modules/console-staff/staff-create.cli.ts', 'first@school.example.edu', '--platform-admin', '--name', 'First Admin'], {
      cwd: new URL('../../../../../', import.meta.url).pathname,
      // eslint-disable-next-line no-restricted-properties -- the child reads its settings from its environment
      env: { ...process.env, DATABASE_URL: t.databaseUrl ?? '', PUBLIC_BASE_URL: 'https://dining.example.edu' },
    });
    const key = /^https:\/\/dining\.example\.edu\/resetPassword\/([A-Za-z0-9_-]{43})\n$/.exec(stdout)?.[1];
    expect(key).toBeDefined();
    const set = await t.app.inject({ method: 'PUT', url: '/v1/users/update/password', headers: SAME_ORIGIN, payload: { password: NEW_PASSWORD, public_key: key } });
    expect(set.statusCode).toBe(200);
    const login = await logIn(t.app, { email: 'first@school.example.edu', password: NEW_PASSWORD });
    expect(login.json()).toMatchObject({ stage: 'enrolment', grants: [{ role: 'platform_admin', site_id: null }] });
  }, 60_000);
});
