/**
 * importMenus: checks a whole menu file, then writes it in one transaction, touching only rows
 * that differ, and tells the menu API (NOTIFY menus_changed) which locations changed.
 */
import type { Db } from '../../../db/client.ts';
import { jsonPath, type ImportError } from './import-errors.ts';
import type { ImportWrite } from './import-plan.ts';
import { writeDocument } from './import-writes.ts';
import { menuImportRepo, type MenuImportRepo } from './menu-import.repo.ts';
import { validateMenuDocument, type DocumentTargets } from './validate-document.ts';

export interface ImportOptions {
  /** Check everything and count what would change, then roll back: nothing is written. */
  dryRun?: boolean;
  /** updated_at of the days created or changed; the database's now() when absent. */
  updatedAt?: Date;
}

export type { ImportCounts, Tally } from './import-plan.ts';
export type { ImportError } from './import-errors.ts';

export type ImportResult = ({ ok: true; site: { id: number; slug: string }; dryRun: boolean } & ImportWrite) | { ok: false; errors: ImportError[] };

type Site = { id: number; slug: string };
type Success = Extract<ImportResult, { ok: true }>;

/** Thrown to roll a dry run back; carries the result out of the transaction. */
class DryRunRollback extends Error {
  constructor(readonly result: Success) {
    super('dry run');
  }
}

/** The checks that need the database: the site exists and every location is one of its places. */
async function checkTargets(repo: MenuImportRepo, targets: DocumentTargets): Promise<{ site: Site | undefined; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  const site = targets.site === null ? undefined : await repo.findSite(targets.site);
  if (targets.site !== null && !site) errors.push({ path: 'site', message: `no site has the slug '${targets.site}'` });
  const found = new Map((await repo.findLocations([...new Set(targets.locations.map((l) => l.location_id))])).map((row) => [row.id, row]));
  for (const { index, location_id } of targets.locations) {
    const path = jsonPath(['locations', index, 'location_id']);
    const row = found.get(location_id);
    if (!row) errors.push({ path, message: `no location has the id ${location_id}` });
    else if (site && row.site_id !== site.id) errors.push({ path, message: `location ${row.id} (${row.name}) belongs to the site '${row.site_slug}', not '${site.slug}'` });
    else if (row.is_building) errors.push({ path, message: `location ${row.id} (${row.name}) is a building; buildings have no menus` });
  }
  return { site, errors };
}

/**
 * Imports a parsed menu file (docs/menu-import.md). Nothing is written when any row is bad; the
 * errors name every bad row by its JSON path. Re-importing the same file changes nothing.
 */
export async function importMenus(db: Db, document: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const slug = typeof document === 'object' && document !== null && 'site' in document && typeof document.site === 'string' ? document.site : null;
  const validation = validateMenuDocument(document, { labelExclusions: await menuImportRepo(db).labelExclusions(slug) });
  if (!validation.ok) {
    // Rows that are fine still get their database checks, so one run reports every bad row.
    const { errors } = await checkTargets(menuImportRepo(db), validation.targets);
    return { ok: false, errors: [...validation.errors, ...errors] };
  }
  const valid = validation.document;
  try {
    return await db.transaction(async (tx) => {
      const repo = menuImportRepo(tx);
      const { site, errors } = await checkTargets(repo, validation.targets);
      if (!site || errors.length > 0) return { ok: false, errors };
      await repo.lockSite(site.id);
      const written = await writeDocument(repo, site.id, valid, options.updatedAt ?? null);
      const result: Success = { ok: true, site, dryRun: options.dryRun ?? false, ...written };
      if (options.dryRun) throw new DryRunRollback(result);
      if (result.changedLocationIds.length > 0) await repo.notifyMenusChanged(result.changedLocationIds);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    throw error;
  }
}
