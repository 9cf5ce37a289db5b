import type { SitesRepo } from '../sites/sites.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function tilesService(sites: SitesRepo) {
  return {
    /** The news tile's HTML as the site stores it (null when blank); the web app sanitises it. */
    async news(siteId: number): Promise<{ news: string | null }> {
      const site = await publishedSiteById(sites, siteId);
      const html = site.news_html?.trim();
      return { news: html ? html : null };
    },
  };
}
export type TilesService = ReturnType<typeof tilesService>;
