import { z } from 'zod';
import { get } from './route.ts';
import { calendarDate, id, platform, queryFlag, siteId, timestamp } from './primitives.ts';
import { buildingSummary, hoursWithLocations, locationDetail, locationSchedule, locationSummary, weeklyLocation } from './location-shapes.ts';

export * from './location-shapes.ts';

const tag = 'locations';

export const locationStatusQuery = z.object({ site_id: siteId, timestamp: timestamp.optional() }).strict();
/** `time_zone` is the site's IANA zone, the one the schedules are read in. */
export const locationSchedulesAnswer = z.object({ time_zone: z.string(), location_schedules: z.array(locationSchedule) });

export const getLocationsStatus = get(
  '/v1/locations/status',
  { summary: "Every active location's open state at `timestamp` (default now), in sort order", tag, query: locationStatusQuery },
  locationSchedulesAnswer,
);

export const getOpenLocations = get(
  '/v1/locations/open',
  { summary: 'The locations open at `timestamp` (default now)', tag, query: locationStatusQuery },
  locationSchedulesAnswer,
);

export const weeklyScheduleQuery = z.object({ site_id: siteId, date: calendarDate.optional() }).strict();
export const getWeeklySchedule = get(
  '/v1/locations/weekly_schedule',
  { summary: 'Hours of every active location for the Sunday-start week containing `date` (default today)', tag, query: weeklyScheduleQuery },
  z.object({ the_locations: z.array(weeklyLocation) }),
);

/** The hours table takes the same week as the weekly schedule. */
export const hoursOfOperationQuery = weeklyScheduleQuery;
export const hoursOfOperationAnswer = z.object({ hours_with_locations: hoursWithLocations });

export const getHoursOfOperation = get(
  '/v1/locations/hours_of_operation',
  { summary: 'The hours table of a week by building, plus locations outside any building', tag, query: hoursOfOperationQuery },
  hoursOfOperationAnswer,
);

export const getHoursWithLocations = get(
  '/v1/hours/with_locations',
  { summary: 'Same answer as locations/hours_of_operation', tag, query: hoursOfOperationQuery },
  hoursOfOperationAnswer,
);

export const allLocationsQuery = z
  .object({
    site_id: siteId,
    platform,
    /** Only locations shown on the map: active, show_map, with an address. */
    for_map: queryFlag.optional(),
    /** Only active locations with menus (show_menus). */
    for_menus: queryFlag.optional(),
    /** Only active locations, for a customer's profile. */
    for_profile: queryFlag.optional(),
    /** Include each location's address (default true). */
    with_address: queryFlag.optional(),
    /** List buildings separately with their locations; `locations` then holds only those outside any building. */
    with_buildings: queryFlag.optional(),
  })
  .strict();
export type AllLocationsQuery = z.output<typeof allLocationsQuery>;

export const getAllLocations = get(
  '/v1/locations/all_locations',
  { summary: 'Locations of a site for menus, the map or a profile, optionally grouped by building', tag, query: allLocationsQuery },
  z.object({ locations: z.array(locationSummary), buildings: z.array(buildingSummary) }),
);

export const locationMapQuery = z.object({ site_id: siteId, location_id: id, platform }).strict();
export const getLocationMap = get(
  '/v1/location/map',
  { summary: "One location's detail for the campus map: status, contact, labels, address and this week's hours", tag, query: locationMapQuery },
  z.object({ location: locationDetail }),
);

/** `GET /v1/locations/{id}/hours.ics`: a location's regular hours for the next four weeks as an iCalendar file (text/calendar). */
export const LOCATION_HOURS_ICS_PATH = '/v1/locations/{id}/hours.ics';
export const locationHoursIcsParams = z.object({ id }).strict();
export const getLocationHoursIcs = get(
  LOCATION_HOURS_ICS_PATH,
  { summary: "A location's regular hours for the next four weeks as an iCalendar (RFC 5545) file", tag, params: locationHoursIcsParams, mediaType: 'text/calendar' },
  z.string(),
);
