import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { browser, newAddress, PASSWORD, signUpForm } from './testing/customer-test-kit.ts';
import { SIGN_UP_LIMITS } from './customers.service.ts';
import { LOGIN_CAPTCHA_NEEDED, LOGIN_LIMITS } from './customer-login.service.ts';
import { QUICK_CAPTCHA, solvedCaptcha } from '../forms/testing/forms-test-kit.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
let t: TestApp;
let siteId = 0;
/** Every log line the app wrote, at the most detailed level. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ today: TODAY, config: { LOG_LEVEL: 'trace', ...QUICK_CAPTCHA }, logStream: { write: (line) => void logLines.push(line) } });
  siteId = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
});
afterAll(async () => t.close());

const tooMany = (minutes: number) => ({ status: 'error', msg: `Too many attempts. Please wait ${minutes} minutes and try again.` });

describe('login flooding', () => {
  const needsCaptcha = { status: 'error', msg: LOGIN_CAPTCHA_NEEDED, errors: { captcha: LOGIN_CAPTCHA_NEEDED } };
  const loginWith = (b: ReturnType<typeof browser>, email: string, password: string, captcha: string) =>
    b.post('/v1/customer/authenticate', { site_id: siteId, email, password, captcha });
  /** An account, and `count` wrong passwords sent to it, each from an address of its own. */
  async function guessedAt(count: number) {
    const form = signUpForm(siteId);
    expect((await browser(t).signUp(form)).statusCode).toBe(200);
    for (let i = 0; i < count; i++) expect((await browser(t).login(siteId, form.email, 'Wrong-pass1!')).statusCode).toBe(401);
    return form;
  }

  it(`locks nobody out: past ${LOGIN_LIMITS.perAccount.max} attempts on an account from anywhere, the right password logs in with a solved captcha`, async () => {
    const form = await guessedAt(LOGIN_LIMITS.perAccount.max);
    const owner = browser(t);
    const asked = await owner.login(siteId, form.email.toUpperCase());
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(needsCaptcha);
    expect(owner.token).toBeUndefined();
    const res = await loginWith(owner, form.email, PASSWORD, await solvedCaptcha(t));
    expect(res.statusCode, res.body).toBe(200);
    expect(owner.token).toBeDefined();
  });

  it('asks a guesser for the captcha before the password is looked at, and for a new one each time', async () => {
    const form = await guessedAt(LOGIN_LIMITS.perAccount.max);
    // Right or wrong, without a captcha the answer is the same.
    expect((await browser(t).login(siteId, form.email, 'Wrong-pass1!')).json()).toEqual(needsCaptcha);
    expect((await browser(t).login(siteId, form.email)).json()).toEqual(needsCaptcha);
    const answer = await solvedCaptcha(t);
    expect((await loginWith(browser(t), form.email, 'Wrong-pass1!', answer)).statusCode).toBe(401);
    expect((await loginWith(browser(t), form.email, PASSWORD, answer)).json()).toEqual(needsCaptcha);
    expect((await loginWith(browser(t), form.email, PASSWORD, 'not-a-solution')).json()).toEqual(needsCaptcha);
    // Another account is not held up.
    const other = signUpForm(siteId);
    expect((await browser(t).signUp(other)).statusCode).toBe(200);
    expect((await browser(t).login(siteId, other.email)).statusCode).toBe(200);
  });

  it('lets an address that logged in to the account before log in without a captcha while others guess', async () => {
    const form = signUpForm(siteId);
    const home = newAddress();
    expect((await browser(t, home).signUp(form)).statusCode).toBe(200);
    expect((await browser(t, home).login(siteId, form.email)).statusCode).toBe(200);
    for (let i = 0; i < 3 * LOGIN_LIMITS.perAccount.max; i++) expect((await browser(t).login(siteId, form.email, 'Wrong-pass1!')).statusCode).toBeOneOf([400, 401]);
    expect((await browser(t).login(siteId, form.email)).json()).toEqual(needsCaptcha);
    expect((await browser(t, home).login(siteId, form.email)).statusCode).toBe(200);
  });

  it(`asks a known address for the captcha too once it makes ${LOGIN_LIMITS.perAccountAddress.max} attempts itself`, async () => {
    const form = signUpForm(siteId);
    const home = newAddress();
    expect((await browser(t, home).signUp(form)).statusCode).toBe(200);
    expect((await browser(t, home).login(siteId, form.email)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress.max; i++) expect((await browser(t, home).login(siteId, form.email, 'Wrong-pass1!')).statusCode).toBe(401);
    expect((await browser(t, home).login(siteId, form.email)).json()).toEqual(needsCaptcha);
    expect((await loginWith(browser(t, home), form.email, PASSWORD, await solvedCaptcha(t))).statusCode).toBe(200);
  });

  it('counts again from nothing after a login that succeeds: the owner is not held up by their own logins', async () => {
    const form = await guessedAt(LOGIN_LIMITS.perAccount.max - 1);
    expect((await browser(t).login(siteId, form.email)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max; i++) expect((await browser(t).login(siteId, form.email)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max; i++) expect((await browser(t).login(siteId, form.email, 'Wrong-pass1!')).statusCode).toBe(401);
    expect((await browser(t).login(siteId, form.email)).json()).toEqual(needsCaptcha);
  });

  it(`stops after ${LOGIN_LIMITS.perAddress.max} attempts from one address in 15 minutes, whatever the accounts`, async () => {
    const b = browser(t);
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) expect((await b.login(siteId, `flood${i}@example.edu`)).statusCode).toBe(401);
    const res = await b.login(siteId, 'flood-last@example.edu');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany(15));
    expect((await browser(t).login(siteId, 'flood-last@example.edu')).statusCode).toBe(401);
  });
});

