import type { AllLocationsQuery, BuildingSummary, HoursWithLocations, LocationDetail, LocationSchedule, LocationSummary, WeeklyLocation } from '@commons/contract';
import { addDays, hoursOn, localDateTime, locationStatus, weekDates, weekStart, weekView } from '@commons/domain';
import { notFound } from '../../platform/app-error.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import { buildingOf, detailOf, isOnMap, liveOf, schedulesByLocation, summaryOf } from './location-answers.ts';
import { hoursCalendar } from './hours-calendar.ts';
import type { LocationRow, LocationsRepo } from './locations.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

/** How many days of hours the iCalendar feed covers. */
export const CALENDAR_DAYS = 28;

/** A site's places (non-building locations) and the names of its buildings. */
function placesOf(rows: readonly LocationRow[]) {
  const buildingNames = new Map(rows.filter((r) => r.is_building).map((r) => [r.id, r.name]));
  const nameOfBuilding = (row: LocationRow) => (row.building_id === null ? null : (buildingNames.get(row.building_id) ?? null));
  return { places: rows.filter((r) => !r.is_building), nameOfBuilding };
}

export function locationsService(repo: LocationsRepo, sites: SitesRepo, clock: () => Date) {
  async function publishedSite(siteId: number): Promise<SiteRow> {
    const site = await publishedSiteById(sites, siteId);
    return site;
  }

  /** The date at the site at `now`. */
  const today = (site: SiteRow, now = clock()) => localDateTime(now, site.time_zone).date;

  async function weekly(site: SiteRow, date: string): Promise<{ rows: LocationRow[]; located: WeeklyLocation[] }> {
    const dates = weekDates(date);
    const [rows, schedules] = await Promise.all([repo.ofSite(site.id), repo.schedulesOfSite(site.id, dates[0] ?? date, dates[6] ?? date)]);
    const grouped = schedulesByLocation(schedules);
    const { places, nameOfBuilding } = placesOf(rows);
    const located = places
      .filter((r) => r.active)
      .map((r) => ({ id: r.id, name: r.name, building_id: r.building_id, building_name: nameOfBuilding(r), weekly_schedule: weekView(grouped.get(r.id) ?? [], date) }));
    return { rows, located };
  }

  /** Every active place's open state at `now`, in sort order. */
  async function status(siteId: number, now: Date): Promise<{ time_zone: string; location_schedules: LocationSchedule[] }> {
    const site = await publishedSite(siteId);
    const date = today(site, now);
    const [rows, schedules] = await Promise.all([repo.ofSite(site.id), repo.schedulesOfSite(site.id, addDays(date, -1), date)]);
    const grouped = schedulesByLocation(schedules);
    const { places, nameOfBuilding } = placesOf(rows);
    const location_schedules = places
      .filter((r) => r.active)
      .map((r) => {
        const own = grouped.get(r.id) ?? [];
        const live = liveOf(r, locationStatus(own, now, site.time_zone), now);
        return { id: r.id, name: r.name, building_id: r.building_id, building_name: nameOfBuilding(r), open: live.status.label === 'open', status: live.status, hours: hoursOn(own, date), schedules: own, ...live.fields };
      });
    return { time_zone: site.time_zone, location_schedules };
  }

  return {
    /** The instant a status answer is for: the `timestamp` asked, else now. */
    instant(timestampMs: number | undefined): Date {
      return timestampMs === undefined ? clock() : new Date(timestampMs);
    },

    status,

    async open(siteId: number, now: Date): Promise<{ time_zone: string; location_schedules: LocationSchedule[] }> {
      const { time_zone, location_schedules } = await status(siteId, now);
      return { time_zone, location_schedules: location_schedules.filter((l) => l.open) };
    },

    /** Hours of every active place for the week containing `date` (default today at the site). */
    async weeklySchedule(siteId: number, date?: string): Promise<{ the_locations: WeeklyLocation[] }> {
      const site = await publishedSite(siteId);
      const { located } = await weekly(site, date ?? today(site));
      return { the_locations: located };
    },

    /** The hours table: one group per building, then the places outside any building. */
    async hoursOfOperation(siteId: number, date?: string): Promise<{ hours_with_locations: HoursWithLocations }> {
      const site = await publishedSite(siteId);
      const current = today(site);
      const shown = weekStart(date ?? current);
      const { rows, located } = await weekly(site, shown);
      const buildings = rows
        .filter((r) => r.is_building && r.active)
        .map((b) => ({ id: b.id, name: b.name, locations: located.filter((l) => l.building_id === b.id) }))
        .filter((b) => b.locations.length > 0);
      const grouped = new Set(buildings.flatMap((b) => b.locations.map((l) => l.id)));
      // Each keeps the name of the building it sits in (docs/product/site.md#locations), e.g. one whose building is not
      // listed; a place outside any building has none. Never its street: that is not a building.
      const additional_locations = located.filter((l) => !grouped.has(l.id));
      return { hours_with_locations: { week_of: shown, is_current_week: shown === weekStart(current), buildings, additional_locations } };
    },

    async allLocations(query: AllLocationsQuery): Promise<{ locations: LocationSummary[]; buildings: BuildingSummary[] }> {
      const site = await publishedSite(query.site_id);
      const rows = await repo.ofSite(site.id);
      const { places, nameOfBuilding } = placesOf(rows);
      const withAddress = query.with_address ?? true;
      const chosen = places.filter(
        (r) => (!query.for_map || isOnMap(r)) && (!query.for_menus || (r.active && r.show_menus)) && (!query.for_profile || r.active),
      );
      const summary = (r: LocationRow) => summaryOf(r, nameOfBuilding(r), withAddress);
      if (!query.with_buildings) return { locations: chosen.map(summary), buildings: [] };
      const buildings = rows
        .filter((b) => b.is_building && b.active)
        .map((b) => buildingOf(b, withAddress, chosen.filter((r) => r.building_id === b.id).map(summary)))
        .filter((b) => b.locations.length > 0);
      const inBuilding = new Set(buildings.flatMap((b) => b.locations.map((l) => l.id)));
      return { locations: chosen.filter((r) => !inBuilding.has(r.id)).map(summary), buildings };
    },

    /** One active location's detail for the campus map. */
    async mapDetail(siteId: number, locationId: number): Promise<{ location: LocationDetail }> {
      const site = await publishedSite(siteId);
      const row = await repo.findById(locationId);
      if (!row || row.site_id !== site.id || !row.active) throw notFound('Location not found.');
      const now = clock();
      const date = today(site, now);
      const sunday = weekStart(date);
      const [schedules, building] = await Promise.all([
        repo.schedulesOfLocation(row.id, addDays(sunday, -1), addDays(sunday, 6)),
        row.building_id === null ? Promise.resolve(undefined) : repo.findById(row.building_id),
      ]);
      const live = liveOf(row, locationStatus(schedules, now, site.time_zone), now);
      const state = { status: live.status, hours: hoursOn(schedules, date), week: weekView(schedules, date), live: live.fields };
      return { location: detailOf(row, building?.name ?? null, state) };
    },

    /** A location's hours for the next four weeks as iCalendar text. */
    async hoursCalendar(locationId: number): Promise<{ fileName: string; text: string }> {
      const row = await repo.findById(locationId);
      if (!row || !row.active || row.is_building) throw notFound('Location not found.');
      const site = await publishedSite(row.site_id);
      const now = clock();
      const first = today(site, now);
      const last = addDays(first, CALENDAR_DAYS - 1);
      const schedules = await repo.schedulesOfLocation(row.id, first, last);
      const text = hoursCalendar({ location: row, schedules, timeZone: site.time_zone, from: first, days: CALENDAR_DAYS, now });
      return { fileName: `location-${row.id}-hours.ics`, text };
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
