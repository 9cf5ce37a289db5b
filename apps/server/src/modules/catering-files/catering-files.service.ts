import type { CateringFile } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CateringFilesRepo } from './catering-files.repo.ts';

export function cateringFilesService(repo: CateringFilesRepo, sites: SitesRepo) {
  return {
    /** A published site's catering files, in their sort order. */
    async list(siteId: number): Promise<{ catering_files: CateringFile[] }> {
      const site = await sites.findById(siteId);
      if (!site || !site.published) throw notFound('Invalid site.');
      return { catering_files: await repo.listBySite(siteId) };
    },
  };
}
export type CateringFilesService = ReturnType<typeof cateringFilesService>;
