import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import type { SiteRow } from '../sites/sites.repo.ts';

export function crawlersRepo(db: Db) {
  return {
    /** Every published site, by slug. */
    publishedSites(): Promise<SiteRow[]> {
      return db.select().from(sites).where(eq(sites.published, true)).orderBy(asc(sites.slug));
    },
  };
}
export type CrawlersRepo = ReturnType<typeof crawlersRepo>;
