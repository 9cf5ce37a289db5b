import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, passwordResetKeys, sessions, staffSessions, staffUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/mail/index.ts';

export type ResetKeyRow = typeof passwordResetKeys.$inferSelect;
export type ResetKind = ResetKeyRow['kind'];

export function resetKeysRepo(db: Db) {
  return {
    /** Stores a new key's hash in the caller's transaction (with the mail that carries it). */
    async insert(tx: Tx, key: { keyHash: string; kind: ResetKind; accountId: number; siteId: number | null; now: Date; expiresAt: Date }): Promise<void> {
      await tx.insert(passwordResetKeys).values({ key_hash: key.keyHash, kind: key.kind, account_id: key.accountId, site_id: key.siteId, created_at: key.now, expires_at: key.expiresAt });
    },

    async find(keyHash: string): Promise<ResetKeyRow | undefined> {
      const rows = await db.select().from(passwordResetKeys).where(eq(passwordResetKeys.key_hash, keyHash)).limit(1);
      return rows[0];
    },

    /**
     * Uses the key and sets the account's new password, in one transaction: the key is taken only if
     * it is still unused and unexpired (so two requests with one key change the password once), every
     * other open key of the account goes with it, and a customer's sessions all end. False when the
     * key was no longer usable.
     */
    async usePasswordKey(keyHash: string, kind: ResetKind, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(passwordResetKeys)
          .set({ used_at: now })
          .where(and(eq(passwordResetKeys.key_hash, keyHash), eq(passwordResetKeys.kind, kind), isNull(passwordResetKeys.used_at), gt(passwordResetKeys.expires_at, now)))
          .returning({ account_id: passwordResetKeys.account_id });
        const accountId = taken[0]?.account_id;
        if (accountId === undefined) return false;
        await tx
          .update(passwordResetKeys)
          .set({ used_at: now })
          .where(and(eq(passwordResetKeys.kind, kind), eq(passwordResetKeys.account_id, accountId), isNull(passwordResetKeys.used_at)));
        if (kind === 'customer') {
          await tx.update(customers).set({ password_hash: passwordHash, updated_at: now }).where(eq(customers.id, accountId));
          await tx.delete(sessions).where(eq(sessions.customer_id, accountId));
        } else {
          await tx.update(staffUsers).set({ password_hash: passwordHash }).where(eq(staffUsers.id, accountId));
          await tx.delete(staffSessions).where(eq(staffSessions.staff_user_id, accountId));
        }
        return true;
      });
    },
  };
}
export type ResetKeysRepo = ReturnType<typeof resetKeysRepo>;
