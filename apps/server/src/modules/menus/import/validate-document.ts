/**
 * Every check of a menu file that needs no database: its shape, row by row (each item, filter and
 * day on its own), and the references inside it (item ids, period names, dates). Reports every
 * bad row, never only the first.
 */
import type { z } from 'zod';
import { DEFAULT_LABEL_EXCLUSIONS, type LabelExclusion } from '@commons/domain';
import { issuesToErrors, importErrorMap, jsonPath, type ImportError } from './import-errors.ts';
import {
  importDaySchema,
  importFilterSchema,
  importItemSchema,
  importLabelExclusionSchema,
  LOCATION_FIELDS,
  locationIdSchema,
  locationPeriodsSchema,
  MENU_FORMAT,
  MENU_LIMITS,
  quote,
  siteSlugSchema,
  type ImportDay,
  type ImportFilter,
  type ImportItem,
  type ImportLabelExclusion,
  type ImportLocation,
  type MenuDocument,
} from './menu-document.ts';
import { itemRuleErrors } from './item-rules.ts';

/** What the file points at in the database, as far as it could be read: checked even when rows are bad. */
export interface DocumentTargets {
  site: string | null;
  locations: { index: number; location_id: number }[];
}

export interface ValidationOptions {
  /** The label exclusions the file's site follows; the defaults when not given. */
  labelExclusions?: readonly LabelExclusion[];
}

export type DocumentValidation = { ok: true; document: MenuDocument; targets: DocumentTargets } | { ok: false; errors: ImportError[]; targets: DocumentTargets };

const TOP_LEVEL_FIELDS = ['format', 'site', 'filters', 'label_exclusions', 'items', 'locations'];

