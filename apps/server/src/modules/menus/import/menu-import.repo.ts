/** The SQL of the menu importer: reads what a file touches, writes only what differs. */
import { and, arrayOverlaps, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { LabelExclusion } from '@commons/domain';
import type { Db } from '../../../db/client.ts';
import { labelExclusionsOf } from '../label-exclusions.repo.ts';
import { MENUS_CHANGED_CHANNEL } from '../menus-changed.ts';
import { dailyMenuPeriods, dailyMenus, locations, menuCategories, menuFilters, menuItems, menuLabelExclusions, menuPeriods, sites } from '../../../db/schema/index.ts';

/** The database or an open transaction on it. */
export type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'delete' | 'execute'>;

export type FilterRow = typeof menuFilters.$inferSelect;
export type ItemRow = typeof menuItems.$inferSelect;
export type NewItemRow = Omit<typeof menuItems.$inferInsert, 'id'>;
export type PeriodRow = typeof menuPeriods.$inferSelect;
export type CategoryRow = typeof menuCategories.$inferSelect;
export type DailyMenuRow = typeof dailyMenus.$inferSelect;
export type DailyMenuPeriodRow = typeof dailyMenuPeriods.$inferSelect;
export type NewDailyMenuPeriodRow = Omit<typeof dailyMenuPeriods.$inferInsert, 'id'>;

/** PostgreSQL caps a notification's payload at 8000 bytes. */
const NOTIFY_PAYLOAD_BYTES = 7_900;
/** First key of the advisory lock that keeps two imports of one site apart (the second is the site id). */
const IMPORT_LOCK_CLASS = 71_401;
/** Rows per insert statement, well under PostgreSQL's 65 535 bound parameters. */
const ROWS_PER_STATEMENT = 1_000;

function chunks<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function menuImportRepo(db: Executor) {
  async function findSite(slug: string): Promise<{ id: number; slug: string } | undefined> {
    const [row] = await db.select({ id: sites.id, slug: sites.slug }).from(sites).where(eq(sql`lower(${sites.slug})`, slug.toLowerCase())).limit(1);
    return row;
  }

  return {
    findSite,

    async findLocations(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: locations.id, name: locations.name, site_id: locations.site_id, site_slug: sites.slug, is_building: locations.is_building })
        .from(locations)
        .innerJoin(sites, eq(sites.id, locations.site_id))
        .where(inArray(locations.id, [...ids]));
    },

    /** The label exclusions a site follows (the defaults and its own rows); the defaults alone for an unknown slug. */
    async labelExclusions(slug: string | null): Promise<LabelExclusion[]> {
      const site = slug === null ? undefined : await findSite(slug);
      return labelExclusionsOf(db, site?.id ?? null);
    },

    /** Holds until the transaction ends, so two imports of one site run one after the other. */
    async lockSite(siteId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, ${siteId}::int)`);
    },

    filters: (siteId: number): Promise<FilterRow[]> => db.select().from(menuFilters).where(eq(menuFilters.site_id, siteId)),

    items: (siteId: number): Promise<ItemRow[]> => db.select().from(menuItems).where(eq(menuItems.site_id, siteId)),

    periods: (locationIds: readonly number[]): Promise<PeriodRow[]> =>
      locationIds.length === 0 ? Promise.resolve([]) : db.select().from(menuPeriods).where(inArray(menuPeriods.location_id, [...locationIds])),

    categories: (locationIds: readonly number[]): Promise<CategoryRow[]> =>
      locationIds.length === 0 ? Promise.resolve([]) : db.select().from(menuCategories).where(inArray(menuCategories.location_id, [...locationIds])),

    /** The daily menus of `locationIds` from `from` to `to` (inclusive) and their periods. */
    async dailyMenus(locationIds: readonly number[], from: string, to: string): Promise<{ menus: DailyMenuRow[]; periods: DailyMenuPeriodRow[] }> {
      if (locationIds.length === 0) return { menus: [], periods: [] };
      const within = and(inArray(dailyMenus.location_id, [...locationIds]), gte(dailyMenus.date, from), lte(dailyMenus.date, to));
      const menus = await db.select().from(dailyMenus).where(within);
      const periods = await db
        .select({ id: dailyMenuPeriods.id, daily_menu_id: dailyMenuPeriods.daily_menu_id, period_id: dailyMenuPeriods.period_id, categories: dailyMenuPeriods.categories, item_ids: dailyMenuPeriods.item_ids })
        .from(dailyMenuPeriods)
        .innerJoin(dailyMenus, eq(dailyMenus.id, dailyMenuPeriods.daily_menu_id))
        .where(within)
        .orderBy(asc(dailyMenuPeriods.id));
      return { menus, periods };
    },

    async insertFilters(rows: { site_id: number; type: string; name: string }[]): Promise<FilterRow[]> {
      const out: FilterRow[] = [];
      for (const part of chunks(rows)) out.push(...(await db.insert(menuFilters).values(part).returning()));
      return out;
    },

    siteLabelExclusions: (siteId: number): Promise<LabelExclusion[]> => labelExclusionsOf(db, siteId),

    /** Inserts the rows the site does not have yet (labels compared ignoring case); answers how many were new. */
    async insertLabelExclusions(rows: { site_id: number; label: string; allergen: string }[]): Promise<number> {
      let created = 0;
      for (const part of chunks(rows)) created += (await db.insert(menuLabelExclusions).values(part).onConflictDoNothing().returning({ id: menuLabelExclusions.id })).length;
      return created;
    },

    /** Inserts new items and rewrites changed ones (matched on site and external id). */
    async upsertItems(rows: NewItemRow[]): Promise<{ id: number; external_id: string }[]> {
      const out: { id: number; external_id: string }[] = [];
      const excluded = (column: string) => sql.raw(`excluded."${column}"`);
      for (const part of chunks(rows)) {
        const written = await db
          .insert(menuItems)
          .values(part)
          .onConflictDoUpdate({
            target: [menuItems.site_id, menuItems.external_id],
            set: {
              name: excluded('name'),
              description: excluded('description'),
              portion: excluded('portion'),
              calories: excluded('calories'),
              ingredients: excluded('ingredients'),
              custom_allergens: excluded('custom_allergens'),
              allergen_info_available: excluded('allergen_info_available'),
              filter_ids: excluded('filter_ids'),
              may_contain_ids: excluded('may_contain_ids'),
              nutrients: excluded('nutrients'),
              concept_nutrients: excluded('concept_nutrients'),
              search_text: excluded('search_text'),
              // An import's change moves the version on, so a console form read before it is refused, not saved over it.
              version: sql`${menuItems.version} + 1`,
              updated_at: sql`now()`,
            },
          })
          .returning({ id: menuItems.id, external_id: menuItems.external_id });
        out.push(...written);
      }
      return out;
    },

    async upsertPeriods(rows: { location_id: number; name: string; sort_order: number }[]): Promise<PeriodRow[]> {
      const out: PeriodRow[] = [];
      for (const part of chunks(rows)) {
        out.push(
          ...(await db
            .insert(menuPeriods)
            .values(part)
            .onConflictDoUpdate({ target: [menuPeriods.location_id, menuPeriods.name], set: { sort_order: sql`excluded.sort_order` } })
            .returning()),
        );
      }
      return out;
    },

    async insertCategories(rows: { location_id: number; name: string }[]): Promise<CategoryRow[]> {
      const out: CategoryRow[] = [];
      for (const part of chunks(rows)) out.push(...(await db.insert(menuCategories).values(part).returning()));
      return out;
    },

    /** Creates or rewrites the daily menus of `rows`; their old periods are deleted by the caller. */
    async upsertDailyMenus(rows: { location_id: number; date: string; closed: boolean }[], updatedAt: Date | null): Promise<DailyMenuRow[]> {
      const out: DailyMenuRow[] = [];
      const stamp = updatedAt ?? sql`now()`;
      for (const part of chunks(rows)) {
        out.push(
          ...(await db
            .insert(dailyMenus)
            .values(part.map((row) => ({ ...row, updated_at: stamp })))
            .onConflictDoUpdate({ target: [dailyMenus.location_id, dailyMenus.date], set: { closed: sql`excluded.closed`, updated_at: sql`excluded.updated_at` } })
            .returning()),
        );
      }
      return out;
    },

    async deleteDailyMenuPeriods(dailyMenuIds: readonly number[]): Promise<void> {
      for (const part of chunks(dailyMenuIds, 5_000)) await db.delete(dailyMenuPeriods).where(inArray(dailyMenuPeriods.daily_menu_id, part));
    },

    async insertDailyMenuPeriods(rows: NewDailyMenuPeriodRow[]): Promise<void> {
      for (const part of chunks(rows)) await db.insert(dailyMenuPeriods).values(part);
    },

    /** Locations whose stored menus (any date) serve one of `itemIds`. */
    async locationsServing(itemIds: readonly number[]): Promise<number[]> {
      if (itemIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: dailyMenus.location_id })
        .from(dailyMenuPeriods)
        .innerJoin(dailyMenus, eq(dailyMenus.id, dailyMenuPeriods.daily_menu_id))
        .where(arrayOverlaps(dailyMenuPeriods.item_ids, [...itemIds]));
      return rows.map((row) => row.id);
    },

    /** Locations of a site that have menu periods, hence menus whose filter list may change. */
    async locationsWithMenus(siteId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: menuPeriods.location_id })
        .from(menuPeriods)
        .innerJoin(locations, eq(locations.id, menuPeriods.location_id))
        .where(eq(locations.site_id, siteId));
      return rows.map((row) => row.id);
    },

    /** Tells listeners (on commit) which locations' menus changed, in as many payloads as needed. */
    async notifyMenusChanged(locationIds: readonly number[]): Promise<void> {
      let batch: number[] = [];
      let bytes = 2;
      const send = async () => {
        if (batch.length > 0) await db.execute(sql`select pg_notify(${MENUS_CHANGED_CHANNEL}, ${JSON.stringify(batch)})`);
        batch = [];
        bytes = 2;
      };
      for (const id of locationIds) {
        const size = String(id).length + 1;
        if (bytes + size > NOTIFY_PAYLOAD_BYTES) await send();
        batch.push(id);
        bytes += size;
      }
      await send();
    },
  };
}

export type MenuImportRepo = ReturnType<typeof menuImportRepo>;
