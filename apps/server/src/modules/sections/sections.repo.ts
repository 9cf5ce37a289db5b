import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { microsites, sections } from '../../db/schema/index.ts';

export function sectionsRepo(db: Db) {
  return {
    publishedOfSite(siteId: number) {
      return db
        .select()
        .from(sections)
        .where(and(eq(sections.site_id, siteId), eq(sections.published, true)))
        .orderBy(asc(sections.sort_order), asc(sections.id));
    },
    /** A pre-launch site's `{slug}_published` flags, as its microsite stores them ({} without a microsite). */
    async micrositeFlags(siteId: number): Promise<Record<string, boolean>> {
      const rows = await db.select({ flags: microsites.section_flags }).from(microsites).where(eq(microsites.site_id, siteId)).limit(1);
      return rows[0]?.flags ?? {};
    },
    /** The external script addresses sections load (use_script with a script_url), on any site. */
    async scriptUrls(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ url: sections.script_url })
        .from(sections)
        .where(and(eq(sections.use_script, true), eq(sections.published, true), isNotNull(sections.script_url)));
      return rows.flatMap((row) => (row.url ? [row.url] : []));
    },
  };
}
export type SectionsRepo = ReturnType<typeof sectionsRepo>;
