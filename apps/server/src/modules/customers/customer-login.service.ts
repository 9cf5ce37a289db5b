import type { LoginBody } from '@commons/contract';
import { AppError, invalid } from '../../platform/app-error.ts';
import type { AttemptLimit, CountAttempt, Mark } from '../../platform/attempt-limits.ts';
import type { Captcha } from '../../platform/captcha.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CustomersRepo } from './customers.repo.ts';
import { findLoginSite, LOGIN_FAILED, type Caller, type CustomersService, type Opened } from './customers.service.ts';
import { decoyHash, hashPassword, isPasswordOf, needsRehash } from './passwords.ts';

/** The field error of a login past its account's limit that came without a solved captcha. */
export const LOGIN_CAPTCHA_NEEDED = 'Please complete the captcha to log in.';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Slow the guesser, not the owner (docs/decisions/0016). Every attempt counts, before the password
 * is checked:
 * - per address, sized for a campus whose students share one NAT address: past it, a 429;
 * - per account (site and e-mail), from any address: past it, a login from an address the account
 *   has not logged in from within 30 days needs a solved captcha with the password;
 * - per account and address: past it, that address needs the captcha too, known or not.
 * Nobody is locked out: the owner types the password and solves the captcha, or logs in from an
 * address they used before, while each guess from elsewhere costs a captcha's work. A login that
 * succeeds clears its account's counts and remembers its address.
 */
export const LOGIN_LIMITS = {
  perAddress: { name: 'login-address', max: 100, windowMs: 15 * MINUTE },
  perAccount: { name: 'login-account', max: 10, windowMs: 15 * MINUTE },
  perAccountAddress: { name: 'login-account-address', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, AttemptLimit>;
/** Addresses an account logged in from, remembered this long after each login. */
export const KNOWN_LOGIN_ADDRESS: Mark = { name: 'login-known-address', windowMs: 30 * DAY };

const accountKey = (siteId: number, email: string) => `${siteId}:${email.toLowerCase()}`;

export interface LoginDeps {
  repo: CustomersRepo;
  sites: SitesRepo;
  countAttempt: CountAttempt;
  captcha: Captcha;
  sessions: Pick<CustomersService, 'startSession'>;
}

export function customerLoginService({ repo, sites, countAttempt, captcha, sessions }: LoginDeps) {
  /** Does this attempt need a solved captcha? Counts it on the account and on the account's address. */
  async function needsCaptcha(account: string, ip: string): Promise<boolean> {
    const pair = `${account}:${ip}`;
    const [isAccountOver, isPairOver] = await Promise.all([countAttempt.isOver(LOGIN_LIMITS.perAccount, account), countAttempt.isOver(LOGIN_LIMITS.perAccountAddress, pair)]);
    if (isPairOver) return true;
    return isAccountOver && !(await countAttempt.isRemembered(KNOWN_LOGIN_ADDRESS, pair));
  }

  return {
    /**
     * One answer for an unknown address and a wrong password, in about the same time. Past the
     * account's limit, the captcha is asked for (a 400 on `captcha`) before the password is
     * looked at, so the answer tells a guesser nothing about it.
     */
    async login(body: LoginBody, caller: Caller): Promise<Opened> {
      await findLoginSite(sites, body.site_id);
      await countAttempt(LOGIN_LIMITS.perAddress, caller.ip);
      const account = accountKey(body.site_id, body.email);
      if (await needsCaptcha(account, caller.ip)) {
        const isSolved = body.captcha !== undefined && body.captcha !== '' && (await captcha.isSolved(body.captcha));
        if (!isSolved) throw invalid(LOGIN_CAPTCHA_NEEDED, { captcha: LOGIN_CAPTCHA_NEEDED });
      }
      const found = await repo.findByEmail(body.site_id, body.email);
      const stored = found?.password_hash ?? (await decoyHash());
      const isMatch = (await isPasswordOf(stored, body.password)) && found?.password_hash != null;
      if (!found || !isMatch) throw new AppError('unauthorized', LOGIN_FAILED);
      if (needsRehash(stored)) await repo.setPasswordHash(found.id, await hashPassword(body.password));
      const pair = `${account}:${caller.ip}`;
      await Promise.all([
        countAttempt.clear(LOGIN_LIMITS.perAccount, account),
        countAttempt.clear(LOGIN_LIMITS.perAccountAddress, pair),
        countAttempt.remember(KNOWN_LOGIN_ADDRESS, pair),
      ]);
      return sessions.startSession(found, caller);
    },
  };
}
export type CustomerLoginService = ReturnType<typeof customerLoginService>;
