import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';

export function staffRepo(db: Db) {
  return {
    /** A site's active staff in their sort order (ties: by last, then first name). */
    activeBySite(siteId: number) {
      return db
        .select({
          id: staff.id,
          first_name: staff.first_name,
          last_name: staff.last_name,
          title: staff.title,
          email: staff.email,
          phone: staff.phone,
          bio: staff.bio,
          picture_file_name: staff.picture_file_name,
        })
        .from(staff)
        .where(and(eq(staff.site_id, siteId), eq(staff.active, true)))
        .orderBy(asc(staff.sort_order), asc(staff.last_name), asc(staff.first_name), asc(staff.id));
    },
  };
}
export type StaffRepo = ReturnType<typeof staffRepo>;
