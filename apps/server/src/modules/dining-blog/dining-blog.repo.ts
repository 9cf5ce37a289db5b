import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diningBlogArticles } from '../../db/schema/index.ts';

/** Reads of the dining blog table. */
export function diningBlogRepo(db: Db) {
  return {
    /** A site's published articles, newest first (ties: the later one added first). */
    publishedArticles(siteId: number) {
      return db
        .select({ id: diningBlogArticles.id, title: diningBlogArticles.title, published_date: diningBlogArticles.published_date, body: diningBlogArticles.body })
        .from(diningBlogArticles)
        .where(and(eq(diningBlogArticles.site_id, siteId), eq(diningBlogArticles.published, true)))
        .orderBy(desc(diningBlogArticles.published_date), desc(diningBlogArticles.id));
    },
  };
}
export type DiningBlogRepo = ReturnType<typeof diningBlogRepo>;
