import type { Customer, SignUpBody, UpdateCustomerBody } from '@commons/contract';
import { withLockedIdentity } from '@commons/domain';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AttemptLimit, CountAttempt } from '../../platform/attempt-limits.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import type { CustomerRow, CustomersRepo } from './customers.repo.ts';
import { hashPassword } from './passwords.ts';
import { newSessionToken, SESSION_RENEW_AFTER_MS, SESSION_TTL_MS, tokenHash } from './session-cookie.ts';
import { sessionChecker } from './session-check.ts';

export const LOGIN_FAILED = 'The email or password is incorrect.';
export const LOG_IN_FIRST = 'Please log in.';
export const NOT_YOUR_ACCOUNT = 'This is not your account.';
export const NO_CUSTOMER_LOGIN = 'This site has no customer accounts.';
export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const LOGGED_OUT = 'You have been logged out.';

const MINUTE = 60_000;
export const SIGN_UP_LIMITS = {
  perAddress: { name: 'signup-address', max: 20, windowMs: 60 * MINUTE },
  perAccount: { name: 'signup-account', max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, AttemptLimit>;

/** Who is asking: the client's address (rate limits) and the session token the browser sent, if any. */
export interface Caller {
  ip: string;
  token: string | null;
}

/** A customer just logged in, and the token of their new session. */
export interface Opened {
  customer: Customer;
  token: string;
}

/** The session's customer, the site it is on, and whether the session was just renewed (its cookie is then sent again). */
export interface Authorized {
  customer: CustomerRow;
  site: SiteRow;
  isRenewed: boolean;
}

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    student_id: row.student_id,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    notify_by_text: row.notify_by_text,
    allergens: row.allergens,
    contact_name: row.contact_name,
    contact_number: row.contact_number,
    carries_epinephrine: row.carries_epinephrine,
    food_insecurity: row.food_insecurity,
    identity_locked: row.identity_locked,
  };
}

/** A published site with customer login turned on; any other is not found. */
export async function findLoginSite(sites: SitesRepo, siteId: number): Promise<SiteRow> {
  return loginSiteOf(await sites.findById(siteId));
}

/** `site` when it is published with customer login turned on; any other is not found. */
function loginSiteOf(site: SiteRow | undefined): SiteRow {
  if (!site?.published) throw notFound('Invalid site.');
  if (!site.flags.customer_login) throw notFound(NO_CUSTOMER_LOGIN);
  return site;
}

const emailTaken = () => new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
const accountKey = (siteId: number, email: string) => `${siteId}:${email.toLowerCase()}`;

export function customersService(repo: CustomersRepo, sites: SitesRepo, countAttempt: CountAttempt, clock: () => Date) {
  const loginSite = (siteId: number) => findLoginSite(sites, siteId);
  const checkSession = sessionChecker(repo);

  /**
   * The live session `token` opened on `siteId`, renewed while in use; an expired one is deleted.
   * Asked of the database at every call (docs/decisions/0032).
   */
  async function liveSession(token: string | null, siteId: number): Promise<Authorized | null> {
    const hash = token ? tokenHash(token) : null;
    const checked = await checkSession(siteId, hash);
    const site = loginSiteOf(checked.site);
    const session = checked.session;
    const now = clock();
    if (!hash || !session) return null;
    if (session.expiresAt.getTime() <= now.getTime()) {
      await repo.deleteSession(hash);
      return null;
    }
    const isRenewed = session.expiresAt.getTime() - now.getTime() <= SESSION_TTL_MS - SESSION_RENEW_AFTER_MS;
    if (isRenewed) await repo.renewSession(hash, new Date(now.getTime() + SESSION_TTL_MS));
    return { customer: session.customer, site, isRenewed };
  }

  /** A new session for `customer`; the browser's earlier one, if any, ends (a new id at every login). */
  async function openSession(customer: CustomerRow, caller: Caller): Promise<Opened> {
    const now = clock();
    if (caller.token) await repo.deleteSession(tokenHash(caller.token));
    await repo.deleteExpiredSessions(now);
    const token = newSessionToken();
    await repo.createSession({ tokenHash: tokenHash(token), customerId: customer.id, siteId: customer.site_id, now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
    return { customer: toCustomer(customer), token };
  }

  return {
    async signUp(body: SignUpBody, caller: Caller): Promise<Opened> {
      await loginSite(body.site_id);
      await countAttempt(SIGN_UP_LIMITS.perAddress, caller.ip);
      await countAttempt(SIGN_UP_LIMITS.perAccount, accountKey(body.site_id, body.email));
      if (await repo.isEmailTaken(body.site_id, body.email)) throw emailTaken();
      const now = clock();
      const stored = await repo.insert({
        site_id: body.site_id,
        email: body.email,
        password_hash: await hashPassword(body.password),
        first_name: body.first_name,
        last_name: body.last_name,
        student_id: body.student_id,
        phone: body.phone_number,
        mobile: body.mobile,
        address: body.address,
        city: body.city,
        state: body.state,
        zip: body.zip_code,
        notify_by_text: body.notify_by_text,
        created_at: now,
        updated_at: now,
      });
      // Another sign-up with the same address won the race since the check above.
      if (!stored) throw emailTaken();
      return openSession(stored, caller);
    },

    /** Logs in `customer`: one whose password was just checked (customer-login.service.ts), or an account the checkout's customer step made a moment ago. */
    startSession: (customer: CustomerRow, caller: Caller): Promise<Opened> => openSession(customer, caller),

    async logout(token: string | null): Promise<void> {
      if (token) await repo.deleteSession(tokenHash(token));
    },

    /**
     * The session's customer, when `customerId` is theirs and the session was opened on `siteId`:
     * a site without customer login is a 404, no live session on this site a 401, another
     * customer's id a 403. A session in use is renewed for another 2 hours.
     */
    async authorize(token: string | null, siteId: number, customerId: number): Promise<Authorized> {
      const found = await liveSession(token, siteId);
      if (!found) throw new AppError('unauthorized', LOG_IN_FIRST);
      if (found.customer.id !== customerId) throw new AppError('forbidden', NOT_YOUR_ACCOUNT);
      return found;
    },

    /** The session's customer on `siteId`, or null when the browser is not logged in there; renewed as `authorize` does. */
    async current(token: string | null, siteId: number): Promise<Authorized | null> {
      return liveSession(token, siteId);
    },

    async updateProfile(customer: CustomerRow, body: UpdateCustomerBody): Promise<Customer> {
      const identity = withLockedIdentity(body, customer);
      if (await repo.isEmailTaken(customer.site_id, identity.email, customer.id)) throw emailTaken();
      const changes = {
        first_name: identity.first_name,
        last_name: identity.last_name,
        student_id: identity.student_id,
        email: identity.email,
        phone: body.phone,
        mobile: body.mobile,
        address: body.address,
        city: body.city,
        state: body.state,
        zip: body.zip,
        notify_by_text: body.notify_by_text,
      };
      const updated = await repo.update(customer.id, changes, clock());
      if (!updated) throw emailTaken();
      return toCustomer(updated);
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
