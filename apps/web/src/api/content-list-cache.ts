/**
 * Content lists (events, specials, newsletters, staff and the like) are fetched once per site in a
 * visit (docs/product/site.md#libraries) and fresh again when the visitor comes back later.
 */
export const CONTENT_LIST_CACHE = { staleTime: 30 * 60_000, gcTime: 30 * 60_000 } as const;
