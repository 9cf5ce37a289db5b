import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LabelExclusion } from '@commons/domain';
import type { Db } from '../../db/client.ts';
import { labelExclusionsOf } from './label-exclusions.repo.ts';
import { dailyMenuPeriods, dailyMenus, legacyMenus, locations, menuCategories, menuFilters, menuItems, menuPeriods, type StoredCategory } from '../../db/schema/index.ts';

export type MenuItemRow = typeof menuItems.$inferSelect;

export interface DayPeriodRow {
  period_id: number;
  name: string;
  sort_order: number;
  categories: StoredCategory[];
}

export interface SearchHitRow {
  date: string;
  period_id: number;
  period_name: string;
  period_sort: number;
  item_id: number;
  item_name: string;
}

/** Reads of the menu tables; every menu answer takes two round trips at most. */
export function menusRepo(db: Db) {
  return {
    async location(id: number) {
      const rows = await db
        .select({
          id: locations.id,
          site_id: locations.site_id,
          name: locations.name,
          type: locations.type,
          active: locations.active,
          show_menus: locations.show_menus,
          is_building: locations.is_building,
          brands: locations.brands,
        })
        .from(locations)
        .where(eq(locations.id, id))
        .limit(1);
      return rows[0];
    },

    /** The day's menu of a location: `undefined` when none was published, else its closed flag and periods. */
    async day(locationId: number, date: string): Promise<{ closed: boolean; periods: DayPeriodRow[] } | undefined> {
      const rows = await db
        .select({
          closed: dailyMenus.closed,
          period_id: dailyMenuPeriods.period_id,
          name: menuPeriods.name,
          sort_order: menuPeriods.sort_order,
          categories: dailyMenuPeriods.categories,
        })
        .from(dailyMenus)
        .leftJoin(dailyMenuPeriods, eq(dailyMenuPeriods.daily_menu_id, dailyMenus.id))
        .leftJoin(menuPeriods, eq(menuPeriods.id, dailyMenuPeriods.period_id))
        .where(and(eq(dailyMenus.location_id, locationId), eq(dailyMenus.date, date)));
      const first = rows[0];
      if (!first) return undefined;
      const periods: DayPeriodRow[] = [];
      for (const row of rows) {
        if (row.period_id === null || row.name === null || row.sort_order === null || row.categories === null) continue;
        periods.push({ period_id: row.period_id, name: row.name, sort_order: row.sort_order, categories: row.categories });
      }
      periods.sort((a, b) => a.sort_order - b.sort_order || a.period_id - b.period_id);
      return { closed: first.closed, periods };
    },

    items(ids: readonly number[]): Promise<MenuItemRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(menuItems).where(inArray(menuItems.id, [...ids]));
    },

    itemNames(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: menuItems.id, name: menuItems.name, calories: menuItems.calories }).from(menuItems).where(inArray(menuItems.id, [...ids]));
    },

    categories(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: menuCategories.id, name: menuCategories.name }).from(menuCategories).where(inArray(menuCategories.id, [...ids]));
    },

    filtersOfSite(siteId: number) {
      return db
        .select({ id: menuFilters.id, name: menuFilters.name, type: menuFilters.type })
        .from(menuFilters)
        .where(eq(menuFilters.site_id, siteId))
        .orderBy(asc(menuFilters.name), asc(menuFilters.id));
    },

    /** The label exclusions a site follows: the defaults, then its own rows. */
    labelExclusions: (siteId: number): Promise<LabelExclusion[]> => labelExclusionsOf(db, siteId),

    /**
     * Items served at a location from `from` (inclusive) to `to` (exclusive) whose search text
     * holds every pattern (LIKE patterns of word prefixes).
     */
    async search(locationId: number, from: string, to: string, patterns: readonly string[]): Promise<SearchHitRow[]> {
      const matches = sql.join(
        patterns.map((pattern) => sql`${menuItems.search_text} like ${pattern}`),
        sql` and `,
      );
      const result = await db.execute(sql`
        select dm.date::text as date, p.id as period_id, p.name as period_name, p.sort_order as period_sort,
               ${menuItems.id} as item_id, ${menuItems.name} as item_name
        from ${dailyMenus} dm
        join ${dailyMenuPeriods} dmp on dmp.daily_menu_id = dm.id
        join ${menuPeriods} p on p.id = dmp.period_id
        join ${menuItems} on ${menuItems.id} = any(dmp.item_ids)
        where dm.location_id = ${locationId} and dm.date >= ${from} and dm.date < ${to} and not dm.closed and ${matches}
        order by dm.date, p.sort_order, p.id, ${menuItems.name}
        limit 500`);
      return (result.rows as unknown as SearchHitRow[]).map((row) => ({ ...row, period_id: Number(row.period_id), period_sort: Number(row.period_sort), item_id: Number(row.item_id) }));
    },

    /** Every day menu of a site's menu locations on `date`, with its periods. */
    async siteDay(siteId: number, date: string) {
      return db
        .select({
          location_id: locations.id,
          location_name: locations.name,
          location_sort: locations.sort_order,
          period_id: menuPeriods.id,
          period_name: menuPeriods.name,
          period_sort: menuPeriods.sort_order,
          categories: dailyMenuPeriods.categories,
        })
        .from(dailyMenus)
        .innerJoin(locations, eq(locations.id, dailyMenus.location_id))
        .innerJoin(dailyMenuPeriods, eq(dailyMenuPeriods.daily_menu_id, dailyMenus.id))
        .innerJoin(menuPeriods, eq(menuPeriods.id, dailyMenuPeriods.period_id))
        .where(
          and(
            eq(locations.site_id, siteId),
            eq(locations.active, true),
            eq(locations.show_menus, true),
            eq(locations.is_building, false),
            eq(dailyMenus.date, date),
            eq(dailyMenus.closed, false),
          ),
        )
        .orderBy(asc(locations.sort_order), asc(locations.id), asc(menuPeriods.sort_order), asc(menuPeriods.id));
    },

    legacyPeriods(siteId: number) {
      return db
        .select({ name: legacyMenus.period_name, menu: legacyMenus.menu_html })
        .from(legacyMenus)
        .where(eq(legacyMenus.site_id, siteId))
        .orderBy(asc(legacyMenus.sort_order), asc(legacyMenus.id));
    },
  };
}
export type MenusRepo = ReturnType<typeof menusRepo>;
