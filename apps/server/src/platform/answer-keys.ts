/**
 * Keys of kept answers that more than one part of the server reads: an API call and the page head of
 * the page that shows the same data (see readCached). Slugs compare case-insensitively.
 */
export const answerKeys = {
  siteInfo: (slug: string) => `sites:info:${slug.toLowerCase()}`,
  section: (siteId: number, slug: string) => `sections:${siteId}:${slug.toLowerCase()}`,
  event: (siteId: number, eventId: number) => `events:one:${siteId}:${eventId}`,
  specialOffer: (siteId: number, specialId: number) => `special-offers:one:${siteId}:${specialId}`,
};
