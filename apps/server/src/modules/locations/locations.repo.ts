import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, schedules } from '../../db/schema/index.ts';

export type LocationRow = typeof locations.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;

export function locationsRepo(db: Db) {
  return {
    /** Every location of a site, buildings included, in sort order. */
    ofSite(siteId: number): Promise<LocationRow[]> {
      return db.select().from(locations).where(eq(locations.site_id, siteId)).orderBy(asc(locations.sort_order), asc(locations.id));
    },
    async findById(id: number): Promise<LocationRow | undefined> {
      const rows = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
      return rows[0];
    },
    /** Schedules of a site that cover any date from `from` to `to` ('YYYY-MM-DD', inclusive). */
    schedulesOfSite(siteId: number, from: string, to: string): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(schedules)
        .where(and(eq(schedules.site_id, siteId), lte(schedules.start, to), gte(schedules.end, from)))
        .orderBy(asc(schedules.id));
    },
    /** Schedules of one location that cover any date from `from` to `to`. */
    schedulesOfLocation(locationId: number, from: string, to: string): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(schedules)
        .where(and(eq(schedules.location_id, locationId), lte(schedules.start, to), gte(schedules.end, from)))
        .orderBy(asc(schedules.id));
    },
  };
}
export type LocationsRepo = ReturnType<typeof locationsRepo>;
