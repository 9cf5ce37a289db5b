import { createHash, randomBytes } from 'node:crypto';
import { RESET_KEY_TTL_MS, RESET_MESSAGES as R } from '@commons/domain';
import type { RequestPasswordResetBody, UpdatePasswordBody } from '@commons/contract';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../platform/app-error.ts';
import type { AttemptLimit } from '../../platform/attempt-limits.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CustomersRepo } from '../customers/customers.repo.ts';
import { hashPassword } from '../customers/passwords.ts';
import { NO_CUSTOMER_LOGIN } from '../customers/customers.service.ts';
import type { ResetKeyRow, ResetKeysRepo, ResetKind } from './reset-keys.repo.ts';
import type { StaffUsersRepo } from './staff-users.repo.ts';
import { customerResetMail, siteHomeUrl } from './reset-mail.ts';

const MINUTE = 60_000;
/**
 * Asking for links: per address sized for a shared campus address, per e-mail address so one
 * inbox gets at most 5 links an hour. Setting passwords: per address, which bounds the Argon2id
 * work one caller can cause (a key itself cannot be guessed).
 */
export const RESET_LIMITS = {
  requestPerAddress: { name: 'reset-request-address', max: 30, windowMs: 60 * MINUTE },
  requestPerAccount: { name: 'reset-request-account', max: 5, windowMs: 60 * MINUTE },
  updatePerAddress: { name: 'reset-update-address', max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, AttemptLimit>;

/** 256 random bits, base64url: the key a link carries. */
export const newResetKey = () => randomBytes(32).toString('base64url');
/** What the table keeps of a key. */
export const resetKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

export interface PasswordResetDeps {
  db: Db;
  mail: MailOutbox;
  keys: ResetKeysRepo;
  customers: CustomersRepo;
  staff: StaffUsersRepo;
  sites: SitesRepo;
  countAttempt: (limit: AttemptLimit, caller: string) => Promise<void>;
  clock: () => Date;
  publicBaseUrl: string;
}

/** Why a key opens nothing, in the words the page shows; null when it is good to use. */
function keyProblem(row: ResetKeyRow | undefined, kind: ResetKind, now: Date): string | null {
  if (!row || row.kind !== kind) return R.linkUnknown;
  if (row.used_at) return R.linkUsed;
  if (row.expires_at.getTime() <= now.getTime()) return R.linkExpired;
  return null;
}

export function passwordResetService(deps: PasswordResetDeps) {
  const { keys, clock } = deps;

  /** Checks the key, hashes the password (only for a usable key), then uses both at once. */
  async function setPassword(kind: ResetKind, body: UpdatePasswordBody, ip: string): Promise<ResetKeyRow> {
    await deps.countAttempt(RESET_LIMITS.updatePerAddress, ip);
    const keyHash = resetKeyHash(body.public_key);
    const row = await keys.find(keyHash);
    const problem = keyProblem(row, kind, clock());
    if (problem || !row) throw invalid(problem ?? R.linkUnknown);
    const passwordHash = await hashPassword(body.password);
    const now = clock();
    if (!(await keys.usePasswordKey(keyHash, kind, passwordHash, now))) {
      // Used or expired while the password was hashed.
      throw invalid(keyProblem(await keys.find(keyHash), kind, now) ?? R.linkUsed);
    }
    return row;
  }

  return {
    /** Mails a link when the site has an account with this address; the answer is the same either way. */
    async requestCustomerReset(body: RequestPasswordResetBody, ip: string): Promise<{ msg: string }> {
      const site = await deps.sites.findById(body.site_id);
      if (!site?.published) throw notFound('Invalid site.');
      if (!site.flags.customer_login) throw notFound(NO_CUSTOMER_LOGIN);
      await deps.countAttempt(RESET_LIMITS.requestPerAddress, ip);
      await deps.countAttempt(RESET_LIMITS.requestPerAccount, `${site.id}:${body.email.toLowerCase()}`);
      const customer = await deps.customers.findByEmail(site.id, body.email);
      if (customer) {
        const key = newResetKey();
        const now = clock();
        const link = `${base(deps.publicBaseUrl)}/customerResetPassword/${key}`;
        await deps.mail.inTransaction(async (tx, queue) => {
          await keys.insert(tx, { keyHash: resetKeyHash(key), kind: 'customer', accountId: customer.id, siteId: site.id, now, expiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS) });
          await queue(customerResetMail(site, customer.email, link, deps.publicBaseUrl));
        });
      }
      return { msg: R.linkSent };
    },

    /** A customer's new password from a reset link; every session of the account ends. */
    async resetCustomerPassword(body: UpdatePasswordBody, ip: string): Promise<{ msg: string; domain: string }> {
      const row = await setPassword('customer', body, ip);
      const site = row.site_id === null ? undefined : await deps.sites.findById(row.site_id);
      return { msg: R.passwordChanged, domain: site ? siteHomeUrl(deps.publicBaseUrl, site) : `${base(deps.publicBaseUrl)}/` };
    },

    /** A staff user's new password from a reset link (or an invitation): every console session of the account ends, and the page goes on to the console's login. */
    async resetStaffPassword(body: UpdatePasswordBody, ip: string): Promise<{ msg: string; domain: string }> {
      await setPassword('staff', body, ip);
      return { msg: R.passwordChanged, domain: `${base(deps.publicBaseUrl)}/console/login` };
    },

    /** A reset link for a staff user, for an operator to pass on (`npm run staff:reset-link`). */
    async staffResetLink(email: string): Promise<string> {
      const user = await deps.staff.findByEmail(email);
      if (!user) throw new AppError('not_found', `No staff user has the address ${email}.`);
      const key = newResetKey();
      const now = clock();
      await deps.db.transaction(async (tx) => {
        await keys.insert(tx, { keyHash: resetKeyHash(key), kind: 'staff', accountId: user.id, siteId: null, now, expiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS) });
      });
      return `${base(deps.publicBaseUrl)}/resetPassword/${key}`;
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
