import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formSubmissions, locations } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/mail/index.ts';

/** The kinds of public form a site receives. */
export type SubmissionKind = 'feedback' | 'help' | 'health_form' | 'on_the_go';

/** The SQL of the public forms: their submissions and the locations they offer. */
export function submissionsRepo(db: Db) {
  return {
    /** Active locations flagged for the feedback form, by name. */
    async feedbackLocations(siteId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(and(eq(locations.site_id, siteId), eq(locations.feedback, true), eq(locations.active, true)))
        .orderBy(asc(locations.name), asc(locations.id));
    },

    /** Stores a submission in the transaction that queues its mail; answers its public id. */
    async insert(tx: Tx, siteId: number, kind: SubmissionKind, fields: Record<string, unknown>, now: Date): Promise<string> {
      const [row] = await tx.insert(formSubmissions).values({ site_id: siteId, kind, fields, created_at: now }).returning({ public_id: formSubmissions.public_id });
      if (!row) throw new Error('The submission was not stored');
      return row.public_id;
    },

    /** Deletes the site's submissions of `kind` received before `before` (its retention period). */
    async deleteReceivedBefore(tx: Tx, siteId: number, kind: SubmissionKind, before: Date): Promise<void> {
      await tx.delete(formSubmissions).where(and(eq(formSubmissions.site_id, siteId), eq(formSubmissions.kind, kind), lt(formSubmissions.created_at, before)));
    },
  };
}
export type SubmissionsRepo = ReturnType<typeof submissionsRepo>;
