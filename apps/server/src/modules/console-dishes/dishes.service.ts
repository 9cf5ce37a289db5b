import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DISH_MESSAGES, DISH_PAGE_SIZE, type ConsoleDish, type DishAnswer, type DishListAnswer, type DishRemovedAnswer } from '@commons/contract/console';
import { likePatterns, searchTerms } from '@commons/domain';
import { invalid, notFound } from '../../platform/app-error.ts';
import { notifySiteChanged, type SiteAnswersDropper } from '../../platform/site-changed.ts';
import { recordAudit, type AuditAuthor } from '../console-auth/index.ts';
import { staleWrite, type ActivityRepo } from '../console-activity/index.ts';
import type { Runner, SiteRow, SitesAdminRepo } from '../console-sites/sites-admin.repo.ts';
import { MENUS_CHANGED_CHANNEL } from '../menus/menus-changed.ts';
import { FILTER_TYPES } from '../menus/import/menu-vocabulary.ts';
import { dishOf, dishSummaryOf, vocabularyOf } from './dish-answer.ts';
import { dishValuesOf, type DishBody } from './dish-values.ts';
import type { DishesRepo, DishesShown, DishRow, DishValues, FilterRow } from './dishes.repo.ts';

export interface DishesDeps {
  dishes: DishesRepo;
  sites: SitesAdminRepo;
  activity: ActivityRepo;
  clock: () => Date;
  dropAnswers: SiteAnswersDropper;
}

/** The audit trail's name of a dish. */
const DISH = 'dish';
const NO_SUCH_SITE = 'No site has this id.';

export interface DishListOptions {
  q?: string | undefined;
  show?: DishesShown | undefined;
  after_name?: string | undefined;
  after_id?: number | undefined;
}

/**
 * A site's catalogue of dishes (docs/product/console.md#dishes). Each write locks the dish, checks
 * the version its author read, passes the importer's food-safety rules, writes one audit event and
 * announces the change to the menus and the site, so the public menu, search, today's menu tile and
 * the OpenMensa feed show it at once.
 */
