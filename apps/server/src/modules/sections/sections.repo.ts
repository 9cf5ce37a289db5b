import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sections } from '../../db/schema/index.ts';

export function sectionsRepo(db: Db) {
  return {
    publishedOfSite(siteId: number) {
      return db
        .select()
        .from(sections)
        .where(and(eq(sections.site_id, siteId), eq(sections.published, true)))
        .orderBy(asc(sections.sort_order), asc(sections.id));
    },
  };
}
export type SectionsRepo = ReturnType<typeof sectionsRepo>;
