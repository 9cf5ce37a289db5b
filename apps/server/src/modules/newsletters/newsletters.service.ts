import type { Newsletter } from '@commons/contract';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { NewslettersRepo } from './newsletters.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function newslettersService(repo: NewslettersRepo, sites: SitesRepo) {
  return {
    /** A published site's newsletters, newest first. */
    async list(siteId: number): Promise<{ newsletters: Newsletter[] }> {
      await publishedSiteById(sites, siteId);
      return { newsletters: await repo.listBySite(siteId) };
    },
  };
}
export type NewslettersService = ReturnType<typeof newslettersService>;
