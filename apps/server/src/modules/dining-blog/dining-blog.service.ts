import type { BlogArticle } from '@commons/contract';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { DiningBlogRepo } from './dining-blog.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function diningBlogService(blog: DiningBlogRepo, sites: SitesRepo) {
  return {
    /** Bodies are the site's HTML as stored; the web app sanitises them and rewrites image paths. */
    async articles(siteId: number): Promise<{ diningBlogArticles: BlogArticle[] }> {
      await publishedSiteById(sites, siteId);
      return { diningBlogArticles: await blog.publishedArticles(siteId) };
    },
  };
}
export type DiningBlogService = ReturnType<typeof diningBlogService>;
