import { endpoint } from './endpoint.ts';
import type { getCampuses, getLanding, getPublicSites, getSiteInfo, postUserAgent } from './sites.ts';
import type { getSectionBySlug } from './sections.ts';
import type {
  getAllLocations,
  getHoursOfOperation,
  getHoursWithLocations,
  getLocationMap,
  getLocationsStatus,
  getOpenLocations,
  getWeeklySchedule,
} from './locations.ts';
import type { getMicrosite, getMicrositeSections } from './microsite.ts';
import type { getNewsContent } from './tiles.ts';
import type { getLegacyMenu, getLocationMenu, getLocationPeriod, getLocationPeriods, getMenuSearch, getOpenMensaFeed, getTodaysMenu } from './menus.ts';

/**
 * Every call as a schema-free endpoint for clients (`@commons/contract/endpoints`). A test keeps
 * this list equal to the route table.
 */
export const endpoints = {
  getPublicSites: endpoint<typeof getPublicSites>('GET', '/v1/sites/public'),
  getSiteInfo: endpoint<typeof getSiteInfo>('GET', '/v1/sites/{slug}/info'),
  postUserAgent: endpoint<typeof postUserAgent>('POST', '/v1/sites/user_agent'),
  getLanding: endpoint<typeof getLanding>('GET', '/v1/landing'),
  getCampuses: endpoint<typeof getCampuses>('GET', '/v1/campuses'),
  getSectionBySlug: endpoint<typeof getSectionBySlug>('GET', '/v1/sections/info_by_slug'),
  getAllLocations: endpoint<typeof getAllLocations>('GET', '/v1/locations/all_locations'),
  getLocationsStatus: endpoint<typeof getLocationsStatus>('GET', '/v1/locations/status'),
  getOpenLocations: endpoint<typeof getOpenLocations>('GET', '/v1/locations/open'),
  getWeeklySchedule: endpoint<typeof getWeeklySchedule>('GET', '/v1/locations/weekly_schedule'),
  getHoursOfOperation: endpoint<typeof getHoursOfOperation>('GET', '/v1/locations/hours_of_operation'),
  getHoursWithLocations: endpoint<typeof getHoursWithLocations>('GET', '/v1/hours/with_locations'),
  getLocationMap: endpoint<typeof getLocationMap>('GET', '/v1/location/map'),
  getMicrosite: endpoint<typeof getMicrosite>('GET', '/v1/microsite'),
  getMicrositeSections: endpoint<typeof getMicrositeSections>('GET', '/v1/sections/microsite_sections'),
  getNewsContent: endpoint<typeof getNewsContent>('GET', '/v1/tiles/news_content'),
  getLocationMenu: endpoint<typeof getLocationMenu>('GET', '/v1/location/menu'),
  getLocationPeriods: endpoint<typeof getLocationPeriods>('GET', '/v1/location/{id}/periods'),
  getLocationPeriod: endpoint<typeof getLocationPeriod>('GET', '/v1/location/{id}/periods/{periodId}'),
  getMenuSearch: endpoint<typeof getMenuSearch>('GET', '/v1/location/menu_search'),
  getLegacyMenu: endpoint<typeof getLegacyMenu>('GET', '/v1/legacy_menus/menu'),
  getTodaysMenu: endpoint<typeof getTodaysMenu>('GET', '/v1/sites/todays_menu'),
  getOpenMensaFeed: endpoint<typeof getOpenMensaFeed>('GET', '/v1/openmensa/{site}/{location}.xml'),
};
export { buildPath, type Endpoint } from './endpoint.ts';
