import type { BuildingSummary, LocationAddress, LocationDetail, LocationSummary, WeekEntry } from '@commons/contract';
import { BUSY_LEVELS, BUSY_WORDS, CUISINES, featureNames, formatPhone, isClosedNow, LOCATION_FEATURES, PAYMENT_TYPES, statusWithClosure, type LocationStatus } from '@commons/domain';
import type { LocationRow, ScheduleRow } from './locations.repo.ts';

/** Shapes location rows into the contract's answers. */

const num = (value: string | null): number | null => (value === null || value.trim() === '' || Number.isNaN(Number(value)) ? null : Number(value));

export const coordinatesOf = (row: LocationRow): { lat: number; lon: number } | null => {
  const lat = num(row.lat);
  const lon = num(row.lon);
  return lat === null || lon === null ? null : { lat, lon };
};

/** docs/product/site.md#locations: a location appears on the map only with an address (a street and coordinates), show_map and active. */
export const isOnMap = (row: LocationRow): boolean => row.active && row.show_map && !!row.street?.trim() && coordinatesOf(row) !== null;

export function addressOf(row: LocationRow): LocationAddress {
  return {
    street: row.street,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone: row.phone,
    phone_formatted: formatPhone(row.phone),
    lat: num(row.lat),
    lon: num(row.lon),
  };
}

const typeOf = (row: LocationRow): LocationSummary['type'] => (row.type === 'concept' ? 'concept' : 'webtrition');
const imageOf = (row: LocationRow) => (row.image_file_name ? { file_name: row.image_file_name } : null);

export function summaryOf(row: LocationRow, buildingName: string | null, withAddress: boolean): LocationSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    short_description: row.short_description,
    type: typeOf(row),
    active: row.active,
    show_menus: row.show_menus,
    show_map: row.show_map,
    sort_order: row.sort_order,
    is_building: row.is_building,
    building_id: row.building_id,
    building_name: buildingName,
    image: imageOf(row),
    coordinates: coordinatesOf(row),
    ...(withAddress ? { address: addressOf(row) } : {}),
    allergen_filter: row.allergen_filter,
    brands: row.brands,
  };
}

/** The public live fields of a location (docs/product/api.md#live-status). */
export interface LiveFields {
  closed_now: { message: string; until: string } | null;
  busy_level: (typeof BUSY_LEVELS)[number] | null;
  busy_words: string | null;
}

/** A location's status at `now` with its staff's live status applied, and the live fields that say why; a busy level only while it is open. */
export function liveOf(row: LocationRow, status: LocationStatus, now: Date): { status: LocationStatus; fields: LiveFields } {
  const closure = row.live_closed_message !== null && row.live_closed_until !== null ? { message: row.live_closed_message, until: row.live_closed_until.toISOString() } : null;
  const shown = statusWithClosure(status, closure, now);
  const busy = shown.label === 'open' ? (BUSY_LEVELS.find((level) => level === row.live_busy_level) ?? null) : null;
  return {
    status: shown,
    fields: { closed_now: isClosedNow(closure, now) ? closure : null, busy_level: busy, busy_words: busy && BUSY_WORDS[busy] },
  };
}

export interface LocationNow {
  status: LocationStatus;
  hours: string[];
  week: WeekEntry[];
  live: LiveFields;
}

export function detailOf(row: LocationRow, buildingName: string | null, state: LocationNow): LocationDetail {
  const f = row.features;
  const address = addressOf(row);
  return {
    id: row.id,
    name: row.name,
    type: typeOf(row),
    building_id: row.building_id,
    building_name: buildingName,
    open: state.status.label === 'open',
    status: state.status,
    hours: state.hours,
    occupancy: row.occupancy,
    description: row.description,
    short_description: row.short_description,
    image: imageOf(row),
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    phone: row.phone,
    phone_formatted: address.phone_formatted,
    labels: featureNames(f.labels, LOCATION_FEATURES, f.custom_labels),
    payment_types: featureNames(f.payment_types, PAYMENT_TYPES, f.custom_payment_types),
    cuisines: featureNames(f.cuisines, CUISINES, f.custom_cuisines),
    address,
    lat: address.lat,
    lon: address.lon,
    weekly_schedule: state.week,
    ...state.live,
  };
}

/** Schedules grouped by location id. */
export function schedulesByLocation(rows: readonly ScheduleRow[]): Map<number, ScheduleRow[]> {
  const map = new Map<number, ScheduleRow[]>();
  for (const row of rows) {
    const list = map.get(row.location_id);
    if (list) list.push(row);
    else map.set(row.location_id, [row]);
  }
  return map;
}

export function buildingOf(row: LocationRow, withAddress: boolean, locations: LocationSummary[]): BuildingSummary {
  return {
    id: row.id,
    name: row.name,
    short_description: row.short_description,
    sort_order: row.sort_order,
    image: imageOf(row),
    coordinates: coordinatesOf(row),
    ...(withAddress ? { address: addressOf(row) } : {}),
    locations,
  };
}
