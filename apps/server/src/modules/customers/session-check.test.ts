import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { RESET_MESSAGES } from '@commons/domain';
import { mailOutbox, sessions, sites } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { secondInstance } from '../../test-support/second-instance.ts';
import { browser, customerTestApp, profileOf, SAME_ORIGIN, sessionSetBy, signedUp as signedUpOn } from './testing/customer-test-kit.ts';
import { tokenHash } from './session-cookie.ts';

const START = new Date('2026-11-22T16:50:00Z');
let now = START;
/** Pins the clock `minutes` after START. */
const at = (minutes: number) => {
  now = new Date(START.getTime() + minutes * 60_000);
};
const LOG_IN_FIRST = { status: 'error', msg: 'Please log in.' };

/** Two servers on one database, as behind a load balancer. */
let a: TestApp;
let b: TestApp;
let nf = 0;

beforeAll(async () => {
  const made = await customerTestApp(START, () => now);
  a = made.t;
  nf = made.northfield;
  b = await secondInstance(a, { today: START, clock: () => now });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** A customer signed up on instance a, and the same browser's calls sent to instance b. */
async function onBoth() {
  const onA = await signedUpOn(a, nf);
  const onB = browser(b);
  onB.token = onA.b.token;
  return { onA: onA.b, onB, customer: onA.customer };
}

describe('a session used on two instances', () => {
  it('logged out on one is refused by the other at its next call', async () => {
    at(0);
    const { onA, onB, customer } = await onBoth();
    expect((await onB.info(nf, customer.id)).statusCode).toBe(200);
    expect((await onA.logout()).statusCode).toBe(200);
    expect((await onB.info(nf, customer.id)).json()).toEqual(LOG_IN_FIRST);
    expect((await onB.session(nf)).json()).toEqual({ customer: null });
  });

  it('ended by a password reset on one is refused by the other at its next call', async () => {
    at(0);
    const { onA, onB, customer } = await onBoth();
    expect((await onB.info(nf, customer.id)).statusCode).toBe(200);
    expect((await onA.post('/v1/customer/request_password_reset', { site_id: nf, email: customer.email })).statusCode).toBe(200);
    const [mail] = await a.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email)).orderBy(desc(mailOutbox.id)).limit(1);
    const key = /\/customerResetPassword\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    const reset = await a.app.inject({ method: 'PUT', url: '/v1/customer/update/password', payload: { password: 'Fresh-start9#', public_key: key }, headers: SAME_ORIGIN });
    expect(reset.json()).toMatchObject({ msg: RESET_MESSAGES.passwordChanged });
    expect((await onB.info(nf, customer.id)).json()).toEqual(LOG_IN_FIRST);
  });

  it('deleted or ended in the database is refused by both at their next call', async () => {
    at(0);
    const gone = await onBoth();
    const ended = await onBoth();
    for (const { onA, onB, customer } of [gone, ended]) {
      expect((await onA.info(nf, customer.id)).statusCode).toBe(200);
      expect((await onB.info(nf, customer.id)).statusCode).toBe(200);
    }
    await a.database.db.delete(sessions).where(eq(sessions.token_hash, tokenHash(gone.onA.token ?? '')));
    await a.database.db.update(sessions).set({ expires_at: new Date(START.getTime() - 1000) }).where(eq(sessions.token_hash, tokenHash(ended.onA.token ?? '')));
    for (const { onA, onB, customer } of [gone, ended]) {
      expect((await onB.info(nf, customer.id)).json()).toEqual(LOG_IN_FIRST);
      expect((await onA.info(nf, customer.id)).json()).toEqual(LOG_IN_FIRST);
    }
  });

  it('answers the account as changed on the other instance, at once', async () => {
    at(0);
    const { onA, onB, customer } = await onBoth();
    expect((await onB.info(nf, customer.id)).json().customer.first_name).toBe('Ada');
    const saved = await onA.update(profileOf(customer.id, nf));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await onB.info(nf, customer.id)).json().customer).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', city: 'Boston' });
  });

  it("is refused on both once the site's customer login is turned off", async () => {
    at(0);
    const { onA, onB, customer } = await onBoth();
    expect((await onB.info(nf, customer.id)).statusCode).toBe(200);
    const customerLogin = (isOn: boolean) =>
      a.database.db
        .update(sites)
        .set({ flags: sql`${sites.flags} || jsonb_build_object('customer_login', ${isOn}::boolean)` })
        .where(eq(sites.id, nf));
    await customerLogin(false);
    try {
      for (const on of [onB, onA]) expect((await on.info(nf, customer.id)).json()).toEqual({ status: 'error', msg: 'This site has no customer accounts.' });
    } finally {
      await customerLogin(true);
    }
    expect((await onB.info(nf, customer.id)).statusCode).toBe(200);
  });

  it('renewed on one instance lives on on the other, which writes nothing in between', async () => {
    at(0);
    const { onA, onB, customer } = await onBoth();
    expect((await onB.info(nf, customer.id)).statusCode).toBe(200);
    at(60);
    expect(sessionSetBy(await onA.info(nf, customer.id))).toMatchObject({ value: onA.token, maxAge: 7200 });
    at(62);
    expect(sessionSetBy(await onB.info(nf, customer.id))).toBeUndefined();
    // Renewed at 60 until 180; b renews it at 179 until 299, which a sees.
    at(179);
    expect(sessionSetBy(await onB.info(nf, customer.id))).toMatchObject({ value: onA.token, maxAge: 7200 });
    at(298);
    expect((await onA.info(nf, customer.id)).statusCode).toBe(200);
    at(298 + 121);
    expect((await onB.info(nf, customer.id)).json()).toEqual(LOG_IN_FIRST);
    at(0);
  });
});

/** The statements that read sessions, customers or sites while `call` runs (the driver's own query calls, passed through). */
async function statementsOf(t: TestApp, call: () => Promise<unknown>): Promise<string[]> {
  // Both drivers send every statement through their client's query(); the spy only records it.
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await call();
    return spy.mock.calls
      .map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text))
      .filter((text) => /"(sessions|customers|sites)"/.test(text));
  } finally {
    spy.mockRestore();
  }
}

describe('a logged-in read', () => {
  it('asks the database one statement once it knows the account and site rows, and reads a changed row again', async () => {
    at(0);
    const { b: onA, customer } = await signedUpOn(a, nf);
    expect((await onA.info(nf, customer.id)).statusCode).toBe(200);
    expect(await statementsOf(a, () => onA.info(nf, customer.id))).toHaveLength(1);
    expect((await onA.update(profileOf(customer.id, nf))).statusCode).toBe(200);
    expect(await statementsOf(a, () => onA.info(nf, customer.id))).toHaveLength(2);
    expect(await statementsOf(a, () => onA.info(nf, customer.id))).toHaveLength(1);
  });

  it('without a session asks one statement too, and is a 401', async () => {
    let res: LightMyRequestResponse | undefined;
    const statements = await statementsOf(a, async () => {
      res = await browser(a).info(nf, 1);
    });
    expect(statements).toHaveLength(1);
    expect(res?.json()).toEqual(LOG_IN_FIRST);
  });
});
