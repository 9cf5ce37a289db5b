import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homepageAlerts } from '../../db/schema/index.ts';
import type { Runner } from './sites-admin.repo.ts';

export type AlertRow = typeof homepageAlerts.$inferSelect;
/** What an alert's save writes: its content and times. */
export type AlertValues = Pick<AlertRow, 'icon' | 'message' | 'use_link' | 'link' | 'start' | 'end'>;

const ofSite = (siteId: number, id: number) => and(eq(homepageAlerts.id, id), eq(homepageAlerts.site_id, siteId));
const atVersion = (siteId: number, id: number, version: number) => and(ofSite(siteId, id), eq(homepageAlerts.version, version));

/** A site's homepage alerts as the console changes them (docs/product/console.md#homepage-alerts); each write runs in the caller's transaction. */
export const alertsAdminRepo = (db: Db) => ({
  /** Every alert of the site, in the header's order (in `runner`'s transaction, if given). */
  list: (siteId: number, runner: Runner = db): Promise<AlertRow[]> =>
    runner.select().from(homepageAlerts).where(eq(homepageAlerts.site_id, siteId)).orderBy(asc(homepageAlerts.sort_order), asc(homepageAlerts.id)),

  async one(runner: Runner, siteId: number, id: number): Promise<AlertRow | undefined> {
    return (await runner.select().from(homepageAlerts).where(ofSite(siteId, id)))[0];
  },

  /** A new alert after the site's others. */
  async insert(tx: Runner, siteId: number, values: AlertValues): Promise<AlertRow> {
    const last = sql<number>`(select coalesce(max(${homepageAlerts.sort_order}), 0) + 1 from ${homepageAlerts} where ${homepageAlerts.site_id} = ${siteId})`;
    const [row] = await tx
      .insert(homepageAlerts)
      .values({ site_id: siteId, ...values, sort_order: last })
      .returning();
    if (!row) throw new Error('The alert was not inserted.');
    return row;
  },

  /** Saves over the version the caller read, moving it on; undefined when the alert is at another version. */
  async update(tx: Runner, siteId: number, id: number, version: number, values: Partial<AlertValues> & { sort_order?: number }): Promise<AlertRow | undefined> {
    const [row] = await tx
      .update(homepageAlerts)
      .set({ ...values, version: sql`${homepageAlerts.version} + 1` })
      .where(atVersion(siteId, id, version))
      .returning();
    return row;
  },

  async delete(tx: Runner, siteId: number, id: number, version: number): Promise<AlertRow | undefined> {
    const [row] = await tx.delete(homepageAlerts).where(atVersion(siteId, id, version)).returning();
    return row;
  },
});
export type AlertsAdminRepo = ReturnType<typeof alertsAdminRepo>;
