/**
 * Keys of kept answers that more than one part of the server reads: an API call and the page head of
 * the page that shows the same data (see readCached). Slugs compare case-insensitively.
 */
export const answerKeys = {
  /** A site's answer holds the alerts in force at the minute: a new minute is a new answer. */
  siteInfo: (slug: string, now: Date) => `sites:info:${slug.toLowerCase()}:${Math.floor(now.getTime() / 60_000)}`,
  section: (siteId: number, slug: string) => `sections:${siteId}:${slug.toLowerCase()}`,
  event: (siteId: number, eventId: number) => `events:one:${siteId}:${eventId}`,
  specialOffer: (siteId: number, specialId: number) => `special-offers:one:${siteId}:${specialId}`,
};

/** A site as its kept answers name it: its id, its slugs (before and after a rename) and its locations' ids. */
export interface SiteOfAnswers {
  id: number;
  slugs: readonly string[];
  locationIds: readonly number[];
}

/** Answers about every site at once (the school picker, the crawlers' page lists): any site's change drops them. */
const OF_EVERY_SITE = /^(sites:public$|crawlers:)/;
/** Answers named by a location alone (a location's meal periods); their site is the location's. */
const OF_A_LOCATION = /^periods?:(\d+):/;

/**
 * Is the kept answer of `key` one of `site`'s, to be dropped when the site changes
 * (docs/product/console.md#saving)? A key names its site by id as its first number after the area
 * (`events:public:3:…`, `menu:3:12:…`), or by slug as one of its parts (`sites:info:northfield:…`),
 * or by one of its locations (`periods:12:…`); answers about every site belong to each. A part that
 * only looks like the site (a section called like its slug) drops an answer in vain, which costs
 * one remake.
 */
export function isAnswerOfSite(key: string, site: SiteOfAnswers): boolean {
  if (OF_EVERY_SITE.test(key)) return true;
  const location = OF_A_LOCATION.exec(key)?.[1];
  if (location !== undefined) return site.locationIds.includes(Number(location));
  const parts = key.split(':').slice(1);
  const slugs = new Set(site.slugs.map((slug) => slug.toLowerCase()));
  return parts.find((part) => /^\d+$/.test(part)) === String(site.id) || parts.some((part) => slugs.has(part));
}
