import type { Meeting } from '@commons/contract';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { DirectorsMeetingsRepo } from './directors-meetings.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function directorsMeetingsService(meetings: DirectorsMeetingsRepo, sites: SitesRepo) {
  return {
    /** Starts are ISO 8601 instants in UTC; the web app shows them in the site's time zone. */
    async meetings(siteId: number): Promise<{ meetings: Meeting[] }> {
      await publishedSiteById(sites, siteId);
      const rows = await meetings.meetingsOf(siteId);
      return { meetings: rows.map((row) => ({ ...row, start: row.start.toISOString() })) };
    },
  };
}
export type DirectorsMeetingsService = ReturnType<typeof directorsMeetingsService>;
