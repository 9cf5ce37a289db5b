import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { RESET_MESSAGES as R, ACCOUNT_MESSAGES as M } from '@commons/domain';
import { customers, mailOutbox, passwordResetKeys, staffUsers } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { CROSS_SITE_REFUSED } from '../../platform/cross-site.ts';
import { attemptLimits } from '../../platform/attempt-limits.ts';
import { browser, customerTestApp, PASSWORD, SAME_ORIGIN, signedUp as signedUpOn } from '../customers/testing/customer-test-kit.ts';
import { LOG_IN_FIRST } from '../customers/customers.service.ts';
import { customersRepo } from '../customers/customers.repo.ts';
import { sitesRepo } from '../sites/sites.repo.ts';
import { isPasswordOf } from '../customers/passwords.ts';
import { DEMO_STAFF_EMAIL } from '../../seed/seed-customers.ts';
import { passwordResetService, RESET_LIMITS } from './password-reset.service.ts';
import { resetKeysRepo } from './reset-keys.repo.ts';
import { staffUsersRepo } from './staff-users.repo.ts';

const START = new Date('2026-11-22T16:50:00Z');
let now = START;
const at = (minutes: number) => {
  now = new Date(START.getTime() + minutes * 60_000);
};
const NEW_PASSWORD = 'Fresh-start9#';

let t: TestApp;
let nf = 0;
let pinecrest = 0;

beforeAll(async () => {
  const made = await customerTestApp(START, () => now);
  t = made.t;
  nf = made.northfield;
  pinecrest = made.pinecrest;
});
afterAll(async () => t.close());

const requestReset = (body: unknown, b = browser(t)) => b.post('/v1/customer/request_password_reset', body);
const putPassword = (path: 'customer' | 'users', body: unknown, headers: Record<string, string> = { ...SAME_ORIGIN }) =>
  t.app.inject({ method: 'PUT', url: `/v1/${path}/update/password`, payload: body as object, headers, remoteAddress: '10.99.0.1' });

/** The key in the newest message to `email`, read from the outbox as a mail client would read the link. */
async function keyMailedTo(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const key = /\/customerResetPassword\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1];
  expect(key, 'a reset link in the text part').toBeDefined();
  expect(row?.html).toContain(`/customerResetPassword/${key}`);
  return key ?? '';
}

async function customerWithLink() {
  at(0);
  const account = await signedUpOn(t, nf);
  const res = await requestReset({ site_id: nf, email: account.customer.email.toUpperCase() });
  expect(res.statusCode, res.body).toBe(200);
  return { ...account, key: await keyMailedTo(account.customer.email) };
}

