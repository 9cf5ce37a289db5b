import type { Meeting } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { DirectorsMeetingsRepo } from './directors-meetings.repo.ts';

export function directorsMeetingsService(meetings: DirectorsMeetingsRepo, sites: SitesRepo) {
  return {
    /** Starts are ISO 8601 instants in UTC; the web app shows them in the site's time zone. */
    async meetings(siteId: number): Promise<{ meetings: Meeting[] }> {
      const site = await sites.findById(siteId);
      if (!site || !site.published) throw notFound('Invalid site.');
      const rows = await meetings.meetingsOf(siteId);
      return { meetings: rows.map((row) => ({ ...row, start: row.start.toISOString() })) };
    },
  };
}
export type DirectorsMeetingsService = ReturnType<typeof directorsMeetingsService>;