describe('sign-up flooding', () => {
  it(`stops after ${SIGN_UP_LIMITS.perAddress.max} sign-ups from one address in an hour`, async () => {
    const b = browser(t);
    for (let i = 0; i < SIGN_UP_LIMITS.perAddress.max; i++) expect((await b.signUp(signUpForm(siteId))).statusCode).toBe(200);
    const res = await b.signUp(signUpForm(siteId));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany(60));
  });

  it(`stops after ${SIGN_UP_LIMITS.perAccount.max} tries of one address in an hour`, async () => {
    const form = signUpForm(siteId);
    expect((await browser(t).signUp(form)).statusCode).toBe(200);
    for (let i = 1; i < SIGN_UP_LIMITS.perAccount.max; i++) expect((await browser(t).signUp(form)).statusCode).toBe(409);
    expect((await browser(t).signUp(form)).statusCode).toBe(429);
  });
});

describe('passwords', () => {
  it('are stored as Argon2id hashes and appear in no answer and no log line', async () => {
    logLines.length = 0;
    const b = browser(t, newAddress());
    const form = signUpForm(siteId);
    const bodies: string[] = [];
    const signUp = await b.signUp(form);
    const id = signUp.json().customer.id as number;
    bodies.push(signUp.body);
    bodies.push((await browser(t).login(siteId, form.email, 'Wrong-pass1!')).body);
    bodies.push((await b.login(siteId, form.email)).body);
    bodies.push((await b.info(siteId, id)).body);
    bodies.push((await b.update({ customer_id: id, site_id: siteId, first_name: 'Ada', last_name: 'Byron', student_id: 'NU1', email: form.email, phone: '4135550142', address: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', notify_by_text: false })).body);
    bodies.push((await b.signUp({ ...form, password: 'short', confirm_password: 'short' })).body);
    bodies.push((await b.logout()).body);

    const [row] = await t.database.db.select({ hash: customers.password_hash }).from(customers).where(eq(customers.id, id));
    const hash = row?.hash ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(logLines.length).toBeGreaterThan(10);
    for (const text of [...bodies, ...logLines]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('Wrong-pass1!');
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('password_hash');
    }
  });
});
