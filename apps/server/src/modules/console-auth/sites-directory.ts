import type { ConsoleSite } from '@commons/contract/console';
import type { SiteListed } from './staff-accounts.repo.ts';

/** Kept at most this long, should a change's notice be missed. */
const KEPT_FOR_MS = 60_000;

/**
 * Every site's name, slug and status for the console's site switcher, kept in memory: read once,
 * then again when a site changes (`forget`, on the site_changed notice every instance hears), when
 * a grant names a site not kept (a new one), or a minute on. Who may open which site is never kept:
 * that comes from the session's grants at each call.
 */
export function sitesDirectory(read: () => Promise<SiteListed[]>, now: () => number = Date.now) {
  let kept: { at: number; sites: ConsoleSite[]; ids: Set<number> } | null = null;

  async function all(): Promise<NonNullable<typeof kept>> {
    if (kept && now() - kept.at < KEPT_FOR_MS) return kept;
    const listed = await read();
    const sites = listed.map((site): ConsoleSite => ({ id: site.id, slug: site.slug, name: site.name, status: !site.published ? 'unpublished' : site.prelaunch ? 'pre_launch' : 'published' }));
    kept = { at: now(), sites, ids: new Set(sites.map((site) => site.id)) };
    return kept;
  }

  return {
    /** The sites of these ids (every site: null), by name. */
    async sites(ids: readonly number[] | null): Promise<ConsoleSite[]> {
      let found = await all();
      if (ids !== null && ids.some((id) => !found.ids.has(id))) {
        kept = null;
        found = await all();
      }
      return ids === null ? found.sites : found.sites.filter((site) => ids.includes(site.id));
    },
    forget(): void {
      kept = null;
    },
  };
}
export type SitesDirectory = ReturnType<typeof sitesDirectory>;
