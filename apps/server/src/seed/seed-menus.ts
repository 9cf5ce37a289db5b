/**
 * The demo menus of the two full sites, written through the menu importer like any operator's
 * file: every active location with menus gets its periods and a menu for each day from three days
 * before today to thirteen after, each station showing a different run of its dishes each day.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { locations } from '../db/schema/index.ts';
import { formatError, importMenus, MENU_FORMAT } from '../modules/menus/import/index.ts';
import { dishId, dishItem, type DishSpec } from './menu-dish-spec.ts';
import { lakesideMenuPlan, MENU_DAY_OFFSETS, northfieldMenuPlan, type SiteMenuPlan } from './menu-plans.ts';
import type { SeedContext, SeededSite } from './seed-context.ts';
import type { SiteKey } from './site-definition.ts';

export const menuPlans: Partial<Record<SiteKey, SiteMenuPlan>> = { northfield: northfieldMenuPlan, lakeside: lakesideMenuPlan };

export interface MenuLocation {
  id: number;
  name: string;
  type: string;
}

/** `count` dishes of `pool` in pool order, starting at a place that moves three dishes a day. */
export function stationDishes<T>(pool: readonly T[], count: number, dayIndex: number, salt: number): T[] {
  if (count > pool.length) throw new Error(`A station wants ${count} dishes from a pool of ${pool.length}`);
  const start = (dayIndex * 3 + salt) % pool.length;
  return Array.from({ length: count }, (_, i) => pool[(start + i) % pool.length] as T);
}

function poolOf(plan: SiteMenuPlan, name: string): readonly DishSpec[] {
  const pool = plan.dishes[name];
  if (!pool) throw new Error(`No dish pool named ${name}`);
  return pool;
}

/** The menu file of one site's demo menus, dated from the site's today. */
export function demoMenuFile(site: SeededSite, plan: SiteMenuPlan, menuLocations: readonly MenuLocation[]): Record<string, unknown> {
  // Every location with menus has a plan and every plan a location, so the data cannot drift apart.
  const unplanned = menuLocations.filter((l) => !plan.locations[l.name]).map((l) => l.name);
  const unused = Object.keys(plan.locations).filter((name) => !menuLocations.some((l) => l.name === name));
  if (unplanned.length > 0 || unused.length > 0) {
    throw new Error(`Demo menus of ${site.def.row.slug}: no plan for [${unplanned.join(', ')}]; no location for [${unused.join(', ')}]`);
  }
  const served = menuLocations;

  // A pool's dishes are concept items when concept locations serve them.
  const conceptPools = new Map<string, boolean>();
  for (const location of served) {
    for (const period of plan.locations[location.name]?.periods ?? []) {
      for (const category of period.categories) {
        const isConcept = location.type === 'concept';
        if (conceptPools.get(category.pool) === !isConcept) throw new Error(`Dish pool ${category.pool} is served by both concept and other locations`);
        conceptPools.set(category.pool, isConcept);
      }
    }
  }
  const items = [...conceptPools].flatMap(([pool, isConcept]) => poolOf(plan, pool).map((dish) => dishItem(dish, isConcept)));

  const days: number[] = [];
  for (let offset = MENU_DAY_OFFSETS.from; offset <= MENU_DAY_OFFSETS.to; offset++) days.push(offset);
  return {
    format: MENU_FORMAT,
    site: site.def.row.slug,
    items,
    locations: served.map((location) => {
      const { periods, closedOn = [] } = plan.locations[location.name] ?? { periods: [] };
      return {
        location_id: location.id,
        periods: periods.map((period) => period.name),
        days: days.map((offset) => {
          const date = site.clock.iso(offset);
          if (closedOn.includes(offset)) return { date, closed: true };
          const dayIndex = offset - MENU_DAY_OFFSETS.from;
          return {
            date,
            periods: periods.map((period, p) => ({
              name: period.name,
              categories: period.categories.map((category, c) => ({
                name: category.name,
                items: stationDishes(poolOf(plan, category.pool), category.count, dayIndex, p * 2 + c).map((dish) => dishId(dish.name)),
              })),
            })),
          };
        }),
      };
    }),
  };
}

/** Active, non-building locations of a site that show menus, in id order. */
export async function menuLocationsOf(db: Db, siteId: number): Promise<MenuLocation[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, type: locations.type, active: locations.active, show_menus: locations.show_menus, is_building: locations.is_building })
    .from(locations)
    .where(eq(locations.site_id, siteId))
    .orderBy(locations.id);
  return rows.filter((l) => l.active && l.show_menus && !l.is_building).map(({ id, name, type }) => ({ id, name, type }));
}

export async function seedMenus(ctx: SeedContext): Promise<void> {
  for (const site of Object.values(ctx.sites)) {
    const plan = menuPlans[site.def.row.slug];
    if (!plan) continue;
    const file = demoMenuFile(site, plan, await menuLocationsOf(ctx.db, site.id));
    // A fixed instant keeps reruns identical.
    const result = await importMenus(ctx.db, file, { updatedAt: site.clock.at(0, 0, 0) });
    if (!result.ok) throw new Error(`Demo menus of ${site.def.row.slug} do not import:\n${result.errors.map(formatError).join('\n')}`);
  }
}
