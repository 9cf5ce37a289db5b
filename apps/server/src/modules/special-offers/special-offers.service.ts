import type { SpecialOffer } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { SpecialOfferRow, SpecialOffersRepo } from './special-offers.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

function offerOf(row: SpecialOfferRow): SpecialOffer {
  return {
    id: row.id,
    name: row.name,
    brief: row.brief,
    description: row.description,
    picture: row.picture_file_name ? { file_name: row.picture_file_name } : null,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
  };
}

export function specialOffersService(repo: SpecialOffersRepo, sites: SitesRepo, clock: () => Date) {
  async function publishedSiteId(siteId: number): Promise<number> {
    const site = await publishedSiteById(sites, siteId);
    return site.id;
  }

  return {
    /** Offers running now or starting later, by start. */
    async publicList(siteId: number): Promise<{ special_offers: SpecialOffer[] }> {
      const id = await publishedSiteId(siteId);
      return { special_offers: (await repo.notEnded(id, clock())).map(offerOf) };
    },

    /** One offer of the site, also after it ended (a saved link still explains it); another site's is not found. */
    async one(siteId: number, offerId: number): Promise<{ special_offer: SpecialOffer }> {
      const id = await publishedSiteId(siteId);
      const row = await repo.findOfSite(id, offerId);
      if (!row) throw notFound('We could not find that special offer.');
      return { special_offer: offerOf(row) };
    },
  };
}
export type SpecialOffersService = ReturnType<typeof specialOffersService>;
