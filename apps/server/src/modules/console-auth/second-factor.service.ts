import { CONSOLE_MESSAGES as M } from '@commons/contract/console';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../platform/app-error.ts';
import type { AttemptLimit, CountAttempt } from '../../platform/attempt-limits.ts';
import { recordAudit, type AuditAuthor } from './audit-trail.ts';
import type { ConsoleCaller } from './console-route.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import type { StaffAccountsRepo } from './staff-accounts.repo.ts';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';

/** Codes tried while confirming a setup, per account: as for logins, six digits are few. */
const SETUP_CODES: AttemptLimit = { name: 'console-setup-codes', max: 10, windowMs: 15 * 60_000 };

export interface SecondFactorDeps {
  db: Db;
  repo: StaffAccountsRepo;
  countAttempt: CountAttempt;
  clock: () => Date;
}

/** Setting up an authenticator app, and recovery codes (docs/product/console.md#second-factor). */
export function secondFactorService({ db, repo, countAttempt, clock }: SecondFactorDeps) {
  return {
    /** A new secret for the session to confirm; it replaces a setup under way and changes nothing else yet. One audit event (the secret left out). */
    async setup(caller: ConsoleCaller, author: AuditAuthor): Promise<{ secret: string; otpauth_uri: string }> {
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await repo.setPendingSecret(tx, caller.tokenHash, secret);
        await recordAudit(tx, author, { site_id: null, entity: 'staff_user', entity_id: caller.staffUserId, action: 'second_factor.setup_started' }, clock());
      });
      return { secret, otpauth_uri: totpUri(secret, caller.email) };
    },

    /**
     * The code confirms the secret under way: the account's second factor becomes it, with ten new
     * recovery codes (answered this once), and the session becomes whole. One audit event.
     */
    async confirm(caller: ConsoleCaller, code: string, author: AuditAuthor): Promise<string[]> {
      const secret = caller.pendingTotpSecret;
      if (secret === null) throw invalid(M.noSetupUnderWay, { totp: M.noSetupUnderWay });
      await countAttempt(SETUP_CODES, String(caller.staffUserId));
      const step = acceptedStep(secret, code, clock(), null);
      if (step === null) throw invalid(M.codeWrong, { totp: M.codeWrong });
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await repo.setSecondFactor(tx, caller.staffUserId, secret, step, codes.map(recoveryCodeHash));
        await repo.completeSession(tx, caller.tokenHash);
        await recordAudit(
          tx,
          author,
          { site_id: null, entity: 'staff_user', entity_id: caller.staffUserId, action: 'second_factor.set_up', before: { has_second_factor: caller.hasSecondFactor }, after: { has_second_factor: true, codes_issued: codes.length } },
          clock(),
        );
      });
      return codes;
    },

    /** Ten new recovery codes in place of the old ones, for an account with a second factor. One audit event. */
    async newRecoveryCodes(caller: ConsoleCaller, author: AuditAuthor): Promise<string[]> {
      if (!caller.hasSecondFactor) throw new AppError('conflict', 'Set up an authenticator app first: recovery codes go with it.');
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await repo.replaceRecoveryCodes(tx, caller.staffUserId, codes.map(recoveryCodeHash));
        await recordAudit(tx, author, { site_id: null, entity: 'staff_user', entity_id: caller.staffUserId, action: 'recovery_codes.replaced', before: null, after: { codes_issued: codes.length } }, clock());
      });
      return codes;
    },
  };
}
export type SecondFactorService = ReturnType<typeof secondFactorService>;
