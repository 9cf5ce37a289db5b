import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homepageAlerts, homepageImages, hostSettings, sections, sites, userAgents } from '../../db/schema/index.ts';

export type SiteRow = typeof sites.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

export function sitesRepo(db: Db) {
  return {
    async findBySlug(slug: string): Promise<SiteRow | undefined> {
      const rows = await db.select().from(sites).where(eq(sql`lower(${sites.slug})`, slug.toLowerCase())).limit(1);
      return rows[0];
    },
    async findById(id: number): Promise<SiteRow | undefined> {
      const rows = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
      return rows[0];
    },
    listPublished() {
      return db
        .select({ id: sites.id, slug: sites.slug, name: sites.name, redirect_url: sites.redirect_url })
        .from(sites)
        .where(eq(sites.published, true))
        .orderBy(asc(sites.name));
    },
    /** The alerts in force at `now` (from their start, before their end), in the header's order. */
    activeAlerts(siteId: number, now: Date) {
      return db
        .select()
        .from(homepageAlerts)
        .where(
          and(
            eq(homepageAlerts.site_id, siteId),
            or(isNull(homepageAlerts.start), lte(homepageAlerts.start, now)),
            or(isNull(homepageAlerts.end), gt(homepageAlerts.end, now)),
          ),
        )
        .orderBy(asc(homepageAlerts.sort_order), asc(homepageAlerts.id));
    },
    carousel(siteId: number) {
      return db.select().from(homepageImages).where(eq(homepageImages.site_id, siteId)).orderBy(asc(homepageImages.sort_order), asc(homepageImages.id));
    },
    publishedSections(siteId: number) {
      return db
        .select()
        .from(sections)
        .where(and(eq(sections.site_id, siteId), eq(sections.published, true)))
        .orderBy(asc(sections.sort_order), asc(sections.id));
    },
    async campusesFor(host: string) {
      const rows = await db.select().from(hostSettings).where(eq(hostSettings.host, host)).limit(1);
      return rows[0]?.campuses ?? null;
    },
    async recordUserAgent(siteId: number, navigator: Record<string, unknown>) {
      await db.insert(userAgents).values({ site_id: siteId, navigator });
    },
  };
}
export type SitesRepo = ReturnType<typeof sitesRepo>;
