import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEvent } from '@commons/contract/console';
import type { Db } from '../../db/client.ts';
import { auditEvents, staffUsers } from '../../db/schema/index.ts';

/** The filters of a site's activity list, as validated. */
export interface ActivityFilter {
  site_id: number;
  staff_id?: number;
  entity?: string;
  from?: Date;
  to?: Date;
  before?: number;
}

/** Reads a site's audit trail (docs/product/console.md#activity); writes are audit-trail.ts's, in each write's transaction. */
export function activityRepo(db: Db) {
  return {
    /** One page of events, newest first, and whether more follow. */
    async page(filter: ActivityFilter): Promise<{ events: AuditEvent[]; next_before: number | null }> {
      const conditions: SQL[] = [eq(auditEvents.site_id, filter.site_id)];
      if (filter.staff_id !== undefined) conditions.push(eq(auditEvents.staff_user_id, filter.staff_id));
      if (filter.entity !== undefined) conditions.push(eq(auditEvents.entity, filter.entity));
      if (filter.from !== undefined) conditions.push(gte(auditEvents.at, filter.from));
      if (filter.to !== undefined) conditions.push(lte(auditEvents.at, filter.to));
      if (filter.before !== undefined) conditions.push(lt(auditEvents.id, filter.before));
      const rows = await db
        .select({ event: auditEvents, staff_name: staffUsers.name, staff_email: staffUsers.email })
        .from(auditEvents)
        .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.staff_user_id))
        .where(and(...conditions))
        .orderBy(desc(auditEvents.id))
        .limit(AUDIT_PAGE_SIZE + 1);
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map(({ event, staff_name, staff_email }) => ({
        id: event.id,
        at: event.at.toISOString(),
        staff: event.staff_user_id !== null && staff_name !== null && staff_email !== null ? { id: event.staff_user_id, name: staff_name, email: staff_email } : null,
        site_id: event.site_id,
        entity: event.entity,
        entity_id: event.entity_id,
        action: event.action,
        before: event.before ?? null,
        after: event.after ?? null,
        request_id: event.request_id,
      }));
      return { events, next_before: rows.length > AUDIT_PAGE_SIZE ? (events.at(-1)?.id ?? null) : null };
    },

    /** Who has written to the site, and what kinds of entity: the filters' choices. */
    async choices(siteId: number): Promise<{ people: { id: number; name: string }[]; entities: string[] }> {
      const [people, entities] = await Promise.all([
        db
          .selectDistinct({ id: staffUsers.id, name: staffUsers.name })
          .from(auditEvents)
          .innerJoin(staffUsers, eq(staffUsers.id, auditEvents.staff_user_id))
          .where(eq(auditEvents.site_id, siteId))
          .orderBy(staffUsers.name, staffUsers.id),
        db.selectDistinct({ entity: auditEvents.entity }).from(auditEvents).where(eq(auditEvents.site_id, siteId)).orderBy(auditEvents.entity),
      ]);
      return { people, entities: entities.map((row) => row.entity) };
    },

    /** The latest write to an entity, for a stale save's 409 ("changed by … at …"). */
    async latestWrite(entity: string, entityId: string): Promise<{ name: string | null; at: Date } | undefined> {
      const rows = await db
        .select({ at: auditEvents.at, name: staffUsers.name })
        .from(auditEvents)
        .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.staff_user_id))
        .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entity_id, entityId)))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      return rows[0];
    },
  };
}
export type ActivityRepo = ReturnType<typeof activityRepo>;
