import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES as M } from '@commons/contract/console';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { auditEvents, staffGrants, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { CROSS_SITE_REFUSED } from '../../platform/cross-site.ts';
import { hashPassword } from '../customers/passwords.ts';
import { consoleBrowser, consoleCookieOf, DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET, demoStaff, logIn, newStaff, siteIdOf, staffIdOf, totpCodeAt } from './testing/console-test-kit.ts';

const START = new Date('2026-11-22T16:50:00Z');
let now = START;
/** Pins the clock `minutes` after START. */
const at = (minutes: number) => {
  now = new Date(START.getTime() + minutes * 60_000);
};

let t: TestApp;
let northfield = 0;
let lakeside = 0;
let passwordHash = '';
let n = 0;
/** A new address for each test's logins, so their limits do not meet. */
const freshIp = () => `198.51.100.${++n}`;

beforeAll(async () => {
  t = await createTestApp({ today: START, clock: () => now });
  northfield = await siteIdOf(t.database.db, 'northfield');
  lakeside = await siteIdOf(t.database.db, 'lakeside');
  passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
});
afterAll(async () => t.close());

const editor = demoStaff('editor');
const platform = demoStaff('platform_admin');
const login = (body: Record<string, unknown>, ip = freshIp()) => logIn(t.app, body, ip);
const signedIn = async (body: Record<string, unknown>, ip = freshIp()) => {
  const response = await login(body, ip);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = consoleCookieOf(response);
  if (!cookie) throw new Error('no console cookie');
  return consoleBrowser(t.app, cookie.value);
};

describe('console login', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie for the console only, lasting 12 hours at most', async () => {
    at(0);
    const response = await login({ email: editor.email, password: DEMO_STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(consoleCookieOf(response)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/console', maxAge: 12 * 3600 });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      staff: { email: editor.email, name: editor.name, has_second_factor: false },
      stage: 'full',
      grants: [{ role: 'editor', site_id: northfield, location_ids: null, health_data: false }],
      sites: [{ id: northfield, slug: 'northfield', name: expect.any(String), status: 'published' }],
      idle_expires_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
      expires_at: new Date(now.getTime() + 12 * 3_600_000).toISOString(),
    });
  });

  it('gives one answer for an unknown address, a wrong password and a deactivated account', async () => {
    const deactivated = await newStaff(t.database.db, 'gone@northfield.example.edu', { role: 'editor', site_id: northfield }, passwordHash);
    await t.database.db.update(staffUsers).set({ deactivated_at: now }).where(eq(staffUsers.id, deactivated));
    for (const body of [
      { email: 'nobody@northfield.example.edu', password: DEMO_STAFF_PASSWORD },
      { email: editor.email, password: 'Wrong-pass1!' },
      { email: 'gone@northfield.example.edu', password: DEMO_STAFF_PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', msg: M.loginFailed });
      expect(consoleCookieOf(response)).toBeUndefined();
    }
  });

  it('asks an account with a second factor for a code, and grants nothing without one', async () => {
    const response = await login({ email: platform.email, password: DEMO_STAFF_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', msg: M.codeNeeded, errors: { totp: M.codeNeeded } });
    expect(consoleCookieOf(response)).toBeUndefined();
  });

  it('takes a code from the authenticator app once', async () => {
    at(60);
    const code = totpCodeAt(DEMO_TOTP_SECRET, now);
    const b = await signedIn({ email: platform.email, password: DEMO_STAFF_PASSWORD, totp: code });
    expect((await b.get('/v1/console/session')).json()).toMatchObject({ staff: { has_second_factor: true }, stage: 'full', grants: [{ role: 'platform_admin', site_id: null }] });
    expect((await b.get('/v1/console/session')).json().sites.length).toBeGreaterThan(2);
    const again = await login({ email: platform.email, password: DEMO_STAFF_PASSWORD, totp: code });
    expect(again.json()).toEqual({ status: 'error', msg: M.codeWrong, errors: { totp: M.codeWrong } });
    const wrong = await login({ email: platform.email, password: DEMO_STAFF_PASSWORD, totp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a login sent from another site', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/console/login', headers: { 'sec-fetch-site': 'cross-site' }, payload: { email: editor.email, password: DEMO_STAFF_PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(CROSS_SITE_REFUSED);
  });

  it('answers bad input with field errors', async () => {
    const response = await login({ email: 'not an address', password: '', totp: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'totp']);
  });

  it('slows a guesser without locking the owner out of an address they used', async () => {
    const email = 'guessed@northfield.example.edu';
    await newStaff(t.database.db, email, { role: 'editor', site_id: northfield }, passwordHash);
    const home = freshIp();
    await signedIn({ email, password: DEMO_STAFF_PASSWORD }, home);
    // Ten wrong guesses from ten addresses: the account's limit.
    for (let i = 0; i < 10; i++) expect((await login({ email, password: `Guess-${i}!aA` })).statusCode).toBe(401);
    // An eleventh address, even with the right password, waits.
    const elsewhere = await login({ email, password: DEMO_STAFF_PASSWORD });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBeDefined();
    // The owner, at the address they logged in from, is let in.
    await signedIn({ email, password: DEMO_STAFF_PASSWORD }, home);
  });
});

describe('enrolment of a second factor', () => {
  it('is forced on a site manager without one, and gives ten single-use recovery codes', async () => {
    at(120);
    const email = 'new-manager@northfield.example.edu';
    const id = await newStaff(t.database.db, email, { role: 'site_manager', site_id: northfield }, passwordHash);
    const b = await signedIn({ email, password: DEMO_STAFF_PASSWORD });
    expect((await b.get('/v1/console/session')).json()).toMatchObject({ stage: 'enrolment', staff: { has_second_factor: false } });
    const refused = await b.get(`/v1/console/audit?site_id=${northfield}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(M.enrolmentNeeded);

    const confirmFirst = await b.send('POST', '/v1/console/second-factor/confirm', { totp: '123456' });
    expect(confirmFirst.json()).toEqual({ status: 'error', msg: M.noSetupUnderWay, errors: { totp: M.noSetupUnderWay } });
    const setup = (await b.send('POST', '/v1/console/second-factor/setup')).json<{ secret: string; otpauth_uri: string }>();
    expect(setup.otpauth_uri).toBe(`otpauth://totp/Commons:${encodeURIComponent(email)}?issuer=Commons&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);
    const wrong = await b.send('POST', '/v1/console/second-factor/confirm', { totp: totpCodeAt(setup.secret, new Date(now.getTime() - 10 * 60_000)) });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await b.send('POST', '/v1/console/second-factor/confirm', { totp: totpCodeAt(setup.secret, now) });
    expect(confirmed.statusCode).toBe(200);
    const { session, recovery_codes } = confirmed.json<{ session: { stage: string; staff: { recovery_codes_left: number } }; recovery_codes: string[] }>();
    expect(session).toMatchObject({ stage: 'full', staff: { recovery_codes_left: 10 } });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await b.get(`/v1/console/audit?site_id=${northfield}`)).statusCode).toBe(200);
    // Kept as hashes only; the secret never enters the audit trail.
    const stored = JSON.stringify(await t.database.db.select().from(auditEvents).where(eq(auditEvents.staff_user_id, id)));
    expect(stored).not.toContain(setup.secret);
    for (const code of recovery_codes) expect(stored).not.toContain(code);

    const [first] = recovery_codes;
    at(121);
    const withCode = await login({ email, password: DEMO_STAFF_PASSWORD, recovery_code: first?.toUpperCase() });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().staff.recovery_codes_left).toBe(9);
    const reused = await login({ email, password: DEMO_STAFF_PASSWORD, recovery_code: first });
    expect(reused.json()).toEqual({ status: 'error', msg: M.codeWrong, errors: { recovery_code: M.codeWrong } });
  });
});

describe('console sessions', () => {
  it('end after 30 minutes unused, and are renewed while used', async () => {
    at(200);
    const b = await signedIn({ email: editor.email, password: DEMO_STAFF_PASSWORD });
    at(229);
    expect((await b.get('/v1/console/session')).statusCode).toBe(200);
    at(258);
    expect((await b.get('/v1/console/session')).statusCode).toBe(200);
    at(258 + 31);
    const ended = await b.get('/v1/console/session');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().msg).toBe(M.sessionNeeded);
  });

  it('end 12 hours after login however much they are used', async () => {
    at(300);
    const b = await signedIn({ email: editor.email, password: DEMO_STAFF_PASSWORD });
    for (let minutes = 325; minutes < 300 + 12 * 60; minutes += 25) {
      at(minutes);
      expect((await b.get('/v1/console/session')).statusCode).toBe(200);
    }
    at(300 + 12 * 60);
    expect((await b.get('/v1/console/session')).statusCode).toBe(401);
  });

  it('end at logout', async () => {
    at(1000);
    const b = await signedIn({ email: editor.email, password: DEMO_STAFF_PASSWORD });
    const out = await b.send('POST', '/v1/console/logout');
    expect(out.json()).toEqual({ msg: M.signedOut });
    expect(consoleCookieOf(out)).toMatchObject({ value: '' });
    expect((await b.get('/v1/console/session')).statusCode).toBe(401);
  });

  it('see a revoked role on the next call, and end when the account is deactivated', async () => {
    at(1100);
    const email = 'revoked@northfield.example.edu';
    const id = await newStaff(t.database.db, email, { role: 'site_manager', site_id: northfield }, passwordHash, DEMO_TOTP_SECRET);
    const b = await signedIn({ email, password: DEMO_STAFF_PASSWORD, totp: totpCodeAt(DEMO_TOTP_SECRET, now) });
    expect((await b.get(`/v1/console/audit?site_id=${northfield}`)).statusCode).toBe(200);
    expect((await b.get(`/v1/console/audit?site_id=${lakeside}`)).statusCode).toBe(403);
    await t.database.db.delete(staffGrants).where(eq(staffGrants.staff_user_id, id));
    const revoked = await b.get(`/v1/console/audit?site_id=${northfield}`);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().msg).toBe(M.notAllowed);
    await t.database.db.update(staffUsers).set({ deactivated_at: now }).where(eq(staffUsers.id, id));
    expect((await b.get('/v1/console/session')).statusCode).toBe(401);
  });

  it('are needed by every console call but the login', async () => {
    for (const [method, url] of [
      ['GET', '/v1/console/session'],
      ['POST', '/v1/console/logout'],
      ['GET', `/v1/console/audit?site_id=${northfield}`],
      ['POST', '/v1/console/second-factor/setup'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { 'sec-fetch-site': 'same-origin' }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keep only a hash of the token', async () => {
    at(1200);
    const b = await signedIn({ email: editor.email, password: DEMO_STAFF_PASSWORD });
    const rows = await t.database.db.select({ token_hash: staffSessions.token_hash }).from(staffSessions);
    expect(rows.some((row) => row.token_hash === b.token)).toBe(false);
  });
});

describe('the audit trail', () => {
  it('cannot be changed or deleted by the application', async () => {
    const editorId = await staffIdOf(t.database.db, editor.email);
    const [row] = await t.database.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.staff_user_id, editorId)).limit(1);
    expect(row).toBeDefined();
    await expect(t.database.db.update(auditEvents).set({ action: 'changed' }).where(eq(auditEvents.id, row?.id ?? 0))).rejects.toThrow();
    await expect(t.database.db.delete(auditEvents).where(eq(auditEvents.id, row?.id ?? 0))).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });
});
