import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export function staffUsersRepo(db: Db) {
  return {
    /** The staff user with this address, case aside. */
    async findByEmail(email: string): Promise<StaffUserRow | undefined> {
      const rows = await db
        .select()
        .from(staffUsers)
        .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
        .limit(1);
      return rows[0];
    },
  };
}
export type StaffUsersRepo = ReturnType<typeof staffUsersRepo>;
