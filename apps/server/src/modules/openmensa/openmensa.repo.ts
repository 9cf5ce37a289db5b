import { and, asc, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labelExclusionsOf } from '../menus/label-exclusions.repo.ts';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuFilters, menuItems, menuPeriods, type StoredCategory } from '../../db/schema/index.ts';

export type FeedLocationRow = NonNullable<Awaited<ReturnType<OpenMensaRepo['location']>>>;

export interface FeedPeriodRow {
  date: string;
  closed: boolean;
  /** Null on a day without periods (a closed day, or one published empty). */
  period_name: string | null;
  period_sort: number | null;
  period_id: number | null;
  categories: StoredCategory[] | null;
}

export type FeedItemRow = Awaited<ReturnType<OpenMensaRepo['items']>>[number];

/** Reads for the OpenMensa feed; the reads of one feed are independent and run side by side. */
export function openMensaRepo(db: Db) {
  const servedItemIds = (locationId: number, from: string, to: string) =>
    db
      .select({ id: sql<number>`unnest(${dailyMenuPeriods.item_ids})` })
      .from(dailyMenus)
      .innerJoin(dailyMenuPeriods, eq(dailyMenuPeriods.daily_menu_id, dailyMenus.id))
      .where(and(eq(dailyMenus.location_id, locationId), gte(dailyMenus.date, from), lte(dailyMenus.date, to), not(dailyMenus.closed)));

  return {
    async location(id: number) {
      const rows = await db
        .select({
          id: locations.id,
          site_id: locations.site_id,
          name: locations.name,
          active: locations.active,
          is_building: locations.is_building,
          show_menus: locations.show_menus,
          street: locations.street,
          city: locations.city,
          state: locations.state,
          zip_code: locations.zip_code,
          phone: locations.phone,
          lat: locations.lat,
          lon: locations.lon,
        })
        .from(locations)
        .where(eq(locations.id, id))
        .limit(1);
      return rows[0];
    },

    /** The daily menus of a location from `from` to `to` (inclusive), one row per period, by date and period order. */
    days(locationId: number, from: string, to: string): Promise<FeedPeriodRow[]> {
      return db
        .select({
          date: dailyMenus.date,
          closed: dailyMenus.closed,
          period_name: menuPeriods.name,
          period_sort: menuPeriods.sort_order,
          period_id: menuPeriods.id,
          categories: dailyMenuPeriods.categories,
        })
        .from(dailyMenus)
        .leftJoin(dailyMenuPeriods, eq(dailyMenuPeriods.daily_menu_id, dailyMenus.id))
        .leftJoin(menuPeriods, eq(menuPeriods.id, dailyMenuPeriods.period_id))
        .where(and(eq(dailyMenus.location_id, locationId), gte(dailyMenus.date, from), lte(dailyMenus.date, to)))
        .orderBy(asc(dailyMenus.date), asc(menuPeriods.sort_order), asc(menuPeriods.id));
    },

    /** The site's items served at the location over those dates (an id of another site's item is never read). */
    items(siteId: number, locationId: number, from: string, to: string) {
      return db
        .select({
          id: menuItems.id,
          name: menuItems.name,
          allergen_info_available: menuItems.allergen_info_available,
          custom_allergens: menuItems.custom_allergens,
          filter_ids: menuItems.filter_ids,
          may_contain_ids: menuItems.may_contain_ids,
        })
        .from(menuItems)
        .where(and(eq(menuItems.site_id, siteId), inArray(menuItems.id, servedItemIds(locationId, from, to))));
    },

    categoriesOfLocation(locationId: number) {
      return db.select({ id: menuCategories.id, name: menuCategories.name }).from(menuCategories).where(eq(menuCategories.location_id, locationId));
    },

    labelExclusions: (siteId: number) => labelExclusionsOf(db, siteId),

    filtersOfSite(siteId: number) {
      return db
        .select({ id: menuFilters.id, type: menuFilters.type, name: menuFilters.name })
        .from(menuFilters)
        .where(eq(menuFilters.site_id, siteId))
        .orderBy(asc(menuFilters.name), asc(menuFilters.id));
    },
  };
}
export type OpenMensaRepo = ReturnType<typeof openMensaRepo>;
