import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cateringFiles } from '../../db/schema/index.ts';

export function cateringFilesRepo(db: Db) {
  return {
    /** A site's catering files in their sort order. */
    listBySite(siteId: number) {
      return db
        .select({ title: cateringFiles.title, description: cateringFiles.description, file_size: cateringFiles.file_size, file: cateringFiles.file_name })
        .from(cateringFiles)
        .where(eq(cateringFiles.site_id, siteId))
        .orderBy(asc(cateringFiles.sort_order), asc(cateringFiles.id));
    },
  };
}
export type CateringFilesRepo = ReturnType<typeof cateringFilesRepo>;
