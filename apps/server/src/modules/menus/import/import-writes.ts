/**
 * The writing half of an import, step by step inside its transaction: filters, items, periods,
 * categories, then days. Each step compares with what is stored and writes only the difference.
 */
import { dayContent, emptyTally, filterKey, isSameDay, isSameItem, itemRow, wantedFilters, type ImportCounts, type ImportWrite } from './import-plan.ts';
import type { MenuDocument } from './menu-document.ts';
import type { DailyMenuPeriodRow, MenuImportRepo, NewDailyMenuPeriodRow, NewItemRow } from './menu-import.repo.ts';
import type { FilterType } from './menu-vocabulary.ts';

interface Step {
  repo: MenuImportRepo;
  siteId: number;
  document: MenuDocument;
  counts: ImportCounts;
  /** Locations whose menus changed. */
  changed: Set<number>;
}

type Ids = Map<string, number>;

function required(ids: Ids, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Menu import: ${what} ${JSON.stringify(key)} has no id`);
  return id;
}

const perLocation = (locationId: number, name: string) => `${locationId}\u0000${name}`;
const perDay = (locationId: number, date: string) => `${locationId}|${date}`;

/** Creates missing filters; stored filters are never renamed or removed. Returns filter ids by type and name. */
async function writeFilters({ repo, siteId, document, counts }: Step): Promise<Ids> {
  const ids: Ids = new Map((await repo.filters(siteId)).map((f) => [filterKey(f.type, f.name), f.id]));
  const missing = wantedFilters(document).filter((f) => !ids.has(filterKey(f.type, f.name)));
  for (const f of await repo.insertFilters(missing.map((f) => ({ site_id: siteId, ...f })))) ids.set(filterKey(f.type, f.name), f.id);
  counts.filtersCreated = missing.length;
  return ids;
}

/** Adds the file's label exclusions the site does not follow yet (its own or the defaults); none is ever removed. */
async function writeLabelExclusions({ repo, siteId, document, counts }: Step): Promise<void> {
  if (document.labelExclusions.length === 0) return;
  const key = (label: string, allergen: string) => `${label.trim().toLowerCase()}\u0000${allergen}`;
  const followed = new Set((await repo.siteLabelExclusions(siteId)).flatMap(({ label, allergens }) => allergens.map((allergen) => key(label, allergen))));
  const rows = document.labelExclusions.flatMap(({ label, allergens }) => allergens.filter((allergen) => !followed.has(key(label, allergen))).map((allergen) => ({ site_id: siteId, label, allergen })));
  counts.labelExclusionsCreated = await repo.insertLabelExclusions(rows);
}

/** Items matched on the operator's id, written only when new or different. Returns item ids by that id and the ids rewritten. */
async function writeItems({ repo, siteId, document, counts }: Step, filterIds: Ids): Promise<{ ids: Ids; updated: number[] }> {
  const filterId = (type: FilterType, name: string) => required(filterIds, filterKey(type, name), 'filter');
  const stored = new Map((await repo.items(siteId)).map((row) => [row.external_id, row]));
  const ids: Ids = new Map();
  const toWrite: NewItemRow[] = [];
  const updated: number[] = [];
  for (const item of document.items) {
    const row = itemRow(siteId, item, filterId);
    const existing = stored.get(item.id);
    if (existing) ids.set(item.id, existing.id);
    if (existing && isSameItem(existing, row)) {
      counts.items.unchanged++;
      continue;
    }
    toWrite.push(row);
    if (existing) updated.push(existing.id);
    counts.items[existing ? 'updated' : 'created']++;
  }
  for (const written of await repo.upsertItems(toWrite)) ids.set(written.external_id, written.id);
  return { ids, updated };
}

/** Each location's declared periods with their tab order. Returns period ids by location and name. */
async function writePeriods({ repo, document, counts, changed }: Step): Promise<Ids> {
  const stored = new Map((await repo.periods(document.locations.map((l) => l.location_id))).map((p) => [perLocation(p.location_id, p.name), p]));
  const ids: Ids = new Map([...stored].map(([key, p]) => [key, p.id]));
  const toWrite: { location_id: number; name: string; sort_order: number }[] = [];
  for (const location of document.locations) {
    location.periods.forEach((name, index) => {
      const existing = stored.get(perLocation(location.location_id, name));
      if (existing?.sort_order === index + 1) {
        counts.periods.unchanged++;
        return;
      }
      counts.periods[existing ? 'updated' : 'created']++;
      toWrite.push({ location_id: location.location_id, name, sort_order: index + 1 });
      changed.add(location.location_id);
    });
  }
  for (const p of await repo.upsertPeriods(toWrite)) ids.set(perLocation(p.location_id, p.name), p.id);
  return ids;
}

/** One category (station) per location and name, created on first use. Returns category ids by location and name. */
async function writeCategories({ repo, document, counts }: Step): Promise<Ids> {
  const ids: Ids = new Map((await repo.categories(document.locations.map((l) => l.location_id))).map((c) => [perLocation(c.location_id, c.name), c.id]));
  const missing = new Map<string, { location_id: number; name: string }>();
  for (const { location_id, days } of document.locations) {
    for (const category of days.flatMap((d) => d.periods.flatMap((p) => p.categories))) {
      const key = perLocation(location_id, category.name);
      if (!ids.has(key)) missing.set(key, { location_id, name: category.name });
    }
  }
  for (const c of await repo.insertCategories([...missing.values()])) ids.set(perLocation(c.location_id, c.name), c.id);
  counts.categoriesCreated = missing.size;
  return ids;
}

/** A day in the file replaces that location's menu for that date; an identical day is left untouched. */
async function writeDays({ repo, document, counts, changed }: Step, ids: { periods: Ids; categories: Ids; items: Ids }, updatedAt: Date | null): Promise<void> {
  const dates = document.locations.flatMap((l) => l.days.map((d) => d.date)).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return;
  const stored = await repo.dailyMenus(document.locations.map((l) => l.location_id), first, last);
  const storedDays = new Map(stored.menus.map((m) => [perDay(m.location_id, m.date), m]));
  const storedPeriods = new Map<number, DailyMenuPeriodRow[]>();
  for (const p of stored.periods) storedPeriods.set(p.daily_menu_id, [...(storedPeriods.get(p.daily_menu_id) ?? []), p]);

  const toWrite: { location_id: number; date: string; closed: boolean }[] = [];
  const periodsOf = new Map<string, Omit<NewDailyMenuPeriodRow, 'daily_menu_id'>[]>();
  const replaced: number[] = [];
  for (const location of document.locations) {
    const lookup = {
      periodId: (name: string) => required(ids.periods, perLocation(location.location_id, name), 'period'),
      categoryId: (name: string) => required(ids.categories, perLocation(location.location_id, name), 'category'),
      itemId: (id: string) => required(ids.items, id, 'item'),
    };
    for (const day of location.days) {
      const wanted = dayContent(day, lookup);
      const key = perDay(location.location_id, day.date);
      const existing = storedDays.get(key);
      if (existing && isSameDay({ closed: existing.closed, periods: storedPeriods.get(existing.id) ?? [] }, wanted)) {
        counts.days.unchanged++;
        continue;
      }
      counts.days[existing ? 'updated' : 'created']++;
      if (existing) replaced.push(existing.id);
      toWrite.push({ location_id: location.location_id, date: day.date, closed: wanted.closed });
      periodsOf.set(key, wanted.periods);
      changed.add(location.location_id);
    }
  }
  const written = await repo.upsertDailyMenus(toWrite, updatedAt);
  await repo.deleteDailyMenuPeriods(replaced);
  await repo.insertDailyMenuPeriods(written.flatMap((m) => (periodsOf.get(perDay(m.location_id, m.date)) ?? []).map((p) => ({ ...p, daily_menu_id: m.id }))));
}

/** Writes a valid file for `siteId`; `updatedAt` stamps the days it creates or changes (null: now()). */
export async function writeDocument(repo: MenuImportRepo, siteId: number, document: MenuDocument, updatedAt: Date | null): Promise<ImportWrite> {
  const step: Step = {
    repo,
    siteId,
    document,
    counts: { items: emptyTally(), days: emptyTally(), periods: emptyTally(), filtersCreated: 0, categoriesCreated: 0, labelExclusionsCreated: 0 },
    changed: new Set(),
  };
  const filterIds = await writeFilters(step);
  await writeLabelExclusions(step);
  const items = await writeItems(step, filterIds);
  const periods = await writePeriods(step);
  const categories = await writeCategories(step);
  await writeDays(step, { periods, categories, items: items.ids }, updatedAt);
  // Stored menus that serve a changed item changed too; a new filter changes every menu's filter
  // list, and a new label exclusion may take a label off any dish.
  for (const id of await repo.locationsServing(items.updated)) step.changed.add(id);
  if (step.counts.filtersCreated + step.counts.labelExclusionsCreated > 0) for (const id of await repo.locationsWithMenus(siteId)) step.changed.add(id);
  return { changedLocationIds: [...step.changed].sort((a, b) => a - b), counts: step.counts };
}