type Path = readonly PropertyKey[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownFields(value: Record<string, unknown>, known: readonly string[], at: Path, errors: ImportError[]): void {
  for (const field of Object.keys(value)) if (!known.includes(field)) errors.push({ path: jsonPath([...at, field]), message: 'is not a field of the menu format' });
}

function parseValue<T>(schema: z.ZodType<T>, value: unknown, at: Path, errors: ImportError[]): { ok: true; value: T } | { ok: false } {
  const result = schema.safeParse(value, { error: importErrorMap });
  if (result.success) return { ok: true, value: result.data };
  errors.push(...issuesToErrors(result.error.issues, at));
  return { ok: false };
}

/** The entries of the list at `at`, or null (with an error) when it is not a list of at most `max`. */
function listAt(value: unknown, at: Path, max: number, errors: ImportError[]): unknown[] | null {
  if (!Array.isArray(value)) {
    errors.push({ path: jsonPath(at), message: value === undefined ? 'is required (a list)' : 'must be a list' });
    return null;
  }
  if (value.length > max) {
    errors.push({ path: jsonPath(at), message: `has ${value.length} entries; at most ${max} are allowed` });
    return null;
  }
  return value;
}

/** Parses each entry on its own; returns the good ones, adds the bad ones' errors. */
function parseEach<T>(list: unknown[] | null, schema: z.ZodType<T>, at: Path, errors: ImportError[]): { index: number; value: T }[] {
  const parsed: { index: number; value: T }[] = [];
  list?.forEach((entry, index) => {
    const result = parseValue(schema, entry, [...at, index], errors);
    if (result.ok) parsed.push({ index, value: result.value });
  });
  return parsed;
}

/** Each item on its own: its shape, then the food-safety rules of item-rules.ts. */
function parseItems(list: unknown[] | null, exclusions: readonly LabelExclusion[], errors: ImportError[]): ImportItem[] {
  const parsed: ImportItem[] = [];
  list?.forEach((raw, index) => {
    const result = parseValue(importItemSchema, raw, ['items', index], errors);
    if (isRecord(raw)) errors.push(...itemRuleErrors(raw, index, exclusions));
    if (result.ok) parsed.push(result.value);
  });
  return parsed;
}

/** Item ids must be unique; returns every id the file defines, even on rows with other faults. */
function checkItemIds(items: unknown[] | null, errors: ImportError[]): Set<string> {
  const firstIndex = new Map<string, number>();
  items?.forEach((item, index) => {
    if (!isRecord(item) || typeof item.id !== 'string') return;
    const earlier = firstIndex.get(item.id);
    if (earlier === undefined) firstIndex.set(item.id, index);
    else errors.push({ path: jsonPath(['items', index, 'id']), message: `${quote(item.id)} is also the id of items[${earlier}]` });
  });
  return new Set(firstIndex.keys());
}

function checkDay(day: ImportDay, at: Path, declared: readonly string[] | null, itemIds: Set<string>, errors: ImportError[]): void {
  if (day.closed && day.periods.length > 0) errors.push({ path: jsonPath([...at, 'periods']), message: 'a closed day lists no periods' });
  const seenPeriods = new Set<string>();
  day.periods.forEach((period, p) => {
    const periodPath = [...at, 'periods', p];
    if (declared && !declared.includes(period.name)) {
      const list = declared.length > 0 ? declared.join(', ') : 'none declared';
      errors.push({ path: jsonPath([...periodPath, 'name']), message: `${quote(period.name)} is not one of this location's periods (${list})` });
    }
    if (seenPeriods.has(period.name)) errors.push({ path: jsonPath([...periodPath, 'name']), message: `${quote(period.name)} appears twice on this day` });
    seenPeriods.add(period.name);
    const seenCategories = new Set<string>();
    period.categories.forEach((category, c) => {
      const categoryPath = [...periodPath, 'categories', c];
      if (seenCategories.has(category.name)) errors.push({ path: jsonPath([...categoryPath, 'name']), message: `${quote(category.name)} appears twice in this period` });
      seenCategories.add(category.name);
      const seenItems = new Set<string>();
      category.items.forEach((id, i) => {
        const itemPath = jsonPath([...categoryPath, 'items', i]);
        if (!itemIds.has(id)) errors.push({ path: itemPath, message: `no item in "items" has the id ${quote(id)}` });
        else if (seenItems.has(id)) errors.push({ path: itemPath, message: `${quote(id)} is listed twice in this category` });
        seenItems.add(id);
      });
    });
  });
}

/** One entry of "locations": its fields, each day on its own, and the references of its days. */
function parseLocation(raw: unknown, index: number, itemIds: Set<string>, errors: ImportError[]): { location_id: number | null; value: ImportLocation | null } {
  const at = ['locations', index];
  if (!isRecord(raw)) {
    errors.push({ path: jsonPath(at), message: 'must be an object with location_id, periods and days' });
    return { location_id: null, value: null };
  }
  const before = errors.length;
  unknownFields(raw, LOCATION_FIELDS, at, errors);
  const id = parseValue(locationIdSchema, raw.location_id, [...at, 'location_id'], errors);
  const periods = parseValue(locationPeriodsSchema, raw.periods, [...at, 'periods'], errors);
  const declared = periods.ok ? periods.value : null;
  declared?.forEach((name, p) => {
    if (declared.indexOf(name) !== p) errors.push({ path: jsonPath([...at, 'periods', p]), message: `${quote(name)} is listed twice` });
  });
  const rawDays = listAt(raw.days, [...at, 'days'], MENU_LIMITS.daysPerLocation, errors);
  const days = parseEach(rawDays, importDaySchema, [...at, 'days'], errors);
  const dates = new Map<string, number>();
  for (const { index: d, value: day } of days) {
    const dayPath = [...at, 'days', d];
    const earlier = dates.get(day.date);
    if (earlier !== undefined) errors.push({ path: jsonPath([...dayPath, 'date']), message: `${day.date} appears twice for this location (also days[${earlier}])` });
    else dates.set(day.date, d);
    checkDay(day, dayPath, declared, itemIds, errors);
  }
  const location_id = id.ok ? id.value : null;
  if (errors.length > before || location_id === null || declared === null) return { location_id, value: null };
  return { location_id, value: { location_id, periods: declared, days: days.map((d) => d.value) } };
}

export function validateMenuDocument(input: unknown, options: ValidationOptions = {}): DocumentValidation {
  const none: DocumentTargets = { site: null, locations: [] };
  if (!isRecord(input)) return { ok: false, errors: [{ path: '', message: `The file must hold one JSON object with "format": "${MENU_FORMAT}".` }], targets: none };
  if (input.format !== MENU_FORMAT) {
    const found = input.format === undefined ? 'it is missing' : `found ${JSON.stringify(input.format)?.slice(0, 60)}`;
    const message = `must be "${MENU_FORMAT}" (${found}); this is not a Commons menu file of a version this importer reads`;
    return { ok: false, errors: [{ path: 'format', message }], targets: none };
  }
  const errors: ImportError[] = [];
  unknownFields(input, TOP_LEVEL_FIELDS, [], errors);
  const site = parseValue(siteSlugSchema, input.site, ['site'], errors);

  const rawFilters = input.filters === undefined ? [] : listAt(input.filters, ['filters'], MENU_LIMITS.filters, errors);
  const filters = parseEach<ImportFilter>(rawFilters, importFilterSchema, ['filters'], errors);
  const rawExclusions = input.label_exclusions === undefined ? [] : listAt(input.label_exclusions, ['label_exclusions'], MENU_LIMITS.labelExclusions, errors);
  const labelExclusions = parseEach<ImportLabelExclusion>(rawExclusions, importLabelExclusionSchema, ['label_exclusions'], errors).map((e) => e.value);
  const rawItems = listAt(input.items, ['items'], MENU_LIMITS.items, errors);
  // The file's items follow the site's exclusions and those the file adds.
  const items = parseItems(rawItems, [...(options.labelExclusions ?? DEFAULT_LABEL_EXCLUSIONS), ...labelExclusions], errors);
  const itemIds = checkItemIds(rawItems, errors);

  const targets: DocumentTargets = { site: site.ok ? site.value : null, locations: [] };
  const locations: ImportLocation[] = [];
  const seenLocations = new Map<number, number>();
  listAt(input.locations, ['locations'], MENU_LIMITS.locations, errors)?.forEach((raw, index) => {
    const { location_id, value } = parseLocation(raw, index, itemIds, errors);
    if (location_id === null) return;
    targets.locations.push({ index, location_id });
    const earlier = seenLocations.get(location_id);
    if (earlier !== undefined) errors.push({ path: jsonPath(['locations', index, 'location_id']), message: `location ${location_id} is also listed at locations[${earlier}]` });
    else seenLocations.set(location_id, index);
    if (value) locations.push(value);
  });

  if (errors.length > 0 || !site.ok) return { ok: false, errors, targets };
  return { ok: true, document: { site: site.value, filters: filters.map((f) => f.value), labelExclusions, items, locations }, targets };
}
