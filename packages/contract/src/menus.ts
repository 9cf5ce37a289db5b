import { z } from 'zod';
import { get } from './route.ts';
import { calendarDate, id, platform, siteId, slug, storableText } from './primitives.ts';
import { legacyPeriod, menu, menuPeriod, periodSummary, searchResult, todaysMenuLocation } from './menu-shapes.ts';

const tag = 'menus';

export const MENU_SEARCH_DAYS = 10;
export const MENU_SEARCH_MAX_LENGTH = 100;

export const menuQuery = z
  .object({ site_id: siteId, platform, location_id: id, date: calendarDate.optional(), period_id: id.optional() })
  .strict();
export const getLocationMenu = get(
  '/v1/location/menu',
  {
    summary: "A location's menu for `date` (default today at the site): its periods and the first (or `period_id`) period in full; `closed` empties it",
    tag,
    query: menuQuery,
  },
  z.object({ menu, closed: z.boolean() }),
);

export const periodsQuery = z.object({ platform, date: calendarDate.optional() }).strict();
export const getLocationPeriods = get(
  '/v1/location/{id}/periods',
  { summary: 'The meal periods a location serves on `date`', tag, params: z.object({ id }).strict(), query: periodsQuery },
  z.object({ periods: z.array(periodSummary), closed: z.boolean() }),
);

export const getLocationPeriod = get(
  '/v1/location/{id}/periods/{periodId}',
  {
    summary: 'One meal period of a location on `date`, with its categories and items (an empty list when not served)',
    tag,
    params: z.object({ id, periodId: id }).strict(),
    query: periodsQuery,
  },
  z.object({ periods: z.array(menuPeriod), closed: z.boolean() }),
);

export const getLegacyMenu = get(
  '/v1/legacy_menus/menu',
  { summary: "A legacy-menu site's one menu: HTML per period", tag, query: z.object({ site_id: siteId }).strict() },
  z.object({ legacy_menu: z.object({ periods: z.array(legacyPeriod) }) }),
);

export const menuSearchQuery = z
  .object({
    site_id: siteId,
    location_id: id,
    date: calendarDate.optional(),
    days: z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(1, 'Must be 1 or more.').max(MENU_SEARCH_DAYS, `At most ${MENU_SEARCH_DAYS} days.`).default(MENU_SEARCH_DAYS),
    /** Handed to the database: text it cannot hold is refused (no one types a NUL into a search). */
    phrase: storableText('refuse', 'Enter something to search for.')
      .trim()
      .min(1, 'Enter something to search for.')
      .max(MENU_SEARCH_MAX_LENGTH, `At most ${MENU_SEARCH_MAX_LENGTH} characters.`),
  })
  .strict();
export const getMenuSearch = get(
  '/v1/location/menu_search',
  { summary: "Dates and periods of a location's menus from `date` (default today) over `days` whose items match `phrase`", tag, query: menuSearchQuery },
  z.object({ search_results: z.array(searchResult) }),
);

export const getTodaysMenu = get(
  '/v1/sites/todays_menu',
  { summary: "Today's menu at every location with menus: periods, stations, items", tag, query: z.object({ site_id: siteId }).strict() },
  z.object({ locations: z.array(todaysMenuLocation) }),
);

/** OpenMensa feed v2 of one location (XML, not JSON). */
export const getOpenMensaFeed = get(
  '/v1/openmensa/{site}/{location}.xml',
  { summary: "One location's menus as an OpenMensa feed v2 (XML)", tag, params: z.object({ site: slug, location: id }).strict(), mediaType: 'application/xml' },
  z.string(),
);
