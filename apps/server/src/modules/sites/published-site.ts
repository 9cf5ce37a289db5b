import { notFound } from '../../platform/app-error.ts';
import type { SiteRow, SitesRepo } from './sites.repo.ts';

/** The site a public call names by id, if published; any other answers 'Invalid site.' (docs/product/site.md#errors). */
export async function publishedSiteById(sites: SitesRepo, siteId: number): Promise<SiteRow> {
  const site = await sites.findById(siteId);
  if (!site || !site.published) throw notFound('Invalid site.');
  return site;
}
