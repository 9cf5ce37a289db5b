import type { NavigatorReport, PublicSite, Site } from '@commons/contract';
import { AppError, notFound } from '../../platform/app-error.ts';
import { sectionTree } from '../sections/section-tree.ts';
import { siteAnswer } from './site-answer.ts';
import type { SiteRow, SitesRepo } from './sites.repo.ts';

export function sitesService(repo: SitesRepo, clock: () => Date) {
  /** A published site by slug, case-insensitive; unpublished or unknown sites are 'Invalid site.' */
  async function publishedSite(slug: string): Promise<SiteRow> {
    const row = await repo.findBySlug(slug);
    if (!row || !row.published) throw notFound('Invalid site.');
    return row;
  }

  return {
    publishedSite,
    /** The server's clock, which a site's answer is read at (its alerts in force). */
    now: clock,

    async info(slug: string): Promise<{ site: Site }> {
      const row = await publishedSite(slug);
      const now = clock();
      const [alerts, images, sections] = await Promise.all([repo.activeAlerts(row.id, now), repo.carousel(row.id), repo.publishedSections(row.id)]);
      return { site: siteAnswer(row, { alerts, images, sections: sectionTree(sections) }, now) };
    },

    async publicSites(): Promise<{ sites: PublicSite[] }> {
      return { sites: await repo.listPublished() };
    },

    async recordUserAgent(siteId: number, navigator: NavigatorReport): Promise<void> {
      const row = await repo.findById(siteId);
      if (!row || !row.published) throw new AppError('invalid', 'Invalid site.', { site_id: 'Invalid site.' });
      await repo.recordUserAgent(siteId, navigator);
    },

    async landing(host: string) {
      return { campuses: await repo.campusesFor(host) };
    },

    async campuses(host: string) {
      return { campuses: (await repo.campusesFor(host)) ?? (await repo.campusesFor('*')) ?? [] };
    },
  };
}
export type SitesService = ReturnType<typeof sitesService>;
