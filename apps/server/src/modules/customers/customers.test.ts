import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { browser, customerTestApp, profileOf as profileFor, sessionSetBy, signedUp as signedUpOn, signUpForm } from './testing/customer-test-kit.ts';
import { campusCustomerEmail, DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from '../../seed/seed-customers.ts';
import { EMAIL_TAKEN, LOGGED_OUT, LOGIN_FAILED, LOG_IN_FIRST, NO_CUSTOMER_LOGIN, NOT_YOUR_ACCOUNT } from './customers.service.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
let t: TestApp;
const siteIds = { northfield: 0, lakeside: 0, pinecrest: 0 };

beforeAll(async () => {
  const made = await customerTestApp(TODAY, () => TODAY);
  t = made.t;
  Object.assign(siteIds, made);
});
afterAll(async () => t.close());

const nf = () => siteIds.northfield;
const lk = () => siteIds.lakeside;
const signedUp = (siteId = nf(), changes: Record<string, unknown> = {}) => signedUpOn(t, siteId, changes);
const profileOf = (customerId: number, siteId = nf()) => profileFor(customerId, siteId);

describe('POST /v1/customer/create (sign-up)', () => {
  it('creates the account, logs it in and answers the profile as stored', async () => {
    const b = browser(t);
    const form = signUpForm(nf(), { email: ' Grace@Example.EDU ', confirm_email: 'grace@example.edu', mobile: '(413) 555 - 0199' });
    const res = await b.signUp(form);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      customer: {
        id: expect.any(Number),
        first_name: 'Ada',
        last_name: 'Lovelace',
        student_id: form.student_id,
        email: 'Grace@Example.EDU',
        phone: '4135550142',
        mobile: '4135550199',
        address: '100 Commons Way, Apt. #4',
        city: 'Northfield',
        state: 'MA',
        zip: '01360',
        notify_by_text: false,
        allergens: [],
        contact_name: null,
        contact_number: null,
        carries_epinephrine: false,
        food_insecurity: false,
        identity_locked: false,
      },
      student: null,
    });
    const cookie = sessionSetBy(res);
    expect(cookie).toMatchObject({ path: '/v1', httpOnly: true, sameSite: 'Lax', maxAge: 7200 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await b.info(nf(), res.json().customer.id);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ customer: res.json().customer, allergen_card: null });
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const b = browser(t, '127.0.0.1');
    const res = await b.send({ method: 'POST', url: '/v1/customer/create', payload: signUpForm(nf()), headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(sessionSetBy(res)?.secure).toBe(true);
  });

  it('refuses an address already signed up on the site, case aside, with a field error', async () => {
    const { form } = await signedUp();
    const again = await browser(t).signUp({ ...signUpForm(nf()), email: form.email.toUpperCase(), confirm_email: form.email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', msg: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } });
    expect(sessionSetBy(again)).toBeUndefined();
    // Another site's accounts are its own.
    const elsewhere = await browser(t).signUp({ ...signUpForm(lk()), email: form.email, confirm_email: form.email });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 400 with field errors for missing, malformed, oversized and hostile fields', async () => {
    const b = browser(t);
    const missing = await b.signUp({ site_id: nf() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      first_name: 'A first name is required',
      last_name: 'A last name is required',
      student_id: 'A student ID is required',
      email: 'An email address is required',
      confirm_email: 'Please confirm your email address',
      phone_number: 'A phone number is required',
      address: 'An address is required',
      city: 'A city is required',
      state: 'A state is required',
      zip_code: 'A zip code is required',
      password: 'A password is required',
      confirm_password: 'Please confirm your password',
    });
    const malformed = await b.signUp(signUpForm(nf(), { phone_number: '(413) 555 - 01', state: 'Mas', password: 'secret-pass1!', confirm_password: 'secret-pass1!' }));
    expect(malformed.json()).toEqual({
      status: 'error',
      msg: 'Please check the highlighted fields.',
      errors: { phone_number: 'Please enter a valid phone number', state: 'Please enter a valid state', password: 'A password must contain an uppercase letter' },
    });
    const oversized = await b.signUp(signUpForm(nf(), { last_name: 'x'.repeat(20_000) }));
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().errors).toEqual({ last_name: 'Too long.' });
    const hostile = await b.signUp(signUpForm(nf(), { first_name: 'Ada\u0000', city: ['Boston'], site_id: '1', is_admin: true }));
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().errors).toEqual({
      first_name: 'Must not contain NUL characters or broken Unicode (unpaired surrogates).',
      city: 'Must be text.',
      site_id: 'Must be a number.',
      is_admin: 'This field is not allowed.',
    });
    const notJson = await b.send({ method: 'POST', url: '/v1/customer/create', payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json().status).toBe('error');
  });
});

describe('POST /v1/customer/authenticate and /v1/customer/logout', () => {
  it('logs in with a new session id, ending the one the browser had', async () => {
    const { b, form, customer } = await signedUp();
    const first = b.token;
    const res = await b.login(nf(), form.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer: expect.objectContaining({ id: customer.id, email: form.email }) });
    expect(b.token).toBeDefined();
    expect(b.token).not.toBe(first);
    expect((await b.info(nf(), customer.id)).statusCode).toBe(200);
    const old = browser(t);
    old.token = first;
    expect((await old.info(nf(), customer.id)).statusCode).toBe(401);
  });

  it("logs in each full site's demo customer", async () => {
    const res = await browser(t).login(nf(), demoCustomerEmail('northfield'), DEMO_CUSTOMER_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ email: 'demo@northfield.example.edu', first_name: 'Demo', state: 'MA' });
    expect((await browser(t).login(lk(), 'demo@lakeside.example.edu', 'Demo-pass1!')).statusCode).toBe(200);
  });

  it('gives one message for a wrong password and an unknown address', async () => {
    const { form } = await signedUp();
    const wrongPassword = await browser(t).login(nf(), form.email, 'Wrong-pass1!');
    const unknown = await browser(t).login(nf(), 'nobody@example.edu');
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', msg: LOGIN_FAILED });
      expect(sessionSetBy(res)).toBeUndefined();
    }
  });

  it('needs a valid address and a password', async () => {
    const res = await browser(t).post('/v1/customer/authenticate', { site_id: nf(), email: 'ada@', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address', password: 'A password is required' });
  });

  it('logs out: the session ends and its cookie is cleared', async () => {
    const { b, customer } = await signedUp();
    const token = b.token;
    const res = await b.logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: LOGGED_OUT });
    expect(sessionSetBy(res)?.value).toBe('');
    const stale = browser(t);
    stale.token = token;
    expect((await stale.info(nf(), customer.id)).json()).toEqual({ status: 'error', msg: LOG_IN_FIRST });
    // Without a session, logging out still answers.
    expect((await browser(t).logout()).statusCode).toBe(200);
  });
});

