import { expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { sites } from '../../../db/schema/index.ts';
import type { Config } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { SESSION_COOKIE } from '../session-cookie.ts';

/** What a browser's own page adds to a request of the same origin. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

export const PASSWORD = 'Secret-pass1!';

let made = 0;
/** A filled sign-up form for a new address on `siteId`. */
export function signUpForm(siteId: number, changes: Record<string, unknown> = {}) {
  const n = ++made;
  const email = `student${n}@example.edu`;
  return {
    site_id: siteId,
    first_name: 'Ada',
    last_name: 'Lovelace',
    student_id: `NU${1000 + n}`,
    email,
    confirm_email: email,
    phone_number: '(413) 555 - 0142',
    address: '100 Commons Way, Apt. #4',
    city: 'Northfield',
    state: 'Massachusetts',
    zip_code: '01360',
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...changes,
  };
}

let addresses = 0;
/** A new client address, so per-address limits stay out of a test's way. */
export const newAddress = () => {
  const n = ++addresses;
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
};

/** The session token a response set, or undefined. */
export const sessionSetBy = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);

/** Requests as a browser on the same origin sends them: from one address, with the session cookie once it has one. */
export function browser(t: TestApp, address = newAddress()) {
  let token: string | undefined;
  const send = async (options: InjectOptions) => {
    // A header given as undefined is one the browser does not send.
    const headers = Object.fromEntries(Object.entries({ ...SAME_ORIGIN, ...options.headers }).filter(([, value]) => value !== undefined));
    const res = await t.app.inject({
      remoteAddress: address,
      ...options,
      headers,
      cookies: { ...(token ? { [SESSION_COOKIE]: token } : {}), ...options.cookies },
    });
    const set = sessionSetBy(res);
    if (set) token = set.value === '' ? undefined : set.value;
    return res;
  };
  return {
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    send,
    post: (url: string, payload: unknown, headers: Record<string, string | undefined> = {}) => send({ method: 'POST', url, payload: payload as object, headers }),
    get: (url: string) => send({ method: 'GET', url }),
    signUp: (form: unknown) => send({ method: 'POST', url: '/v1/customer/create', payload: form as object }),
    login: (siteId: number, email: string, password = PASSWORD) => send({ method: 'POST', url: '/v1/customer/authenticate', payload: { site_id: siteId, email, password } }),
    logout: () => send({ method: 'POST', url: '/v1/customer/logout', payload: {} }),
    info: (siteId: number, customerId: number) => send({ method: 'GET', url: `/v1/customer/info?site_id=${siteId}&customer_id=${customerId}` }),
    session: (siteId: number) => send({ method: 'GET', url: `/v1/customer/session?site_id=${siteId}` }),
    update: (payload: unknown) => send({ method: 'POST', url: '/v1/customer/update_customer', payload: payload as object }),
  };
}

/** The real app as of `today` with `clock`, the ids of its sites, and Lakeside's customer login on (a second site with accounts). */
export async function customerTestApp(today: Date, clock: () => Date, config: Partial<Config> = {}) {
  const t = await createTestApp({ today, clock, config });
  const ids: Record<string, number> = {};
  for (const slug of ['northfield', 'lakeside', 'pinecrest']) {
    ids[slug] = (await t.app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` })).json().site.id;
  }
  await t.database.db
    .update(sites)
    .set({ flags: sql`${sites.flags} || '{"customer_login": true}'::jsonb` })
    .where(eq(sites.slug, 'lakeside'));
  return { t, northfield: ids.northfield ?? 0, lakeside: ids.lakeside ?? 0, pinecrest: ids.pinecrest ?? 0 };
}

/** A browser with a new account on `siteId`, logged in by its sign-up. */
export async function signedUp(t: TestApp, siteId: number, changes: Record<string, unknown> = {}) {
  const b = browser(t);
  const form = signUpForm(siteId, changes);
  const res = await b.signUp(form);
  expect(res.statusCode, res.body).toBe(200);
  const customer = res.json().customer as { id: number; email: string };
  return { b, form, customer };
}

/** A filled profile form for `customerId`. */
export const profileOf = (customerId: number, siteId: number) => ({
  customer_id: customerId,
  site_id: siteId,
  first_name: 'Grace',
  last_name: 'Hopper',
  student_id: 'NU9999',
  email: `grace${customerId}@example.edu`,
  phone: '(617) 555 - 0100',
  mobile: '',
  address: '1 Harbor St.',
  city: 'Boston',
  state: 'ny',
  zip: '02110',
  notify_by_text: true,
});
