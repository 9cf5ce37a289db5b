import type { FastifyInstance } from 'fastify';
import { getAllergenCard, getAllergenWalletPass, postCustomerCreate, postUpdateAllergenProfile } from '@commons/contract';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

const PASSWORD = 'Fuzz-pass1!';
const isCustomerCall = (target: FuzzTarget) =>
  target.path.startsWith('/v1/customer/') || target.path.startsWith('/v1/pass/') || (target.path === '/v1/reservations/' && target.method !== 'GET');
/** Calls that need an allergen profile saved first. */
const needsAllergenCard = (target: FuzzTarget) => target.path === getAllergenCard.path || target.path === getAllergenWalletPass.path;

/** A filled sign-up form's values by field name, for the account `email`. */
const formHints = (siteId: number, email: string): Hints => ({
  site_id: [siteId],
  first_name: ['Ada'],
  last_name: ['Lovelace'],
  student_id: ['NU1000'],
  email: [email],
  confirm_email: [email],
  phone_number: ['(413) 555 - 0142'],
  phone: ['(413) 555 - 0142'],
  address: ['100 Commons Way'],
  city: ['Northfield'],
  state: ['MA'],
  zip_code: ['01360'],
  zip: ['01360'],
  password: [PASSWORD],
  confirm_password: [PASSWORD],
  contact_name: ['Grace Hopper'],
  contact_number: ['(413) 555 - 0111'],
});

export interface CustomerFuzz {
  hintsFor(target: FuzzTarget): Hints;
  headersFor(target: FuzzTarget): Record<string, string>;
}

/**
 * Each customer call is fuzzed as its own customer: an account signed up on a site with customer
 * login and that account's session cookie on every request, so requests reach past "log in"
 * (what one call does, a logout or a profile change, touches no other call's account). Sign-up
 * gets an address no account has.
 */
export async function customerFuzzSetup(app: FastifyInstance, targets: readonly FuzzTarget[]): Promise<CustomerFuzz> {
  const siteId = (await app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json<{ site: { id: number } }>().site.id;
  const accounts = new Map<string, { hints: Hints; cookie: string }>();
  let n = 0;
  for (const target of targets.filter(isCustomerCall)) {
    const email = `fuzz${++n}@example.edu`;
    const key = `${target.method} ${target.path}`;
    if (target.path === postCustomerCreate.path) {
      accounts.set(key, { hints: formHints(siteId, email), cookie: '' });
      continue;
    }
    // The sign-up form's fields only: the profile's `phone` and `zip` are named `phone_number` and `zip_code` there, and it has no emergency contact.
    const form = Object.fromEntries(
      Object.entries(formHints(siteId, email))
        .filter(([name]) => !['phone', 'zip', 'contact_name', 'contact_number'].includes(name))
        .map(([name, values]) => [name, values[0]]),
    );
    const res = await app.inject({ method: 'POST', url: postCustomerCreate.path, payload: form, remoteAddress: `10.250.0.${n}` });
    if (res.statusCode !== 200) throw new Error(`The fuzz account did not sign up: ${res.body}`);
    const id = res.json<{ customer: { id: number } }>().customer.id;
    const session = res.cookies.find((c) => c.name === 'commons_session');
    const cookie = `commons_session=${session?.value ?? ''}`;
    if (needsAllergenCard(target)) {
      const profile = { customer_id: id, site_id: siteId, allergens: ['Milk'], contact_name: 'Grace Hopper', contact_number: '4135550111', carries_epinephrine: true };
      const saved = await app.inject({ method: 'POST', url: postUpdateAllergenProfile.path, payload: profile, headers: { cookie } });
      if (saved.statusCode !== 200) throw new Error(`The fuzz account's allergen profile was not saved: ${saved.body}`);
    }
    accounts.set(key, { hints: { ...formHints(siteId, email), customer_id: [id] }, cookie });
  }
  const accountOf = (target: FuzzTarget) => accounts.get(`${target.method} ${target.path}`);
  return {
    hintsFor: (target) => accountOf(target)?.hints ?? {},
    headersFor: (target): Record<string, string> => {
      const cookie = accountOf(target)?.cookie;
      return cookie ? { cookie } : {};
    },
  };
}