describe('customer password reset', () => {
  it('end to end: link in the outbox, new password set, every session ended, the new password logs in', async () => {
    const { b, customer, key } = await customerWithLink();
    const other = browser(t);
    expect((await other.login(nf, customer.email)).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mail?.subject).toBe(`${R.mailSubject} for Northfield University`);
    expect(mail?.text).toContain(`http://localhost:3000/customerResetPassword/${key}`);

    const res = await putPassword('customer', { password: NEW_PASSWORD, public_key: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: R.passwordChanged, domain: 'http://localhost:3000/northfield' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    expect((await b.info(nf, customer.id)).json()).toEqual({ status: 'error', msg: LOG_IN_FIRST });
    expect((await other.info(nf, customer.id)).statusCode).toBe(401);
    expect((await browser(t).login(nf, customer.email, PASSWORD)).statusCode).toBe(401);
    expect((await browser(t).login(nf, customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    at(0);
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const res = await requestReset({ site_id: nf, email: 'nobody-here@example.edu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: R.linkSent });
    const known = await signedUpOn(t, nf);
    expect((await requestReset({ site_id: nf, email: known.customer.email })).json()).toEqual({ msg: R.linkSent });
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1);
  });

  it('a used key is refused the second time', async () => {
    const { key } = await customerWithLink();
    expect((await putPassword('customer', { password: NEW_PASSWORD, public_key: key })).statusCode).toBe(200);
    const again = await putPassword('customer', { password: 'Another-go7!', public_key: key });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(R.linkUsed);
  });

  it('a newer link leaves the older ones of the account unusable once used', async () => {
    const { customer, key: first } = await customerWithLink();
    await requestReset({ site_id: nf, email: customer.email });
    const second = await keyMailedTo(customer.email);
    expect(second).not.toBe(first);
    expect((await putPassword('customer', { password: NEW_PASSWORD, public_key: second })).statusCode).toBe(200);
    expect((await putPassword('customer', { password: NEW_PASSWORD, public_key: first })).json().msg).toBe(R.linkUsed);
  });

  it('a key expires after an hour (pinned clock)', async () => {
    const { customer, key } = await customerWithLink();
    at(61);
    const res = await putPassword('customer', { password: NEW_PASSWORD, public_key: key });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(R.linkExpired);
    at(0);
    expect((await browser(t).login(nf, customer.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a key works up to its last minute', async () => {
    const { key } = await customerWithLink();
    at(59);
    expect((await putPassword('customer', { password: NEW_PASSWORD, public_key: key })).statusCode).toBe(200);
    at(0);
  });

  it('an unknown key, and a customer key on the staff call, are refused', async () => {
    const { key } = await customerWithLink();
    const unknown = await putPassword('customer', { password: NEW_PASSWORD, public_key: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(R.linkUnknown);
    expect((await putPassword('users', { password: NEW_PASSWORD, public_key: key })).json().msg).toBe(R.linkUnknown);
  });

  it('the new password follows the sign-up rules', async () => {
    const { key } = await customerWithLink();
    const cases: [string, string][] = [
      ['', M.passwordRequired],
      ['Sh0rt!', M.passwordTooShort],
      ['alllower1!', M.passwordUppercase],
      ['NoDigits!!', M.passwordDigit],
      ['NoSpecial12', M.passwordSpecial],
      [`Aa1!${'x'.repeat(200)}`, M.passwordTooLong],
    ];
    for (const [password, message] of cases) {
      const res = await putPassword('customer', { password, public_key: key });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toEqual({ password: message });
    }
    expect((await putPassword('customer', { password: NEW_PASSWORD, public_key: key })).statusCode).toBe(200);
  });

  it('missing, malformed, oversized and hostile input is a 400 with field errors, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { password: NEW_PASSWORD },
      { public_key: 'A'.repeat(43) },
      { password: 12345678, public_key: 'A'.repeat(43) },
      { password: NEW_PASSWORD, public_key: null },
      { password: NEW_PASSWORD, public_key: 'x'.repeat(100_00) },
      { password: NEW_PASSWORD, public_key: "' or 1=1 --" },
      { password: NEW_PASSWORD, public_key: '../../etc/passwd' },
      { password: 'Bad\u0000Pass1!', public_key: 'A'.repeat(43) },
      { password: NEW_PASSWORD, public_key: 'A'.repeat(43), role: 'admin' },
      [],
    ];
    for (const body of bodies) {
      for (const path of ['customer', 'users'] as const) {
        const res = await putPassword(path, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().status).toBe('error');
      }
    }
    const missing = await putPassword('customer', {});
    expect(missing.json().errors).toEqual({ password: M.passwordRequired, public_key: R.linkUnknown });
    const tooBig = await t.app.inject({ method: 'PUT', url: '/v1/customer/update/password', payload: { password: 'A'.repeat(100_000), public_key: 'k' }, headers: SAME_ORIGIN });
    expect(tooBig.statusCode).toBeLessThan(500);
    expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);

    const requests: [unknown, Record<string, string>][] = [
      [{}, { site_id: 'Must be a number.', email: 'An email address is required' }],
      [{ site_id: nf }, { email: 'An email address is required' }],
      [{ site_id: 'one', email: 'a@b.edu' }, { site_id: 'Must be a number.' }],
      [{ site_id: nf, email: 'not an address' }, { email: 'Please enter a valid email address' }],
      [{ site_id: nf, email: `${'a'.repeat(600)}@example.edu` }, { email: 'Too long.' }],
      [{ site_id: nf, email: '<script>@x.edu' }, { email: 'Please enter a valid email address' }],
    ];
    for (const [body, errors] of requests) {
      const res = await requestReset(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json(), JSON.stringify(body).slice(0, 80)).toEqual({ status: 'error', msg: 'Please check the highlighted fields.', errors });
    }
  });

  it('is refused cross-site, and on a site without customer accounts', async () => {
    const cross = await browser(t).post('/v1/customer/request_password_reset', { site_id: nf, email: 'a@example.edu' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().msg).toBe(CROSS_SITE_REFUSED);
    const crossPut = await putPassword('customer', { password: NEW_PASSWORD, public_key: 'A'.repeat(43) }, { origin: 'https://evil.example' });
    expect(crossPut.statusCode).toBe(403);
    expect((await requestReset({ site_id: pinecrest, email: 'a@example.edu' })).statusCode).toBe(404);
  });

  it('limits requests per e-mail address with a clear 429', async () => {
    at(0);
    const { customer } = await signedUpOn(t, nf);
    for (let i = 0; i < RESET_LIMITS.requestPerAccount.max; i++) {
      expect((await requestReset({ site_id: nf, email: customer.email })).statusCode).toBe(200);
    }
    const over = await requestReset({ site_id: nf, email: customer.email.toUpperCase() });
    expect(over.statusCode).toBe(429);
    // Every request came at the same minute: the hour's window is still whole.
    expect(over.json().msg).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(over.headers['retry-after']).toBe('3600');
  });

  it('limits requests per address', async () => {
    at(0);
    const b = browser(t);
    for (let i = 0; i < RESET_LIMITS.requestPerAddress.max; i++) {
      expect((await requestReset({ site_id: nf, email: `someone${i}@example.edu` }, b)).statusCode).toBe(200);
    }
    expect((await requestReset({ site_id: nf, email: 'one-more@example.edu' }, b)).statusCode).toBe(429);
  });
});

describe('staff password reset', () => {
  const resets = () =>
    passwordResetService({
      db: t.database.db,
      mail: { inTransaction: () => Promise.reject(new Error('no mail')) },
      keys: resetKeysRepo(t.database.db),
      customers: customersRepo(t.database.db),
      staff: staffUsersRepo(t.database.db),
      sites: sitesRepo(t.database.db),
      countAttempt: attemptLimits(t.database.db),
      clock: () => now,
      publicBaseUrl: 'http://localhost:3000/',
    });

  it('a printed link sets the demo staff user\'s password once', async () => {
    at(0);
    const link = await resets().staffResetLink(DEMO_STAFF_EMAIL.toUpperCase());
    const key = /^http:\/\/localhost:3000\/resetPassword\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1] ?? '';
    expect(key).not.toBe('');
    const res = await putPassword('users', { password: NEW_PASSWORD, public_key: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: R.passwordChanged, domain: 'http://localhost:3000/console/login' });
    const [user] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF_EMAIL));
    expect(await isPasswordOf(user?.password_hash ?? '', NEW_PASSWORD)).toBe(true);
    expect((await putPassword('users', { password: NEW_PASSWORD, public_key: key })).json().msg).toBe(R.linkUsed);
    expect((await putPassword('customer', { password: NEW_PASSWORD, public_key: key })).json().msg).toBe(R.linkUnknown);
  });

  it('an unknown staff address gets no link', async () => {
    await expect(resets().staffResetLink('nobody@commons.example.edu')).rejects.toThrow('No staff user has the address nobody@commons.example.edu.');
  });

  it('keys are stored only as their SHA-256', async () => {
    const link = await resets().staffResetLink(DEMO_STAFF_EMAIL);
    const key = link.split('/').pop() ?? '';
    const stored = await t.database.db.select().from(passwordResetKeys);
    expect(stored.some((row) => row.key_hash === key)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
  });
});

describe('logs', () => {
  it('never carry a reset key, a password or a hash', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ today: START, config: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
    try {
      const site = (await logged.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id as number;
      const email = 'demo@northfield.example.edu';
      expect((await logged.app.inject({ method: 'POST', url: '/v1/customer/request_password_reset', payload: { site_id: site, email }, headers: SAME_ORIGIN })).statusCode).toBe(200);
      const [row] = await logged.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const key = /\/customerResetPassword\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1] ?? '';
      expect(key).not.toBe('');
      await logged.app.inject({ method: 'GET', url: `/customerResetPassword/${key}`, headers: { accept: 'text/html' } });
      await logged.app.inject({ method: 'GET', url: `/resetPassword/${key}?x=1`, headers: { accept: 'text/html' } });
      await logged.app.inject({ method: 'PUT', url: '/v1/customer/update/password', payload: { password: 'weak', public_key: key }, headers: SAME_ORIGIN });
      const done = await logged.app.inject({ method: 'PUT', url: '/v1/customer/update/password', payload: { password: NEW_PASSWORD, public_key: key }, headers: SAME_ORIGIN });
      expect(done.statusCode).toBe(200);
      const [customer] = await logged.database.db.select().from(customers).where(eq(customers.email, email));
      const secrets = [key, NEW_PASSWORD, 'weak"', customer?.password_hash ?? 'no hash'];
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.join('\n')).toContain('/customerResetPassword/[key]');
      for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
      for (const answer of [done.body]) for (const secret of secrets) expect(answer).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
