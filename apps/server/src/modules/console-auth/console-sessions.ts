import { createHash, randomBytes } from 'node:crypto';
import { needsSecondFactor, reachableSites } from '@commons/domain';
import type { ConsoleSession } from '@commons/contract/console';
import type { Db } from '../../db/client.ts';
import { recordAudit } from './audit-trail.ts';
import { batchedReads } from '../../platform/batched-reads.ts';
import type { CheckedSession, StaffAccountsRepo } from './staff-accounts.repo.ts';
import { sitesDirectory } from './sites-directory.ts';

/** docs/product/console.md#sessions: a session ends after 30 minutes unused, and 12 hours after its login at the latest. */
export const CONSOLE_IDLE_MS = 30 * 60_000;
export const CONSOLE_LONGEST_MS = 12 * 60 * 60_000;
/** A used session's idle end is moved on once this much of it has passed, so reads do not each write. */
const RENEW_AFTER_MS = 60_000;
/** Session checks under way at once: one; calls that arrive meanwhile go together in the next (as the customers', docs/decisions/0032). */
const CHECKS_AT_ONCE = 1;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A session just opened: its token (for the cookie only) and its latest end. */
export interface OpenedSession {
  token: string;
  endsAt: Date;
}

/** The console sessions: opened at login, checked at every call, ended at logout or deactivation. */
export function consoleSessions(db: Db, repo: StaffAccountsRepo, clock: () => Date) {
  const checkSession = batchedReads((hashes: string[]) => repo.checkSessions(hashes, clock()), CHECKS_AT_ONCE);
  const directory = sitesDirectory(repo.sitesListed);
  return {
    /** Forgets the kept site names (a site changed, here or on another instance). */
    forgetSites: directory.forget,

    /** Opens a session for a login that went through (request `requestId`); the login is one audit event. */
    async open(staffUserId: number, stage: 'full' | 'enrolment', requestId: string): Promise<OpenedSession> {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const endsAt = new Date(now.getTime() + CONSOLE_LONGEST_MS);
      await db.transaction(async (tx) => {
        await repo.startSession(tx, { token_hash: tokenHash(token), staff_user_id: staffUserId, stage, created_at: now, ends_at: endsAt, expires_at: new Date(now.getTime() + CONSOLE_IDLE_MS) });
        await recordAudit(tx, { staffUserId, requestId }, { site_id: null, entity: 'staff_session', entity_id: null, action: 'login', after: { stage } }, now);
      });
      return { token, endsAt };
    },

    /**
     * The live session of `token` with its person's grants as they are now (a role revoked or an
     * account deactivated a moment ago counts); its idle end moves on as it is used.
     */
    async check(token: string | null): Promise<(CheckedSession & { tokenHash: string }) | null> {
      if (token === null) return null;
      const now = clock();
      const hash = tokenHash(token);
      const found = await checkSession(hash);
      if (!found) return null;
      const idleEnd = new Date(Math.min(found.endsAt.getTime(), now.getTime() + CONSOLE_IDLE_MS));
      if (idleEnd.getTime() - found.expiresAt.getTime() >= RENEW_AFTER_MS) {
        await repo.renewSession(hash, idleEnd);
        found.expiresAt = idleEnd;
      }
      // A role that asks for a second factor, given while the session lasts, asks for it now.
      const stage = found.stage === 'enrolment' || (!found.hasSecondFactor && needsSecondFactor(found.grants)) ? 'enrolment' : 'full';
      return { ...found, stage, tokenHash: hash };
    },

    /** Ends the caller's session (a logout): one audit event. */
    async end(session: { staffUserId: number; tokenHash: string }, requestId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.endSession(tx, session.tokenHash);
        await recordAudit(tx, { staffUserId: session.staffUserId, requestId }, { site_id: null, entity: 'staff_session', entity_id: null, action: 'logout' }, clock());
      });
    },

    /** What the console is told of a session: the person, their grants and the sites they may open. */
    async answer(session: CheckedSession): Promise<ConsoleSession> {
      const sites = await directory.sites(reachableSites(session.grants));
      return {
        staff: { id: session.staffUserId, email: session.email, name: session.name, has_second_factor: session.hasSecondFactor, recovery_codes_left: session.recoveryCodesLeft },
        stage: session.stage,
        grants: session.grants.map((grant) => ({ ...grant, location_ids: grant.location_ids ? [...grant.location_ids] : null })),
        sites,
        idle_expires_at: session.expiresAt.toISOString(),
        expires_at: session.endsAt.toISOString(),
      };
    },
  };
}
export type ConsoleSessions = ReturnType<typeof consoleSessions>;
