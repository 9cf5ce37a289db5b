import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { specialOffers } from '../../db/schema/index.ts';

export type SpecialOfferRow = typeof specialOffers.$inferSelect;

/** The most offers a list answers with. */
export const MAX_LISTED_OFFERS = 200;

export function specialOffersRepo(db: Db) {
  return {
    /** Offers of a site that have not ended at `now` (current and upcoming), by start. */
    notEnded(siteId: number, now: Date): Promise<SpecialOfferRow[]> {
      return db
        .select()
        .from(specialOffers)
        .where(and(eq(specialOffers.site_id, siteId), gt(specialOffers.end, now)))
        .orderBy(asc(specialOffers.start), asc(specialOffers.id))
        .limit(MAX_LISTED_OFFERS);
    },
    async findOfSite(siteId: number, offerId: number): Promise<SpecialOfferRow | undefined> {
      const rows = await db
        .select()
        .from(specialOffers)
        .where(and(eq(specialOffers.site_id, siteId), eq(specialOffers.id, offerId)))
        .limit(1);
      return rows[0];
    },
  };
}
export type SpecialOffersRepo = ReturnType<typeof specialOffersRepo>;
