import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { StaffGrant } from '@commons/domain';
import type { Db } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { sites, staffGrants, staffRecoveryCodes, staffSessions, staffUsers } from '../../db/schema/index.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
/** A grant as the permission table reads it, with its row id. */
export type GrantRow = StaffGrant & { id: number };

/** What every console call asks first: the session of a token, its person and their grants, in one statement. */
export interface CheckedSession {
  staffUserId: number;
  email: string;
  name: string;
  stage: 'full' | 'enrolment';
  hasSecondFactor: boolean;
  pendingTotpSecret: string | null;
  recoveryCodesLeft: number;
  createdAt: Date;
  endsAt: Date;
  expiresAt: Date;
  grants: GrantRow[];
}

interface CheckRow {
  n: number;
  staff_user_id: number;
  email: string;
  name: string;
  stage: 'full' | 'enrolment';
  has_second_factor: boolean;
  pending_totp_secret: string | null;
  created_ms: number;
  ends_ms: number;
  expires_ms: number;
  grants: GrantRow[] | string;
  codes_left: number;
}

/** A site as the console's site switcher lists it. */
export interface SiteListed {
  id: number;
  slug: string;
  name: string;
  published: boolean;
  prelaunch: boolean;
}

/** Runs in a transaction or on the pool alike. */
type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export function staffAccountsRepo(db: Db) {
  // Asked at every console call, for the calls that queue while one runs (console-sessions.ts): prepared once per connection.
  const checkStatement = namedStatement<CheckRow>(db, 'staff_session_checks', sql`
    select q.n::int as n, ${staffSessions.staff_user_id} as staff_user_id, ${staffUsers.email} as email, ${staffUsers.name} as name,
      ${staffSessions.stage} as stage, ${staffUsers.totp_secret} is not null as has_second_factor,
      ${staffSessions.pending_totp_secret} as pending_totp_secret,
      (extract(epoch from ${staffSessions.created_at}) * 1000)::float8 as created_ms,
      (extract(epoch from ${staffSessions.ends_at}) * 1000)::float8 as ends_ms,
      (extract(epoch from ${staffSessions.expires_at}) * 1000)::float8 as expires_ms,
      coalesce((select json_agg(json_build_object('id', g.id, 'role', g.role, 'site_id', g.site_id, 'location_ids', g.location_ids, 'health_data', g.health_data) order by g.id)
        from ${staffGrants} g where g.staff_user_id = ${staffUsers.id}), '[]'::json) as grants,
      (select count(*)::int from ${staffRecoveryCodes} r where r.staff_user_id = ${staffUsers.id} and r.used_at is null) as codes_left
    from unnest(${sql.placeholder('tokenHashes')}::text[]) with ordinality as q(token_hash, n)
    join ${staffSessions} on ${staffSessions.token_hash} = q.token_hash and ${staffSessions.expires_at} > ${sql.placeholder('now')}::timestamptz
    join ${staffUsers} on ${staffUsers.id} = ${staffSessions.staff_user_id} and ${staffUsers.deactivated_at} is null`);

  return {
    /** The live sessions of token hashes at `now` (undefined: none), with their people and grants as of now, in one statement; answered in their order. */
    async checkSessions(tokenHashes: readonly string[], now: Date): Promise<(CheckedSession | undefined)[]> {
      const rows = await checkStatement({ tokenHashes: [...tokenHashes], now: now.toISOString() });
      const answers: (CheckedSession | undefined)[] = tokenHashes.map(() => undefined);
      for (const row of rows) {
        answers[row.n - 1] = {
          staffUserId: row.staff_user_id,
          email: row.email,
          name: row.name,
          stage: row.stage,
          hasSecondFactor: row.has_second_factor,
          pendingTotpSecret: row.pending_totp_secret,
          recoveryCodesLeft: row.codes_left,
          createdAt: new Date(row.created_ms),
          endsAt: new Date(row.ends_ms),
          expiresAt: new Date(row.expires_ms),
          grants: typeof row.grants === 'string' ? (JSON.parse(row.grants) as GrantRow[]) : row.grants,
        };
      }
      return answers;
    },

    async startSession(runner: Runner, session: typeof staffSessions.$inferInsert): Promise<void> {
      await runner.insert(staffSessions).values(session);
    },

    /** Moves the session's idle end on (never past its latest end). */
    async renewSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(staffSessions).set({ expires_at: sql`least(${staffSessions.ends_at}, ${expiresAt.toISOString()}::timestamptz)` }).where(eq(staffSessions.token_hash, tokenHash));
    },

    async endSession(runner: Runner, tokenHash: string): Promise<void> {
      await runner.delete(staffSessions).where(eq(staffSessions.token_hash, tokenHash));
    },

    /** Ends every session of a person (deactivation, a new password). */
    async endSessionsOf(runner: Runner, staffUserId: number): Promise<void> {
      await runner.delete(staffSessions).where(eq(staffSessions.staff_user_id, staffUserId));
    },

    /** Sessions past their end are of no use: removed now and then. */
    async removeEndedSessions(now: Date): Promise<void> {
      await db.delete(staffSessions).where(lte(staffSessions.expires_at, now));
    },

    async setPendingSecret(runner: Runner, tokenHash: string, secret: string | null): Promise<void> {
      await runner.update(staffSessions).set({ pending_totp_secret: secret }).where(eq(staffSessions.token_hash, tokenHash));
    },

    /** The whole session becomes whole (its second factor set up). */
    async completeSession(runner: Runner, tokenHash: string): Promise<void> {
      await runner.update(staffSessions).set({ stage: 'full', pending_totp_secret: null }).where(eq(staffSessions.token_hash, tokenHash));
    },

    /** The active staff user with this address, case aside. */
    async findActiveByEmail(email: string): Promise<StaffUserRow | undefined> {
      const rows = await db
        .select()
        .from(staffUsers)
        .where(and(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()), isNull(staffUsers.deactivated_at)))
        .limit(1);
      return rows[0];
    },

    async findById(runner: Runner, id: number): Promise<StaffUserRow | undefined> {
      return (await runner.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1))[0];
    },

    async grantsOf(staffUserId: number): Promise<GrantRow[]> {
      return db
        .select({ id: staffGrants.id, role: staffGrants.role, site_id: staffGrants.site_id, location_ids: staffGrants.location_ids, health_data: staffGrants.health_data })
        .from(staffGrants)
        .where(eq(staffGrants.staff_user_id, staffUserId))
        .orderBy(staffGrants.id);
    },

    async setPasswordHash(id: number, hash: string): Promise<void> {
      await db.update(staffUsers).set({ password_hash: hash }).where(eq(staffUsers.id, id));
    },

    /**
     * Takes a TOTP step for a login: true when it is later than the last one used (a code works
     * once, even with two logins racing), false when a login already used it.
     */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffUsers)
        .set({ totp_last_step: step })
        .where(and(eq(staffUsers.id, id), sql`coalesce(${staffUsers.totp_last_step}, -1) < ${step}`))
        .returning({ id: staffUsers.id });
      return rows.length === 1;
    },

    /** Uses a recovery code: true when it was the account's and unused (it is used now). */
    async useRecoveryCode(id: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ used_at: now })
        .where(and(eq(staffRecoveryCodes.staff_user_id, id), eq(staffRecoveryCodes.code_hash, codeHash), isNull(staffRecoveryCodes.used_at)))
        .returning({ id: staffRecoveryCodes.staff_user_id });
      return rows.length === 1;
    },

    /** The account's second factor is now `secret`, with these recovery codes in place of any before. */
    async setSecondFactor(runner: Runner, id: number, secret: string, step: number, codeHashes: readonly string[]): Promise<void> {
      await runner.update(staffUsers).set({ totp_secret: secret, totp_last_step: step, version: sql`${staffUsers.version} + 1` }).where(eq(staffUsers.id, id));
      await this.replaceRecoveryCodes(runner, id, codeHashes);
    },

    async replaceRecoveryCodes(runner: Runner, id: number, codeHashes: readonly string[]): Promise<void> {
      await runner.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_user_id, id));
      await runner.insert(staffRecoveryCodes).values(codeHashes.map((code_hash) => ({ staff_user_id: id, code_hash })));
    },

    /** Every site as the site switcher lists it, by name. */
    async sitesListed(): Promise<SiteListed[]> {
      return db
        .select({ id: sites.id, slug: sites.slug, name: sites.name, published: sites.published, prelaunch: sql<boolean>`coalesce((${sites.flags}->>'prelaunch')::boolean, false)` })
        .from(sites)
        .orderBy(sites.name, sites.id);
    },
  };
}
export type StaffAccountsRepo = ReturnType<typeof staffAccountsRepo>;
