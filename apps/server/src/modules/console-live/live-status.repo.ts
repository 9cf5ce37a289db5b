import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, schedules } from '../../db/schema/index.ts';
import type { Runner } from '../console-sites/sites-admin.repo.ts';

/** A location's live status as stored, with what the console shows beside it. */
export const liveColumns = {
  id: locations.id,
  site_id: locations.site_id,
  name: locations.name,
  live_closed_message: locations.live_closed_message,
  live_closed_until: locations.live_closed_until,
  live_busy_level: locations.live_busy_level,
  live_version: locations.live_version,
};
export type LiveRow = { [K in keyof typeof liveColumns]: (typeof locations.$inferSelect)[K] };
/** What a save of a live status writes. */
export type LiveValues = Pick<LiveRow, 'live_closed_message' | 'live_closed_until' | 'live_busy_level'>;
export type LiveScheduleRow = typeof schedules.$inferSelect;

/** Locations' live status (docs/product/console.md#live-status); each write runs in the caller's transaction. */
export const liveStatusRepo = (db: Db) => ({
  /** The site's active places (not buildings), in the public pages' order. */
  placesOf: (siteId: number): Promise<LiveRow[]> =>
    db
      .select(liveColumns)
      .from(locations)
      .where(and(eq(locations.site_id, siteId), eq(locations.active, true), eq(locations.is_building, false)))
      .orderBy(asc(locations.sort_order), asc(locations.id)),

  /** The site's place, locked until the transaction ends: saves of one location's live status take turns. */
  async lockPlace(tx: Runner, siteId: number, id: number): Promise<LiveRow | undefined> {
    const [row] = await tx
      .select(liveColumns)
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.site_id, siteId), eq(locations.is_building, false)))
      .for('no key update');
    return row;
  },

  /** Saves over the version the caller read, moving it on; undefined when it is at another version. */
  async save(tx: Runner, id: number, version: number, values: LiveValues): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(locations)
      .set({ ...values, live_version: sql`${locations.live_version} + 1` })
      .where(and(eq(locations.id, id), eq(locations.live_version, version)))
      .returning(liveColumns);
    return row;
  },

  /** Schedules of the site's locations covering any date from `from` to `to`. */
  schedulesOf: (siteId: number, from: string, to: string, runner: Runner = db): Promise<LiveScheduleRow[]> =>
    runner
      .select()
      .from(schedules)
      .where(and(eq(schedules.site_id, siteId), lte(schedules.start, to), gte(schedules.end, from)))
      .orderBy(asc(schedules.id)),
});
export type LiveStatusRepo = ReturnType<typeof liveStatusRepo>;
