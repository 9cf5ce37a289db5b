import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';

export function tilesService(sites: SitesRepo) {
  return {
    /** The news tile's HTML as the site stores it (null when blank); the web app sanitises it. */
    async news(siteId: number): Promise<{ news: string | null }> {
      const site = await sites.findById(siteId);
      if (!site || !site.published) throw notFound('Invalid site.');
      const html = site.news_html?.trim();
      return { news: html ? html : null };
    },
  };
}
export type TilesService = ReturnType<typeof tilesService>;
