import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, sites } from '../../db/schema/index.ts';

/** Runs in a transaction or on the pool alike. */
export type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;
/** The columns a console save may change (never the id or the version, which the save itself moves on). */
export type SitePatch = Partial<Omit<NewSiteRow, 'id' | 'version'>>;

/** The unique index refused the row: PostgreSQL's 23505, whether the driver wraps the error or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Sites as the console creates and changes them (docs/product/console.md#sites); the public reads are sites.repo.ts's. */
export function sitesAdminRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Runner) => Promise<T>): Promise<T> => db.transaction(work),

    findById: async (id: number): Promise<SiteRow | undefined> => (await db.select().from(sites).where(eq(sites.id, id)).limit(1))[0],

    /** The site, locked until the transaction ends: the writes of one site wait for each other (rows that only refer to it do not). */
    lockForUpdate: async (tx: Runner, id: number): Promise<SiteRow | undefined> => (await tx.select().from(sites).where(eq(sites.id, id)).for('no key update'))[0],

    /** Does another site than `exceptId` have this slug, case aside? */
    async isSlugTaken(runner: Runner, slug: string, exceptId: number | null = null): Promise<boolean> {
      const sameSlug = eq(sql`lower(${sites.slug})`, slug.toLowerCase());
      const rows = await runner
        .select({ id: sites.id })
        .from(sites)
        .where(exceptId === null ? sameSlug : and(sameSlug, ne(sites.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async insert(tx: Runner, values: Omit<NewSiteRow, 'id' | 'version'>): Promise<SiteRow> {
      const [row] = await tx.insert(sites).values(values).returning();
      if (!row) throw new Error('The site was not inserted.');
      return row;
    },

    /** Saves `patch` over the version the caller read, moving the version on; undefined when the site is at another version. */
    async save(tx: Runner, id: number, version: number, patch: SitePatch, now: Date): Promise<SiteRow | undefined> {
      const [row] = await tx
        .update(sites)
        .set({ ...patch, updated_at: now, version: sql`${sites.version} + 1` })
        .where(and(eq(sites.id, id), eq(sites.version, version)))
        .returning();
      return row;
    },

    /** The ids of the site's locations: answers kept by location belong to the site. */
    async locationIds(siteId: number): Promise<number[]> {
      const rows = await db.select({ id: locations.id }).from(locations).where(eq(locations.site_id, siteId));
      return rows.map((row) => row.id);
    },
  };
}
export type SitesAdminRepo = ReturnType<typeof sitesAdminRepo>;
