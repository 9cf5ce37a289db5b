import type { BlogArticle } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { DiningBlogRepo } from './dining-blog.repo.ts';

export function diningBlogService(blog: DiningBlogRepo, sites: SitesRepo) {
  return {
    /** Bodies are the site's HTML as stored; the web app sanitises them and rewrites image paths. */
    async articles(siteId: number): Promise<{ diningBlogArticles: BlogArticle[] }> {
      const site = await sites.findById(siteId);
      if (!site || !site.published) throw notFound('Invalid site.');
      return { diningBlogArticles: await blog.publishedArticles(siteId) };
    },
  };
}
export type DiningBlogService = ReturnType<typeof diningBlogService>;
