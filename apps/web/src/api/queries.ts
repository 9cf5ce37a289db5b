import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from './client.ts';

/**
 * Content lists (events, specials, newsletters, staff and the like) are fetched once per site in a
 * visit (spec 01 §4 "Caches") and fresh again when the visitor comes back later.
 */
export const CONTENT_LIST_CACHE = { staleTime: 30 * 60_000, gcTime: 30 * 60_000 } as const;

/** Query-options factories: the only place query keys are made. */
export const siteQueries = {
  publicSites: () => queryOptions({ queryKey: ['sites', 'public'], queryFn: ({ signal }) => api(endpoints.getPublicSites, { signal }) }),
  landing: () => queryOptions({ queryKey: ['landing'], queryFn: ({ signal }) => api(endpoints.getLanding, { signal }) }),
  campuses: () => queryOptions({ queryKey: ['campuses'], queryFn: ({ signal }) => api(endpoints.getCampuses, { signal }) }),
  info: (slug: string) =>
    queryOptions({
      queryKey: ['sites', 'info', slug.toLowerCase()],
      queryFn: ({ signal }) => api(endpoints.getSiteInfo, { params: { slug }, signal }),
      staleTime: 5 * 60_000,
    }),
  section: (siteId: number, slug: string) =>
    queryOptions({
      queryKey: ['sections', siteId, slug.toLowerCase()],
      queryFn: ({ signal }) => api(endpoints.getSectionBySlug, { query: { site_id: siteId, slug }, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const micrositeQueries = {
  microsite: (siteId: number) =>
    queryOptions({
      queryKey: ['microsite', siteId],
      queryFn: ({ signal }) => api(endpoints.getMicrosite, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
  sections: (siteId: number) =>
    queryOptions({
      queryKey: ['sections', siteId, 'microsite'],
      queryFn: ({ signal }) => api(endpoints.getMicrositeSections, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const tileQueries = {
  news: (siteId: number) =>
    queryOptions({
      queryKey: ['tiles', 'news', siteId],
      queryFn: ({ signal }) => api(endpoints.getNewsContent, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const locationQueries = {
  status: (siteId: number) =>
    queryOptions({
      queryKey: ['locations', 'status', siteId],
      queryFn: ({ signal }) => api(endpoints.getLocationsStatus, { query: { site_id: siteId }, signal }),
      // The tile re-renders itself each minute from these hours; a refetch only every 5 min or on focus.
      staleTime: 5 * 60_000,
      refetchInterval: 5 * 60_000,
    }),
  /** `week` is any date of the week ('YYYY-MM-DD'), or null for the current week. */
  hoursOfOperation: (siteId: number, week: string | null) =>
    queryOptions({
      queryKey: ['locations', 'hours', siteId, week ?? 'current'],
      queryFn: ({ signal }) => api(endpoints.getHoursOfOperation, { query: { site_id: siteId, ...(week ? { date: week } : {}) }, signal }),
      staleTime: 5 * 60_000,
    }),
  mapLocations: (siteId: number) =>
    queryOptions({
      queryKey: ['locations', 'map-list', siteId],
      queryFn: ({ signal }) =>
        api(endpoints.getAllLocations, {
          query: { site_id: siteId, platform: 0, for_map: 'true', with_buildings: 'true', with_address: 'false' },
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
  mapDetail: (siteId: number, locationId: number) =>
    queryOptions({
      queryKey: ['locations', 'map-detail', siteId, locationId],
      queryFn: ({ signal }) => api(endpoints.getLocationMap, { query: { site_id: siteId, location_id: locationId, platform: 0 }, signal }),
      staleTime: 5 * 60_000,
    }),
};

/** The menu viewer and the Today's Menu tile (spec 01 §2 "Menu viewer", §7). Platform 0 is the web. */
export const menuQueries = {
  /** Active locations with menus, grouped by building. */
  locations: (siteId: number) =>
    queryOptions({
      queryKey: ['menus', 'locations', siteId],
      queryFn: ({ signal }) =>
        api(endpoints.getAllLocations, { query: { site_id: siteId, platform: 0, for_menus: 'true', with_buildings: 'true', with_address: 'false' }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** A location's menu of one date: its periods, the first period in full, the filters and brands. */
  menu: (siteId: number, locationId: number, date: string) =>
    queryOptions({
      queryKey: ['menus', 'menu', siteId, locationId, date],
      queryFn: ({ signal }) => api(endpoints.getLocationMenu, { query: { site_id: siteId, platform: 0, location_id: locationId, date }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** One period of a location's menu of one date, loaded when a tab other than the first is chosen. */
  period: (locationId: number, periodId: number, date: string) =>
    queryOptions({
      queryKey: ['menus', 'period', locationId, periodId, date],
      queryFn: ({ signal }) => api(endpoints.getLocationPeriod, { params: { id: locationId, periodId }, query: { platform: 0, date }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** Dates and periods of the next `days` days from `date` whose items match `phrase`. */
  search: (siteId: number, locationId: number, date: string, days: number, phrase: string) =>
    queryOptions({
      queryKey: ['menus', 'search', siteId, locationId, date, days, phrase],
      queryFn: ({ signal }) => api(endpoints.getMenuSearch, { query: { site_id: siteId, location_id: locationId, date, days, phrase }, signal }),
      staleTime: 5 * 60_000,
    }),
  legacy: (siteId: number) =>
    queryOptions({
      queryKey: ['menus', 'legacy', siteId],
      queryFn: ({ signal }) => api(endpoints.getLegacyMenu, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
  todays: (siteId: number) =>
    queryOptions({
      queryKey: ['menus', 'todays', siteId],
      queryFn: ({ signal }) => api(endpoints.getTodaysMenu, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};

/** Photo albums (spec 03 §2 "Photo albums"): the album list, then the photos of the chosen album. */
export const albumQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['photo-albums', siteId],
      queryFn: ({ signal }) => api(endpoints.getPhotoAlbums, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  photos: (siteId: number, albumId: number) =>
    queryOptions({
      queryKey: ['photo-albums', siteId, albumId, 'photos'],
      queryFn: ({ signal }) => api(endpoints.getAlbumPhotos, { query: { site_id: siteId, album_id: albumId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** The dining blog (spec 03 §2 "Dining blog"): published articles, newest first. */
export const blogQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['dining-blog', siteId],
      queryFn: ({ signal }) => api(endpoints.getDiningBlogArticles, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** Directors meetings (spec 03 §2 "Directors meetings"). */
export const meetingQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['directors-meetings', siteId],
      queryFn: ({ signal }) => api(endpoints.getDirectorsMeetings, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** Surveys (spec 03 §2 "Surveys"): published polls, newest first, with this browser's answer. */
export const surveyQueries = {
  /** Every survey list of a site, for updating or refetching them all after a vote. */
  siteKey: (siteId: number) => ['surveys', siteId] as const,
  /** `count` limits the list (1 on the home tile); without it, every survey. */
  list: (siteId: number, count?: number) =>
    queryOptions({
      queryKey: ['surveys', siteId, count ?? 'all'],
      queryFn: ({ signal }) => api(endpoints.getSurveys, { query: { site_id: siteId, ...(count !== undefined ? { count } : {}) }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** Newsletters (spec 03 §2 "Newsletters"): the site's PDFs, newest first. */
export const newsletterQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['newsletters', siteId],
      queryFn: ({ signal }) => api(endpoints.getNewsletters, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** Staff (spec 03 §2 "Staff"): the site's active staff in their sort order. */
export const staffQueries = {
  active: (siteId: number) =>
    queryOptions({
      queryKey: ['staff', 'active', siteId],
      queryFn: ({ signal }) => api(endpoints.getActiveStaff, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** Catering files (spec 03 §2 "Catering files"): downloadable menus and forms. */
export const cateringQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['catering-files', siteId],
      queryFn: ({ signal }) => api(endpoints.getCateringFiles, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};

/** Events and special offers (spec 01 §2 "Events and specials", §7). Lists are fetched once per site in a visit. */
export const eventQueries = {
  publicList: (siteId: number) =>
    queryOptions({
      queryKey: ['events', 'public', siteId],
      queryFn: ({ signal }) => api(endpoints.getPublicEvents, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  balancedU: (siteId: number) =>
    queryOptions({
      queryKey: ['events', 'balanced-u', siteId],
      queryFn: ({ signal }) => api(endpoints.getBalancedUEvents, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  /** The next few events, those under way, and the slugs of the events and special offers sections. */
  upcoming: (siteId: number) =>
    queryOptions({
      queryKey: ['events', 'upcoming', siteId],
      queryFn: ({ signal }) => api(endpoints.getUpcomingEvents, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  one: (siteId: number, eventId: number) =>
    queryOptions({
      queryKey: ['events', 'one', siteId, eventId],
      queryFn: ({ signal }) => api(endpoints.getEvent, { query: { site_id: siteId, event_id: eventId }, signal }),
      staleTime: 5 * 60_000,
    }),
  specialOffers: (siteId: number) =>
    queryOptions({
      queryKey: ['special-offers', 'public', siteId],
      queryFn: ({ signal }) => api(endpoints.getSpecialOffers, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  specialOffer: (siteId: number, specialId: number) =>
    queryOptions({
      queryKey: ['special-offers', 'one', siteId, specialId],
      queryFn: ({ signal }) => api(endpoints.getSpecialOffer, { query: { site_id: siteId, special_id: specialId }, signal }),
      staleTime: 5 * 60_000,
    }),
};
