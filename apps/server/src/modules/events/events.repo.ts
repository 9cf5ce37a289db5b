import { and, asc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, locations } from '../../db/schema/index.ts';

/** The most events any one list answers with: enough for a busy year of a site's calendar. */
export const MAX_LISTED_EVENTS = 500;

const columns = {
  id: events.id,
  site_id: events.site_id,
  title: events.title,
  start: events.start,
  end: events.end,
  picture_file_name: events.picture_file_name,
  location_name: locations.name,
  custom_location: events.custom_location,
  custom_location_name: events.custom_location_name,
  brief: events.brief,
  description: events.description,
  balanced_u: events.balanced_u,
  published: events.published,
};

/** An event with the name of its location (null when none is linked). */
export interface EventRow {
  id: number;
  site_id: number;
  title: string;
  start: Date;
  end: Date;
  picture_file_name: string | null;
  location_name: string | null;
  custom_location: boolean;
  custom_location_name: string | null;
  brief: string | null;
  description: string | null;
  balanced_u: boolean;
  published: boolean;
}

export function eventsRepo(db: Db) {
  const select = (where: SQL | undefined, limit = MAX_LISTED_EVENTS): Promise<EventRow[]> =>
    db
      .select(columns)
      .from(events)
      .leftJoin(locations, eq(locations.id, events.location_id))
      .where(where)
      .orderBy(asc(events.start), asc(events.id))
      .limit(limit);

  return {
    /** Published events of a site that have not ended at `now`, by start; only wellness ones when `balancedU`. */
    notEnded(siteId: number, now: Date, balancedU = false): Promise<EventRow[]> {
      return select(and(eq(events.site_id, siteId), eq(events.published, true), gt(events.end, now), balancedU ? eq(events.balanced_u, true) : undefined));
    },
    /** The next `limit` published events starting after `now`. */
    startingAfter(siteId: number, now: Date, limit: number): Promise<EventRow[]> {
      return select(and(eq(events.site_id, siteId), eq(events.published, true), gt(events.start, now)), limit);
    },
    /** Published events under way at `now`. */
    happeningAt(siteId: number, now: Date): Promise<EventRow[]> {
      return select(and(eq(events.site_id, siteId), eq(events.published, true), lte(events.start, now), gt(events.end, now)));
    },
    /** One event of a site, published or not (the service decides). */
    async findOfSite(siteId: number, eventId: number): Promise<EventRow | undefined> {
      const rows = await select(and(eq(events.site_id, siteId), eq(events.id, eventId)), 1);
      return rows[0];
    },
  };
}
export type EventsRepo = ReturnType<typeof eventsRepo>;
