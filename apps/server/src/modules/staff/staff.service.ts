import type { StaffMember } from '@commons/contract';
import { formatPhone } from '@commons/domain';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { StaffRepo } from './staff.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function staffService(repo: StaffRepo, sites: SitesRepo) {
  return {
    /** A published site's active staff, in their sort order, each phone also formatted for display. */
    async active(siteId: number): Promise<{ staff: StaffMember[] }> {
      await publishedSiteById(sites, siteId);
      const rows = await repo.activeBySite(siteId);
      return {
        staff: rows.map(({ picture_file_name, ...row }) => ({
          ...row,
          phone_formatted: formatPhone(row.phone),
          picture: picture_file_name ? { file_name: picture_file_name } : null,
        })),
      };
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