export function dishesService({ dishes, sites, activity, clock, dropAnswers }: DishesDeps) {
  async function siteOf(siteId: number): Promise<SiteRow> {
    const site = await sites.findById(siteId);
    if (!site) throw notFound(NO_SUCH_SITE);
    return site;
  }

  /** One write: answers what `work` makes, once its changes are announced and the site's kept public answers dropped. */
  async function write<T>(site: SiteRow, work: (tx: Runner, now: Date) => Promise<{ made: T; dishId: number }>): Promise<T> {
    const now = clock();
    const change = { site_id: site.id, slugs: [site.slug.toLowerCase()] };
    const made = await sites.transaction(async (tx) => {
      const done = await work(tx, now);
      await notifySiteChanged(tx, change);
      const locations = await dishes.locationsServing([done.dishId], tx);
      if (locations.length > 0) await tx.execute(sql`select pg_notify(${MENUS_CHANGED_CHANNEL}, ${JSON.stringify(locations)})`);
      return done.made;
    });
    await dropAnswers(change);
    return made;
  }

  /** The dish as it is now, locked, or a 404; a 409 naming who changed it when it is not at `version`. */
  async function current(tx: Runner, site: SiteRow, id: number, version: number, now: Date): Promise<DishRow> {
    const row = await dishes.lock(tx, site.id, id);
    if (!row) throw notFound(DISH_MESSAGES.notFound);
    if (row.version !== version) throw await stale(site, id, now);
    return row;
  }
  const stale = (site: SiteRow, id: number, now: Date) => staleWrite(activity, 'this dish', [{ entity: DISH, id }], site, now);
  const audit = (tx: Runner, author: AuditAuthor, site: SiteRow, id: number, action: string, before: unknown, after: unknown, now: Date) =>
    recordAudit(tx, author, { site_id: site.id, entity: DISH, entity_id: id, action, before, after }, now);

  /** The values of a save, its filters made when the site lacks them; filters of other kinds (ratings) the dish had stay. */
  async function valuesOf(tx: Runner, site: SiteRow, body: DishBody, before: DishRow | null): Promise<DishValues> {
    const { labels, nutrients, text } = dishValuesOf(body, before?.nutrients ?? [], await dishes.labelExclusions(site.id, tx));
    const wanted: { type: string; name: string }[] = [...[...(body.allergens ?? []), ...body.may_contain].map((name) => ({ type: FILTER_TYPES.allergen, name })), ...labels.map((name) => ({ type: FILTER_TYPES.label, name }))];
    const made = await dishes.ensureFilters(tx, site.id, wanted);
    const idOf = (type: string, name: string) => made.find((filter) => filter.type === type && filter.name.toLowerCase() === name.toLowerCase())?.id;
    const ids = (type: string, names: readonly string[]) => names.flatMap((name) => idOf(type, name) ?? []);
    const kept = before ? (await dishes.filters(site.id, tx)).filter((filter) => filter.type !== FILTER_TYPES.allergen && filter.type !== FILTER_TYPES.label && before.filter_ids.includes(filter.id)).map((f) => f.id) : [];
    const sorted = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);
    return {
      ...text,
      allergen_info_available: body.allergens !== null,
      filter_ids: sorted([...ids(FILTER_TYPES.allergen, body.allergens ?? []), ...ids(FILTER_TYPES.label, labels), ...kept]),
      may_contain_ids: sorted(ids(FILTER_TYPES.allergen, body.may_contain)),
      nutrients,
    };
  }

  async function answerOf(site: SiteRow, row: DishRow, runner?: Runner): Promise<DishAnswer> {
    const filters: FilterRow[] = await dishes.filters(site.id, runner);
    const onMenus = (await dishes.locationsServing([row.id], runner)).length > 0;
    return { dish: dishOf(row, filters, onMenus), vocabulary: vocabularyOf(filters) };
  }

  return {
    async list(siteId: number, options: DishListOptions): Promise<DishListAnswer> {
      const site = await siteOf(siteId);
      const patterns = options.q ? likePatterns(searchTerms(options.q)) : [];
      const after = options.after_name !== undefined && options.after_id !== undefined ? { name: options.after_name, id: options.after_id } : null;
      const rows = await dishes.page(site.id, { shown: options.show ?? 'active', patterns, after, limit: DISH_PAGE_SIZE + 1 });
      const filters = await dishes.filters(site.id);
      const shown = rows.slice(0, DISH_PAGE_SIZE);
      const last = shown.at(-1);
      return { dishes: shown.map((row) => dishSummaryOf(row, filters)), next: rows.length > DISH_PAGE_SIZE && last ? { after_name: last.name, after_id: last.id } : null, vocabulary: vocabularyOf(filters) };
    },

    async one(siteId: number, id: number): Promise<DishAnswer> {
      const site = await siteOf(siteId);
      const row = await dishes.one(site.id, id);
      if (!row) throw notFound(DISH_MESSAGES.notFound);
      return answerOf(site, row);
    },

    async create(siteId: number, body: DishBody, author: AuditAuthor): Promise<DishAnswer> {
      const site = await siteOf(siteId);
      return write(site, async (tx, now) => {
        const row = await dishes.insert(tx, site.id, `console-${randomUUID()}`, await valuesOf(tx, site, body, null));
        await audit(tx, author, site, row.id, 'create', null, row, now);
        return { made: await answerOf(site, row, tx), dishId: row.id };
      });
    },

    async edit(siteId: number, id: number, body: DishBody & { version: number }, author: AuditAuthor): Promise<DishAnswer> {
      const site = await siteOf(siteId);
      return write(site, async (tx, now) => {
        const before = await current(tx, site, id, body.version, now);
        if (before.archived_at !== null) throw invalid(DISH_MESSAGES.archived, { name: DISH_MESSAGES.archived });
        const after = await dishes.save(tx, id, body.version, await valuesOf(tx, site, body, before), now);
        if (!after) throw await stale(site, id, now);
        await audit(tx, author, site, id, 'update', before, after, now);
        return { made: await answerOf(site, after, tx), dishId: id };
      });
    },

    async setArchived(siteId: number, id: number, body: { archived: boolean; version: number }, author: AuditAuthor): Promise<DishAnswer> {
      const site = await siteOf(siteId);
      return write(site, async (tx, now) => {
        const before = await current(tx, site, id, body.version, now);
        const after = await dishes.save(tx, id, body.version, { archived_at: body.archived ? (before.archived_at ?? now) : null }, now);
        if (!after) throw await stale(site, id, now);
        await audit(tx, author, site, id, body.archived ? 'archive' : 'unarchive', before, after, now);
        return { made: await answerOf(site, after, tx), dishId: id };
      });
    },

    /** Deletes a dish no menu ever served; archives one a menu served, so past menus stay true. */
    async remove(siteId: number, id: number, version: number, author: AuditAuthor): Promise<DishRemovedAnswer> {
      const site = await siteOf(siteId);
      return write<DishRemovedAnswer>(site, async (tx, now) => {
        const before = await current(tx, site, id, version, now);
        if ((await dishes.locationsServing([id], tx)).length > 0) {
          const after = await dishes.save(tx, id, version, { archived_at: before.archived_at ?? now }, now);
          if (!after) throw await stale(site, id, now);
          await audit(tx, author, site, id, 'archive', before, after, now);
          const dish: ConsoleDish = (await answerOf(site, after, tx)).dish;
          return { made: { outcome: 'archived' as const, message: DISH_MESSAGES.archivedInstead, dish }, dishId: id };
        }
        if (!(await dishes.delete(tx, id, version))) throw await stale(site, id, now);
        await audit(tx, author, site, id, 'delete', before, null, now);
        return { made: { outcome: 'deleted' as const, message: DISH_MESSAGES.deleted, dish: null }, dishId: id };
      });
    },
  };
}
export type DishesService = ReturnType<typeof dishesService>;
