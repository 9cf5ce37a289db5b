import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletters } from '../../db/schema/index.ts';

export function newslettersRepo(db: Db) {
  return {
    /** A site's newsletters, newest first (ties: the later added first). */
    listBySite(siteId: number) {
      return db
        .select({
          name: newsletters.name,
          description: newsletters.description,
          year: newsletters.year,
          date: newsletters.date,
          file_name: newsletters.file_name,
          imported: newsletters.imported,
          original_file: newsletters.original_file,
        })
        .from(newsletters)
        .where(eq(newsletters.site_id, siteId))
        .orderBy(desc(newsletters.date), desc(newsletters.id));
    },
  };
}
export type NewslettersRepo = ReturnType<typeof newslettersRepo>;
