import { z } from 'zod';
import { BUSY_LEVELS } from '@commons/domain';
import { fileRef } from './primitives.ts';

/** Answer shapes of the locations calls (docs/product/site.md#locations, #open-now). */

export const locationStatus = z.object({
  label: z.enum(['open', 'closed']),
  color: z.enum(['green', 'orange']),
  /** 'Open until 8:00p', 'Opens at 7:00a', 'Closed for the day' or 'Closed today'. */
  message: z.string(),
});
export type LocationStatus = z.infer<typeof locationStatus>;

/**
 * What the location's staff say is true now (docs/product/api.md#live-status): closed with a message
 * until an instant (while it is in force, `open` is false and `status` carries the message), and how
 * busy it is, with its words. Null when they say nothing.
 */
export const liveFields = {
  closed_now: z.object({ message: z.string(), until: z.string() }).nullable(),
  busy_level: z.enum(BUSY_LEVELS).nullable(),
  /** 'Not busy', 'Busy' or 'Very busy': the words to show for `busy_level`. */
  busy_words: z.string().nullable(),
};

/** One day of a location's week: its hours as display strings ('7:00a - 8:00p'), empty when closed. */
export const weekEntry = z.object({
  date: z.string(),
  status: z.enum(['open', 'closed']),
  hours: z.array(z.string()),
  /**
   * The same ranges as `hours`, in the same order, as 24-hour local times 'HH:MM' ('07:00' to '20:00');
   * empty when closed. A range past midnight closes earlier than it opens ('20:00' to '02:00').
   */
  opening_hours: z.array(z.object({ opens: z.string(), closes: z.string() })),
  /** The day has special hours instead of the regular week. */
  special: z.boolean(),
});
export type WeekEntry = z.infer<typeof weekEntry>;

/** A location's state now: what the What's Open tile lists. */
/** A schedule row as the open-state rule reads it (docs/product/site.md#open-now). */
export const scheduleRow = z.object({
  type: z.string(),
  start: z.string(),
  end: z.string(),
  days: z.array(z.number().int().min(0).max(6)),
  start_hour: z.number().int(),
  start_minutes: z.number().int(),
  end_hour: z.number().int(),
  end_minutes: z.number().int(),
  open_late: z.boolean(),
});

export const locationSchedule = z.object({
  id: z.number(),
  name: z.string(),
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  open: z.boolean(),
  status: locationStatus,
  /** Today's hours at the site. */
  hours: z.array(z.string()),
  /**
   * The schedule rows covering yesterday and today, so a client can re-run the same open-state rule
   * (packages/domain `locationStatus`) at each minute without asking again.
   */
  schedules: z.array(scheduleRow),
  ...liveFields,
});
export type LocationSchedule = z.infer<typeof locationSchedule>;

/** A location with the seven days Sunday to Saturday of one week. */
export const weeklyLocation = z.object({
  id: z.number(),
  name: z.string(),
  building_id: z.number().nullable(),
  /** The building's name; for a place outside any building, its street address or short description. */
  building_name: z.string().nullable(),
  weekly_schedule: z.array(weekEntry),
});
export type WeeklyLocation = z.infer<typeof weeklyLocation>;

export const hoursWithLocations = z.object({
  /** The Sunday of the week shown. */
  week_of: z.string(),
  is_current_week: z.boolean(),
  buildings: z.array(z.object({ id: z.number(), name: z.string(), locations: z.array(weeklyLocation) })),
  additional_locations: z.array(weeklyLocation),
});
export type HoursWithLocations = z.infer<typeof hoursWithLocations>;

export const coordinates = z.object({ lat: z.number(), lon: z.number() }).nullable();

export const locationAddress = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  phone_formatted: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type LocationAddress = z.infer<typeof locationAddress>;

export const brand = z.object({ id: z.number(), name: z.string(), nutrition_url: z.string() });

/** A location in lists (menus, map markers, profile choices). `address` is left out when asked `with_address=false`. */
export const locationSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  type: z.enum(['webtrition', 'concept']),
  active: z.boolean(),
  show_menus: z.boolean(),
  show_map: z.boolean(),
  sort_order: z.number(),
  is_building: z.boolean(),
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  image: fileRef,
  coordinates,
  address: locationAddress.optional(),
  allergen_filter: z.boolean(),
  brands: z.array(brand),
});
export type LocationSummary = z.infer<typeof locationSummary>;

export const buildingSummary = z.object({
  id: z.number(),
  name: z.string(),
  short_description: z.string().nullable(),
  sort_order: z.number(),
  image: fileRef,
  coordinates,
  address: locationAddress.optional(),
  locations: z.array(locationSummary),
});
export type BuildingSummary = z.infer<typeof buildingSummary>;

/** Everything the campus map's detail panel shows. */
export const locationDetail = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['webtrition', 'concept']),
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  open: z.boolean(),
  status: locationStatus,
  hours: z.array(z.string()),
  occupancy: z.number().nullable(),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  image: fileRef,
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_formatted: z.string().nullable(),
  /** Display names of the location's features and custom labels ('Dine In', 'Open Late'). */
  labels: z.array(z.string()),
  payment_types: z.array(z.string()),
  cuisines: z.array(z.string()),
  address: locationAddress,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Sunday to Saturday of the current week at the site. */
  weekly_schedule: z.array(weekEntry),
  ...liveFields,
});
export type LocationDetail = z.infer<typeof locationDetail>;
