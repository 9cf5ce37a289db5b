import { and, asc, eq } from 'drizzle-orm';
import { putLocationLive } from '@commons/contract/console';
import type { Db } from '../../../db/client.ts';
import { locations } from '../../../db/schema/index.ts';

/** Values by field name, as the fuzz's request builder takes them (test-support/fuzz/schema-arbitrary.ts Hints). */
type Hints = Record<string, readonly unknown[]>;

/**
 * What a save of a live status needs to go through once on `siteId`: the site's first place (by
 * id: the one the route walk's location manager holds on Northfield) at its live status's current
 * version, closed until the end of the day and busy. Shared by the route walk and the fuzz
 * (console-auth/testing/console-route-fixtures.ts).
 */
export async function consoleLiveHints(db: Db, def: { method: string; path: string }, siteId: number): Promise<Hints> {
  if (def.method !== putLocationLive.method || def.path !== putLocationLive.path) return {};
  const [place] = await db
    .select({ id: locations.id, version: locations.live_version })
    .from(locations)
    .where(and(eq(locations.site_id, siteId), eq(locations.is_building, false)))
    .orderBy(asc(locations.id))
    .limit(1);
  if (!place) throw new Error(`Site ${siteId} has no location.`);
  return {
    location_id: [place.id],
    version: [place.version],
    closure: [{ message: 'Closed early today: water outage', until: null }],
    message: ['Closed early today: water outage'],
    until: [null],
    busy_level: ['busy'],
  };
}