describe('POST /v1/customer/update_customer', () => {
  it("saves the session customer's profile and answers it", async () => {
    const { b, customer } = await signedUp();
    const res = await b.update(profileOf(customer.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ id: customer.id, first_name: 'Grace', email: `grace${customer.id}@example.edu`, phone: '6175550100', mobile: null, state: 'NY', notify_by_text: true });
    expect((await b.info(nf(), customer.id)).json().customer).toEqual(res.json().customer);
  });

  it("refuses another account's address, case aside, with a field error; keeps its own", async () => {
    const other = await signedUp();
    const { b, customer } = await signedUp();
    const taken = await b.update({ ...profileOf(customer.id), email: other.form.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: EMAIL_TAKEN });
    const own = await b.update({ ...profileOf(customer.id), email: customer.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it("takes the spec's cookie field without letting it stand for the session", async () => {
    const { b, customer } = await signedUp();
    const res = await b.update({ ...profileOf(customer.id), cookie: 'not-a-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.first_name).toBe('Grace');
  });

  it("keeps the names, e-mail and student ID of an account the school's sign-in owns, and saves the rest", async () => {
    const b = browser(t);
    const login = await b.login(nf(), campusCustomerEmail('northfield'), DEMO_CUSTOMER_PASSWORD);
    const locked = login.json().customer;
    expect(locked).toMatchObject({ first_name: 'Casey', last_name: 'Morgan', student_id: 'N2000001', email: 'campus@northfield.example.edu', identity_locked: true });
    const res = await b.update({ ...profileOf(locked.id), first_name: 'Mallory', last_name: 'Other', student_id: 'N9999999', email: 'mallory@example.edu', city: 'Amherst' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ first_name: 'Casey', last_name: 'Morgan', student_id: 'N2000001', email: 'campus@northfield.example.edu', city: 'Amherst', identity_locked: true });
    expect((await b.info(nf(), locked.id)).json().customer).toEqual(res.json().customer);
  });

  it('answers 400 with the rule messages', async () => {
    const { b, customer } = await signedUp();
    const res = await b.update({ ...profileOf(customer.id), phone: '555-ABCD', zip: '', first_name: 'R2D2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: 'A phone number must only contain numbers', zip: 'A zip code is required', first_name: 'A first name must only contain letters' });
  });
});

describe("another customer's id", () => {
  it('is a 403 on every customer call', async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    const info = await mine.b.info(nf(), theirs.customer.id);
    expect(info.statusCode).toBe(403);
    expect(info.json()).toEqual({ status: 'error', msg: NOT_YOUR_ACCOUNT });
    const update = await mine.b.update(profileOf(theirs.customer.id));
    expect(update.statusCode).toBe(403);
    expect((await theirs.b.info(nf(), theirs.customer.id)).json().customer.first_name).toBe('Ada');
  });
});

describe('sites without customer login', () => {
  it('answer 404 to every customer call', async () => {
    const pc = siteIds.pinecrest;
    const b = browser(t);
    const answers = [
      await b.signUp(signUpForm(pc)),
      await b.login(pc, 'someone@example.edu'),
      await b.info(pc, 1),
      await b.update(profileOf(1, pc)),
    ];
    for (const res of answers) expect(res.json()).toEqual({ status: 'error', msg: NO_CUSTOMER_LOGIN });
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await b.info(999_999, 1)).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });
});
