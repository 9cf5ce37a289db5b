import type { RouteDef } from './route.ts';
import { getCampuses, getLanding, getPublicSites, getSiteInfo, postUserAgent } from './sites.ts';
import { getSectionBySlug } from './sections.ts';
import {
  getAllLocations,
  getHoursOfOperation,
  getHoursWithLocations,
  getLocationMap,
  getLocationsStatus,
  getOpenLocations,
  getWeeklySchedule,
} from './locations.ts';
import { getMicrosite, getMicrositeSections } from './microsite.ts';
import { getNewsContent } from './tiles.ts';
import { getLegacyMenu, getLocationMenu, getLocationPeriod, getLocationPeriods, getMenuSearch, getOpenMensaFeed, getTodaysMenu } from './menus.ts';

/** Every API call, in the order the reference lists them. */
export const routeTable: readonly RouteDef[] = [getPublicSites, getSiteInfo, postUserAgent, getLanding, getCampuses, getSectionBySlug, getMicrositeSections, getMicrosite, getNewsContent,
  getAllLocations, getLocationsStatus, getOpenLocations, getWeeklySchedule, getHoursOfOperation, getHoursWithLocations, getLocationMap,
  getLocationMenu, getLocationPeriods, getLocationPeriod, getMenuSearch, getLegacyMenu, getTodaysMenu, getOpenMensaFeed];
