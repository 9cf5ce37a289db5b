import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Schedule } from '@commons/domain';
import { formSubmissions, locations, schedules } from '../../db/schema/index.ts';
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

    /** The site's active location that takes on-the-go orders (the first by name if several are flagged). */
    async onTheGoLocation(siteId: number): Promise<{ id: number; name: string } | undefined> {
      const [row] = await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(and(eq(locations.site_id, siteId), eq(locations.on_the_go, true), eq(locations.active, true)))
        .orderBy(asc(locations.name), asc(locations.id))
        .limit(1);
      return row;
    },

    /** A location's opening schedules (regular and special hours), as the domain reads them. */
    async openingSchedules(locationId: number): Promise<Schedule[]> {
      return db
        .select({
          type: schedules.type,
          start: schedules.start,
          end: schedules.end,
          days: schedules.days,
          start_hour: schedules.start_hour,
          start_minutes: schedules.start_minutes,
          end_hour: schedules.end_hour,
          end_minutes: schedules.end_minutes,
          open_late: schedules.open_late,
        })
        .from(schedules)
        .where(and(eq(schedules.location_id, locationId), inArray(schedules.type, ['location', 'special_hours'])));
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
