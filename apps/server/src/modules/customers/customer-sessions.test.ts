import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { limitsOf, openDatabase } from '../../db/client.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { CROSS_SITE_REFUSED } from '../../platform/cross-site.ts';
import { browser, customerTestApp, PASSWORD, profileOf as profileFor, SAME_ORIGIN, sessionSetBy, signedUp as signedUpOn, signUpForm } from './testing/customer-test-kit.ts';
import { LOG_IN_FIRST } from './customers.service.ts';

const START = new Date('2026-11-22T16:50:00Z');
let now = START;
/** Pins the clock `minutes` after START. */
const at = (minutes: number) => {
  now = new Date(START.getTime() + minutes * 60_000);
};

let t: TestApp;
const siteIds = { northfield: 0, lakeside: 0, pinecrest: 0 };

beforeAll(async () => {
  const made = await customerTestApp(START, () => now);
  t = made.t;
  Object.assign(siteIds, made);
});
afterAll(async () => t.close());

const nf = () => siteIds.northfield;
const lk = () => siteIds.lakeside;
const signedUp = (siteId = nf(), changes: Record<string, unknown> = {}) => signedUpOn(t, siteId, changes);
const profileOf = (customerId: number, siteId = nf()) => profileFor(customerId, siteId);

describe('sessions', () => {
  it('last 2 hours, renewed while used', async () => {
    at(0);
    const { b, customer } = await signedUp();
    at(60);
    const renewed = await b.info(nf(), customer.id);
    expect(renewed.statusCode).toBe(200);
    expect(sessionSetBy(renewed)).toMatchObject({ value: b.token, maxAge: 7200 });
    at(60 + 119);
    expect((await b.info(nf(), customer.id)).statusCode).toBe(200);
    at(60 + 119 + 121);
    expect((await b.info(nf(), customer.id)).json()).toEqual({ status: 'error', msg: LOG_IN_FIRST });
    at(0);
  });

  it('end 2 hours after their last renewal when not used', async () => {
    at(0);
    const { b, customer } = await signedUp();
    at(119);
    expect((await b.info(nf(), customer.id)).statusCode).toBe(200);
    at(119 + 121);
    expect((await b.info(nf(), customer.id)).statusCode).toBe(401);
    at(0);
  });

  it("are not renewed on every call: a read within 5 minutes sends no cookie", async () => {
    at(0);
    const { b, customer } = await signedUp();
    at(4);
    expect(sessionSetBy(await b.info(nf(), customer.id))).toBeUndefined();
  });

  it("of another site's account are not valid on this site", async () => {
    const { b, customer } = await signedUp(lk());
    expect((await b.info(lk(), customer.id)).statusCode).toBe(200);
    const res = await b.info(nf(), customer.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', msg: LOG_IN_FIRST });
    const update = await b.update({ ...profileOf(customer.id, nf()), email: 'moved@example.edu' });
    expect(update.statusCode).toBe(401);
  });

  it('without a cookie, or with a forged one, are a 401', async () => {
    const { customer } = await signedUp();
    expect((await browser(t).info(nf(), customer.id)).statusCode).toBe(401);
    const forged = browser(t);
    forged.token = 'A'.repeat(43);
    expect((await forged.info(nf(), customer.id)).statusCode).toBe(401);
  });
});

describe('two instances of the server on one database', () => {
  it('share a session: logged in on one, known on the other; logged out on the other, gone on both', async () => {
    at(0);
    // A second app of its own, with its own connection pool when the database is PostgreSQL: nothing
    // of the session may live in an instance's memory.
    const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, dataDir: 'memory://', limits: limitsOf(readConfig()) }) : t.database;
    const second = await buildApp({ config: { ...readConfig(), LOG_LEVEL: 'silent' }, database, clock: () => now });
    try {
      const other = { ...t, app: second };
      const { b, customer } = await signedUp();
      const there = browser(other);
      there.token = b.token;
      expect((await there.info(nf(), customer.id)).json().customer.id).toBe(customer.id);
      expect((await there.session(nf())).json().customer.id).toBe(customer.id);
      expect((await there.logout()).statusCode).toBe(200);
      expect((await b.info(nf(), customer.id)).statusCode).toBe(401);
      expect((await b.session(nf())).json()).toEqual({ customer: null });
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe('customer/session', () => {
  it("answers the session's customer, never cached, and renews the session like any call", async () => {
    at(0);
    const { b, customer } = await signedUp();
    const res = await b.session(nf());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().customer).toMatchObject({ id: customer.id, first_name: 'Ada' });
    expect(res.json().customer).not.toHaveProperty('password_hash');
    at(30);
    expect(sessionSetBy(await b.session(nf()))).toMatchObject({ value: b.token, maxAge: 7200 });
    at(0);
  });

  it('answers null without a session, with a forged one, after expiry, after logout and on another site', async () => {
    at(0);
    const { b } = await signedUp(lk());
    expect((await b.session(nf())).json()).toEqual({ customer: null });
    expect((await browser(t).session(nf())).json()).toEqual({ customer: null });
    const forged = browser(t);
    forged.token = 'A'.repeat(43);
    expect((await forged.session(nf())).json()).toEqual({ customer: null });
    const { b: expiring } = await signedUp();
    at(121);
    expect((await expiring.session(nf())).json()).toEqual({ customer: null });
    at(0);
    const { b: leaving } = await signedUp();
    await leaving.send({ method: 'POST', url: '/v1/customer/logout', payload: {} });
    expect((await leaving.session(nf())).json()).toEqual({ customer: null });
  });

  it('is a 400 for a missing or malformed site id', async () => {
    const b = browser(t);
    expect((await b.send({ method: 'GET', url: '/v1/customer/session' })).statusCode).toBe(400);
    expect((await b.send({ method: 'GET', url: '/v1/customer/session?site_id=abc' })).statusCode).toBe(400);
    expect((await b.send({ method: 'GET', url: `/v1/customer/session?site_id=${nf()}&customer_id=1` })).statusCode).toBe(400);
  });
});

describe('cross-site writes', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { 'sec-fetch-site': undefined, origin: 'https://evil.example' }],
    ['a null Origin', { 'sec-fetch-site': undefined, origin: 'null' }],
  ] as const)('are refused with %s, before anything happens', async (_name, headers) => {
    const { b, form, customer } = await signedUp();
    const calls = [
      () => b.send({ method: 'POST', url: '/v1/customer/create', payload: signUpForm(nf()), headers }),
      () => b.send({ method: 'POST', url: '/v1/customer/authenticate', payload: { site_id: nf(), email: form.email, password: PASSWORD }, headers }),
      () => b.send({ method: 'POST', url: '/v1/customer/update_customer', payload: profileOf(customer.id), headers }),
      () => b.send({ method: 'POST', url: '/v1/customer/logout', payload: {}, headers }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', msg: CROSS_SITE_REFUSED });
      expect(sessionSetBy(res)).toBeUndefined();
    }
    // The session lives on, the profile is unchanged.
    expect((await b.info(nf(), customer.id)).json().customer.first_name).toBe('Ada');
  });

  it('pass from the same origin by Origin alone, and from clients that are no browser', async () => {
    const { form } = await signedUp();
    const sameOrigin = await t.app.inject({ method: 'POST', url: '/v1/customer/authenticate', headers: { origin: 'http://localhost:80' }, payload: { site_id: nf(), email: form.email, password: PASSWORD } });
    expect(sameOrigin.statusCode).toBe(200);
    const script = await t.app.inject({ method: 'POST', url: '/v1/customer/authenticate', payload: { site_id: nf(), email: form.email, password: PASSWORD } });
    expect(script.statusCode).toBe(200);
    expect(SAME_ORIGIN['sec-fetch-site']).toBe('same-origin');
  });
});
