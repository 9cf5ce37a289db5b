import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';

export type { MailAttachment };

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What a use case hands the outbox: one message, already rendered. */
export interface OutgoingMail {
  siteId: number | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (a calendar invitation), stored with the message. */
  attachments?: MailAttachment[];
}

/**
 * A password reset link's key (32 random bytes, base64url) after its page's path. The outbox holds
 * a message until it is delivered; once sent (or given up) the key goes, so a copy of the table or
 * a look at /dev/mail resets no password. The key's hash stays in password_reset_keys.
 */
const RESET_LINK_KEY = '/(customerResetPassword|resetPassword)/[A-Za-z0-9_-]+';
const withoutResetKeys = (column: typeof mailOutbox.html | typeof mailOutbox.text) => sql<string>`regexp_replace(${column}, ${RESET_LINK_KEY}, '/\\1/[key]', 'g')`;

/** The database, or a transaction on it: a message is written with the change it tells of. */
export type Writer = Pick<Db, 'insert'>;

export function outboxRepo(db: Db) {
  return {
    /** Queues `mail` through `writer` (the caller's transaction); it is due at once. */
    async enqueue(writer: Writer, mail: OutgoingMail, now: Date): Promise<number> {
      const rows = await writer
        .insert(mailOutbox)
        .values({ site_id: mail.siteId, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments ?? [], status: 'queued', next_attempt_at: now, created_at: now })
        .returning({ id: mailOutbox.id });
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('The outbox stored no row.');
      return id;
    },

    /**
     * Takes up to `limit` queued messages that are due, for this sender alone: each one's next
     * attempt moves to `leaseUntil` and its attempts go up by one in the same statement, so another
     * instance sweeping at the same moment skips it (SKIP LOCKED) and a sender that dies mid-send
     * leaves it to be taken again when the lease runs out.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.next_attempt_at, now)))
        .orderBy(asc(mailOutbox.next_attempt_at))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ next_attempt_at: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    /** Sent: the row stays as the record of what was sent, less any reset key it carried. */
    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sent_at: now, last_error: null, html: withoutResetKeys(mailOutbox.html), text: withoutResetKeys(mailOutbox.text) })
        .where(eq(mailOutbox.id, id));
    },

    /** An attempt failed: try again at `retryAt`, or give up when there is none (and keep no reset key). */
    async markAttemptFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(retryAt ? { last_error: error, next_attempt_at: retryAt } : { last_error: error, status: 'failed', html: withoutResetKeys(mailOutbox.html), text: withoutResetKeys(mailOutbox.text) })
        .where(eq(mailOutbox.id, id));
    },

    /** The newest messages first, without their bodies. */
    async listNewest(limit: number) {
      return db
        .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status, attempts: mailOutbox.attempts, created_at: mailOutbox.created_at, sent_at: mailOutbox.sent_at })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
        .limit(limit);
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return rows[0];
    },
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
