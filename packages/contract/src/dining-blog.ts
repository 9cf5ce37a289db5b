import { z } from 'zod';
import { get } from './route.ts';
import { siteId } from './primitives.ts';

/** A blog article (docs/product/site.md#dining-blog); `body` is site HTML that the web app sanitises. */
export const blogArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'YYYY-MM-DD'. */
  published_date: z.string(),
  body: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticle>;

export const getDiningBlogArticles = get(
  '/v1/dining_blog_articles/list',
  { summary: "The site's published blog articles, newest first", tag: 'dining blog', query: z.object({ site_id: siteId }).strict() },
  z.object({ diningBlogArticles: z.array(blogArticle) }),
);
