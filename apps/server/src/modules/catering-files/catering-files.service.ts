import type { CateringFile } from '@commons/contract';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CateringFilesRepo } from './catering-files.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function cateringFilesService(repo: CateringFilesRepo, sites: SitesRepo) {
  return {
    /** A published site's catering files, in their sort order. */
    async list(siteId: number): Promise<{ catering_files: CateringFile[] }> {
      await publishedSiteById(sites, siteId);
      return { catering_files: await repo.listBySite(siteId) };
    },
  };
}
export type CateringFilesService = ReturnType<typeof cateringFilesService>;
