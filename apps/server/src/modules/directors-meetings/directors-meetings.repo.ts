import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directorsMeetings } from '../../db/schema/index.ts';

/** Reads of the directors meetings table. */
export function directorsMeetingsRepo(db: Db) {
  return {
    /** A site's meetings by location name, then the latest first. */
    meetingsOf(siteId: number) {
      return db
        .select({ id: directorsMeetings.id, location: directorsMeetings.location, start: directorsMeetings.start, body: directorsMeetings.body })
        .from(directorsMeetings)
        .where(eq(directorsMeetings.site_id, siteId))
        .orderBy(asc(directorsMeetings.location), desc(directorsMeetings.start), asc(directorsMeetings.id));
    },
  };
}
export type DirectorsMeetingsRepo = ReturnType<typeof directorsMeetingsRepo>;
