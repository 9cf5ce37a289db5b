import { needsSecondFactor } from '@commons/domain';
import { CONSOLE_MESSAGES as M, type ConsoleLoginBody } from '@commons/contract/console';
import { AppError, TooManyAttempts } from '../../platform/app-error.ts';
import type { AttemptLimit, CountAttempt, Mark } from '../../platform/attempt-limits.ts';
import { decoyHash, hashPassword, isPasswordOf, needsRehash } from '../customers/passwords.ts';
import type { ConsoleSessions, OpenedSession } from './console-sessions.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import type { StaffAccountsRepo, StaffUserRow } from './staff-accounts.repo.ts';
import { acceptedStep } from './totp.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Slow the guesser, not the owner (docs/product/console.md#sessions). Every attempt counts before
 * the password is checked:
 * - per address: past it, a 429 (sized for an office behind one address);
 * - per account from any address: past it, only addresses the account logged in from within 30
 *   days may go on trying (others get a 429 until the window passes), so a guesser elsewhere is
 *   stopped and the owner at their desk is not;
 * - per account and address: past it, that address waits too, known or not;
 * - codes (the second factor) per account: six digits are few, so after a right password each
 *   account gets a handful of code attempts per window.
 * A login that succeeds clears its account's counts and remembers its address.
 */
export const CONSOLE_LOGIN_LIMITS = {
  perAddress: { name: 'console-login-address', max: 60, windowMs: 15 * MINUTE },
  perAccount: { name: 'console-login-account', max: 10, windowMs: 15 * MINUTE },
  perAccountAddress: { name: 'console-login-account-address', max: 10, windowMs: 15 * MINUTE },
  codesPerAccount: { name: 'console-login-codes', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, AttemptLimit>;
export const CONSOLE_KNOWN_ADDRESS: Mark = { name: 'console-known-address', windowMs: 30 * DAY };

/** A login that went through: the session and the person it is for. */
export interface ConsoleLogin {
  opened: OpenedSession;
  staff: StaffUserRow;
}

export interface ConsoleLoginDeps {
  repo: StaffAccountsRepo;
  sessions: ConsoleSessions;
  countAttempt: CountAttempt;
  clock: () => Date;
}

export function consoleLoginService({ repo, sessions, countAttempt, clock }: ConsoleLoginDeps) {
  async function countAccountAttempt(account: string, ip: string): Promise<void> {
    const pair = `${account}:${ip}`;
    await countAttempt(CONSOLE_LOGIN_LIMITS.perAccountAddress, pair);
    const isOver = await countAttempt.isOver(CONSOLE_LOGIN_LIMITS.perAccount, account);
    if (isOver && !(await countAttempt.isRemembered(CONSOLE_KNOWN_ADDRESS, pair))) throw new TooManyAttempts(CONSOLE_LOGIN_LIMITS.perAccount.windowMs / 1000);
  }

  /** Is the code given the account's second factor now? Counts the attempt; a code works once. */
  async function isSecondFactor(staff: StaffUserRow, body: ConsoleLoginBody): Promise<boolean> {
    await countAttempt(CONSOLE_LOGIN_LIMITS.codesPerAccount, String(staff.id));
    if (body.recovery_code !== undefined) return repo.useRecoveryCode(staff.id, recoveryCodeHash(body.recovery_code), clock());
    if (body.totp === undefined || staff.totp_secret === null) return false;
    const step = acceptedStep(staff.totp_secret, body.totp, clock(), staff.totp_last_step);
    return step !== null && (await repo.takeTotpStep(staff.id, step));
  }

  return {
    /**
     * One answer for an unknown address, a deactivated account and a wrong password, in about the
     * same time. With the right password: an account with a second factor needs a code (a 401 on
     * `totp` that grants nothing, else a session); one that must have a second factor and has none
     * gets a session that can only set it up.
     */
    async login(body: ConsoleLoginBody, ip: string, requestId: string): Promise<ConsoleLogin> {
      await countAttempt(CONSOLE_LOGIN_LIMITS.perAddress, ip);
      const account = body.email.toLowerCase();
      await countAccountAttempt(account, ip);
      const found = await repo.findActiveByEmail(body.email);
      const stored = found?.password_hash ?? (await decoyHash());
      const isMatch = (await isPasswordOf(stored, body.password)) && found?.password_hash != null;
      if (!found || !isMatch) throw new AppError('unauthorized', M.loginFailed);
      if (found.totp_secret !== null) {
        if (body.totp === undefined && body.recovery_code === undefined) throw new AppError('unauthorized', M.codeNeeded, { totp: M.codeNeeded });
        const field = body.recovery_code !== undefined ? 'recovery_code' : 'totp';
        if (!(await isSecondFactor(found, body))) throw new AppError('unauthorized', M.codeWrong, { [field]: M.codeWrong });
      }
      if (needsRehash(stored)) await repo.setPasswordHash(found.id, await hashPassword(body.password));
      const pair = `${account}:${ip}`;
      await Promise.all([
        countAttempt.clear(CONSOLE_LOGIN_LIMITS.perAccount, account),
        countAttempt.clear(CONSOLE_LOGIN_LIMITS.perAccountAddress, pair),
        countAttempt.clear(CONSOLE_LOGIN_LIMITS.codesPerAccount, String(found.id)),
        countAttempt.remember(CONSOLE_KNOWN_ADDRESS, pair),
      ]);
      const mustEnrol = found.totp_secret === null && needsSecondFactor(await repo.grantsOf(found.id));
      return { opened: await sessions.open(found.id, mustEnrol ? 'enrolment' : 'full', requestId), staff: found };
    },
  };
}
export type ConsoleLoginService = ReturnType<typeof consoleLoginService>;
