import type { Newsletter } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { NewslettersRepo } from './newsletters.repo.ts';

export function newslettersService(repo: NewslettersRepo, sites: SitesRepo) {
  return {
    /** A published site's newsletters, newest first. */
    async list(siteId: number): Promise<{ newsletters: Newsletter[] }> {
      const site = await sites.findById(siteId);
      if (!site || !site.published) throw notFound('Invalid site.');
      return { newsletters: await repo.listBySite(siteId) };
    },
  };
}
export type NewslettersService = ReturnType<typeof newslettersService>;
