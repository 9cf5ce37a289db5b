import type { Brand, Menu, MenuFilter, MenuPeriod, PeriodSummary, SearchResult, TodaysMenuLocation } from '@commons/contract';
import { MENU_SEARCH_DAYS } from '@commons/contract';
import { addDays, likePatterns, localDateTime, searchTerms, shownFilterIds, shownFilters } from '@commons/domain';
import { notFound } from '../../platform/app-error.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import { itemIdsOf, periodAnswer, periodSummaryOf } from './menu-answers.ts';
import type { DayPeriodRow, MenusRepo } from './menus.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

type MenuLocation = NonNullable<Awaited<ReturnType<MenusRepo['location']>>>;

const emptyMenu = (date: string, locationId: number, brands: Brand[]): Menu => ({ date, location_id: locationId, periods: [], period: null, filters: [], brands });

export function menusService(repo: MenusRepo, sites: SitesRepo, clock: () => Date) {
  async function publishedSite(siteId: number): Promise<SiteRow> {
    const site = await publishedSiteById(sites, siteId);
    return site;
  }

  /** A location that shows menus: active, with show_menus, not a building, of a published site (of `siteId` when given). */
  async function menuLocation(locationId: number, siteId?: number): Promise<{ site: SiteRow; location: MenuLocation }> {
    const [location, givenSite] = await Promise.all([repo.location(locationId), siteId === undefined ? undefined : publishedSite(siteId)]);
    if (!location || location.is_building || !location.active || !location.show_menus || (givenSite && location.site_id !== givenSite.id)) throw notFound('Invalid location.');
    const site = givenSite ?? (await publishedSite(location.site_id));
    return { site, location };
  }

  const todayAt = (site: SiteRow) => localDateTime(clock(), site.time_zone).date;

  /**
   * A period in full with the site's filters a menu lists. Each dish shows its filters without the
   * labels its allergens contradict (the site's label exclusions) and without 'Avoiding Gluten' on
   * a site without avoiding_gluten, so a label filter never lists a dish that breaks the label.
   */
  async function fullPeriod(period: DayPeriodRow, site: SiteRow): Promise<{ period: MenuPeriod; filters: MenuFilter[] }> {
    const [items, categories, filters, exclusions] = await Promise.all([
      repo.items(itemIdsOf(period)),
      repo.categories(period.categories.map((c) => c.category_id)),
      repo.filtersOfSite(site.id),
      repo.labelExclusions(site.id),
    ]);
    const avoidingGluten = site.flags['avoiding_gluten'] === true;
    const context = { filters: new Map(filters.map((f) => [f.id, f])), exclusions, avoidingGluten };
    const guard = (ids: readonly number[]) => shownFilterIds(ids, context);
    return {
      period: periodAnswer(period, new Map(categories.map((c) => [c.id, c.name])), new Map(items.map((i) => [i.id, i])), guard),
      filters: shownFilters(filters, avoidingGluten),
    };
  }

  return {
    /** The date a request means: the one asked, else today at the site. */
    async dateFor(siteId: number, date: string | undefined): Promise<string> {
      return date ?? todayAt(await publishedSite(siteId));
    },

    async menu(query: { site_id: number; location_id: number; date?: string | undefined; period_id?: number | undefined }): Promise<{ menu: Menu; closed: boolean }> {
      const { site, location } = await menuLocation(query.location_id, query.site_id);
      const date = query.date ?? todayAt(site);
      const brands = location.type === 'concept' ? location.brands : [];
      const day = await repo.day(location.id, date);
      if (!day || day.closed || day.periods.length === 0) return { menu: emptyMenu(date, location.id, brands), closed: day?.closed ?? false };
      const chosen = day.periods.find((p) => p.period_id === query.period_id) ?? day.periods[0]!;
      const { period, filters } = await fullPeriod(chosen, site);
      return { menu: { date, location_id: location.id, periods: day.periods.map(periodSummaryOf), period, filters, brands }, closed: false };
    },

    async periods(locationId: number, date: string | undefined): Promise<{ periods: PeriodSummary[]; closed: boolean }> {
      const { site, location } = await menuLocation(locationId);
      const day = await repo.day(location.id, date ?? todayAt(site));
      if (!day || day.closed) return { periods: [], closed: day?.closed ?? false };
      return { periods: day.periods.map(periodSummaryOf), closed: false };
    },

    async period(locationId: number, periodId: number, date: string | undefined): Promise<{ periods: MenuPeriod[]; closed: boolean }> {
      const { site, location } = await menuLocation(locationId);
      const day = await repo.day(location.id, date ?? todayAt(site));
      if (!day || day.closed) return { periods: [], closed: day?.closed ?? false };
      const chosen = day.periods.find((p) => p.period_id === periodId);
      return { periods: chosen ? [(await fullPeriod(chosen, site)).period] : [], closed: false };
    },

    /** Dates and periods from `date` over `days` whose items match every word of `phrase` as a prefix. */
    async search(query: { site_id: number; location_id: number; date?: string | undefined; days?: number | undefined; phrase: string }): Promise<{ search_results: SearchResult[] }> {
      const { site, location } = await menuLocation(query.location_id, query.site_id);
      const terms = searchTerms(query.phrase);
      if (terms.length === 0) return { search_results: [] };
      const from = query.date ?? todayAt(site);
      const hits = await repo.search(location.id, from, addDays(from, query.days ?? MENU_SEARCH_DAYS), likePatterns(terms));
      const results = new Map<string, SearchResult>();
      for (const hit of hits) {
        const key = `${hit.date}|${hit.period_id}`;
        let result = results.get(key);
        if (!result) {
          result = { date: hit.date, location_id: location.id, period_id: hit.period_id, period_name: hit.period_name, items: [] };
          results.set(key, result);
        }
        if (!result.items.some((i) => i.id === hit.item_id)) result.items.push({ id: hit.item_id, name: hit.item_name });
      }
      return { search_results: [...results.values()] };
    },

    /** Today's menu at every location with menus: periods, stations and item names with calories. */
    async todays(siteId: number): Promise<{ locations: TodaysMenuLocation[] }> {
      const site = await publishedSite(siteId);
      const rows = await repo.siteDay(site.id, todayAt(site));
      const itemIds = [...new Set(rows.flatMap((r) => r.categories.flatMap((c) => c.item_ids)))];
      const categoryIds = [...new Set(rows.flatMap((r) => r.categories.map((c) => c.category_id)))];
      const [items, categories] = await Promise.all([repo.itemNames(itemIds), repo.categories(categoryIds)]);
      const itemOf = new Map(items.map((i) => [i.id, i]));
      const categoryName = new Map(categories.map((c) => [c.id, c.name]));
      const located = new Map<number, TodaysMenuLocation>();
      for (const row of rows) {
        let location = located.get(row.location_id);
        if (!location) {
          location = { id: row.location_id, name: row.location_name, periods: [] };
          located.set(row.location_id, location);
        }
        const stations = [...row.categories]
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((c) => ({
            id: c.category_id,
            name: categoryName.get(c.category_id) ?? '',
            items: c.item_ids.flatMap((id) => {
              const item = itemOf.get(id);
              return item ? [{ id: item.id, name: item.name, calories: item.calories }] : [];
            }),
          }));
        location.periods.push({ id: row.period_id, name: row.period_name, stations });
      }
      return { locations: [...located.values()] };
    },

    /** A legacy-menu site's one menu; an empty list for other sites. */
    async legacy(siteId: number): Promise<{ legacy_menu: { periods: { name: string; menu: string }[] } }> {
      const site = await publishedSite(siteId);
      return { legacy_menu: { periods: site.flags['legacy_menus'] === true ? await repo.legacyPeriods(site.id) : [] } };
    },
  };
}
export type MenusService = ReturnType<typeof menusService>;
