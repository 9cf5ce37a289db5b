import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { microsites } from '../../db/schema/index.ts';

export type MicrositeRow = typeof microsites.$inferSelect;

export function micrositeRepo(db: Db) {
  return {
    async ofSite(siteId: number): Promise<MicrositeRow | undefined> {
      const rows = await db.select().from(microsites).where(eq(microsites.site_id, siteId)).limit(1);
      return rows[0];
    },
  };
}
export type MicrositeRepo = ReturnType<typeof micrositeRepo>;
