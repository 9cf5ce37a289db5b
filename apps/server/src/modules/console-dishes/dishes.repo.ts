import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LabelExclusion } from '@commons/domain';
import type { Db } from '../../db/client.ts';
import { dailyMenuPeriods, dailyMenus, menuFilters, menuItems } from '../../db/schema/index.ts';
import { labelExclusionsOf } from '../menus/label-exclusions.repo.ts';
import type { Runner } from '../console-sites/sites-admin.repo.ts';

export type DishRow = typeof menuItems.$inferSelect;
/** What a console save writes of a dish. */
export type DishValues = Pick<DishRow, 'name' | 'description' | 'portion' | 'calories' | 'ingredients' | 'allergen_info_available' | 'filter_ids' | 'may_contain_ids' | 'nutrients' | 'search_text'>;
export type FilterRow = typeof menuFilters.$inferSelect;

/** Which dishes a list shows. */
export type DishesShown = 'active' | 'archived' | 'all';

/** A site's catalogue of dishes (docs/product/console.md#dishes); each write runs in the caller's transaction. */
export const dishesRepo = (db: Db) => ({
  /** One page of the site's dishes in name order, after (`name`, `id`), holding every LIKE pattern. */
  page(siteId: number, options: { shown: DishesShown; patterns: readonly string[]; after: { name: string; id: number } | null; limit: number }): Promise<DishRow[]> {
    const where: SQL[] = [eq(menuItems.site_id, siteId)];
    if (options.shown === 'active') where.push(isNull(menuItems.archived_at));
    if (options.shown === 'archived') where.push(isNotNull(menuItems.archived_at));
    for (const pattern of options.patterns) where.push(sql`${menuItems.search_text} like ${pattern}`);
    const { after } = options;
    if (after) {
      const later = or(gt(menuItems.name, after.name), and(eq(menuItems.name, after.name), gt(menuItems.id, after.id)));
      if (later) where.push(later);
    }
    return db
      .select()
      .from(menuItems)
      .where(and(...where))
      .orderBy(asc(menuItems.name), asc(menuItems.id))
      .limit(options.limit);
  },

  one: async (siteId: number, id: number, runner: Runner = db): Promise<DishRow | undefined> => (await runner.select().from(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.site_id, siteId))))[0],

  /** The site's dish, locked until the transaction ends: saves of one dish take turns. */
  lock: async (tx: Runner, siteId: number, id: number): Promise<DishRow | undefined> =>
    (await tx.select().from(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.site_id, siteId))).for('update'))[0],

  insert: async (tx: Runner, siteId: number, externalId: string, values: DishValues): Promise<DishRow> => {
    const [row] = await tx.insert(menuItems).values({ site_id: siteId, external_id: externalId, ...values }).returning();
    if (!row) throw new Error('The dish was not inserted.');
    return row;
  },

  /** Saves over the version the caller read, moving it on; undefined when it is at another version. */
  async save(tx: Runner, id: number, version: number, values: Partial<DishValues> & { archived_at?: Date | null }, now: Date): Promise<DishRow | undefined> {
    const [row] = await tx
      .update(menuItems)
      .set({ ...values, updated_at: now, version: sql`${menuItems.version} + 1` })
      .where(and(eq(menuItems.id, id), eq(menuItems.version, version)))
      .returning();
    return row;
  },

  delete: async (tx: Runner, id: number, version: number): Promise<boolean> => (await tx.delete(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.version, version))).returning({ id: menuItems.id })).length > 0,

  /** The locations whose menus, on any date, serve any of `ids`. */
  async locationsServing(ids: readonly number[], runner: Runner = db): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await runner
      .selectDistinct({ location_id: dailyMenus.location_id })
      .from(dailyMenuPeriods)
      .innerJoin(dailyMenus, eq(dailyMenus.id, dailyMenuPeriods.daily_menu_id))
      .where(sql`${dailyMenuPeriods.item_ids} && ${sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(',')}]::integer[]`)}`);
    return rows.map((row) => row.location_id).sort((a, b) => a - b);
  },

  /** The site's filters (allergens, labels, ratings). */
  filters: (siteId: number, runner: Runner = db): Promise<FilterRow[]> => runner.select().from(menuFilters).where(eq(menuFilters.site_id, siteId)).orderBy(asc(menuFilters.name), asc(menuFilters.id)),

  /** The filters of these types and names, made when the site has none yet; answers every one asked for. */
  async ensureFilters(tx: Runner, siteId: number, wanted: readonly { type: string; name: string }[]): Promise<FilterRow[]> {
    if (wanted.length === 0) return [];
    await tx
      .insert(menuFilters)
      .values(wanted.map((filter) => ({ site_id: siteId, ...filter })))
      .onConflictDoNothing();
    return tx
      .select()
      .from(menuFilters)
      .where(and(eq(menuFilters.site_id, siteId), inArray(menuFilters.name, wanted.map((filter) => filter.name))));
  },

  labelExclusions: (siteId: number, runner: Runner = db): Promise<LabelExclusion[]> => labelExclusionsOf(runner, siteId),
});
export type DishesRepo = ReturnType<typeof dishesRepo>;
