import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import type { AnswerCache } from './answer-cache.ts';
import { isAnswerOfSite } from './answer-keys.ts';

/**
 * The channel a staff write NOTIFYs in its transaction (so the notice goes out at commit only):
 * every instance listening drops the changed site's kept public answers (docs/product/console.md#saving).
 * Payload: `{"site_id":3,"slugs":["northfield"]}`, the slugs before and after a rename.
 */
export const SITE_CHANGED_CHANNEL = 'site_changed';

/** Runs in a transaction or on the pool alike. */
type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SiteChange {
  site_id: number;
  slugs: string[];
}

/** Announces a change of a site, sent when `tx` commits (and never if it rolls back). */
export async function notifySiteChanged(tx: Runner, change: SiteChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${SITE_CHANGED_CHANNEL}, ${JSON.stringify(change)})`);
}

/** A notice's payload, if it is one; anything else (a lost connection's empty notice) is null. */
export function siteChangeOf(payload: string | undefined): SiteChange | null {
  if (payload === undefined) return null;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { site_id, slugs } = value as { site_id?: unknown; slugs?: unknown };
    if (typeof site_id !== 'number' || !Array.isArray(slugs) || !slugs.every((slug) => typeof slug === 'string')) return null;
    return { site_id, slugs: slugs as string[] };
  } catch {
    return null;
  }
}

/** Drops a site's kept public answers, in this process, from every cache that keeps them. */
export type SiteAnswersDropper = (change: SiteChange) => Promise<void>;

/** What this instance keeps of its sites: the public answers, and anything else kept about sites (`forget` drops it all). */
export interface KeptOfSites {
  caches: readonly AnswerCache[];
  forget?: readonly (() => void)[];
  /**
   * Told of each notice once its site's answers are dropped (null: any site may have changed), so
   * what it tells the public pages is never ahead of the answers they will ask for again.
   */
  announce?: readonly ((change: SiteChange | null) => void)[];
}

/**
 * Keeps what this instance holds of its sites fresh: a site's public answers are dropped when this
 * instance changes it (`drop`, right after the commit) and when any instance does (the notice), and
 * every `forget` is called; then each notice is announced. A notice that may have been missed (the
 * listening connection was made again) drops every kept answer.
 */
export async function siteAnswers(database: Database, kept: KeptOfSites, locationIdsOf: (siteId: number) => Promise<number[]>): Promise<SiteAnswersDropper> {
  const dropAll = () => {
    for (const cache of kept.caches) cache.clear();
  };
  const drop: SiteAnswersDropper = async (change) => {
    for (const forget of kept.forget ?? []) forget();
    const locationIds = await locationIdsOf(change.site_id).catch(() => null);
    // The site's locations could not be read: drop everything rather than keep stale answers.
    if (locationIds === null) return dropAll();
    const site = { id: change.site_id, slugs: change.slugs, locationIds };
    for (const cache of kept.caches) cache.dropWhere((key) => isAnswerOfSite(key, site));
  };
  const announce = (change: SiteChange | null) => {
    for (const tell of kept.announce ?? []) tell(change);
  };
  await database.listen(SITE_CHANGED_CHANNEL, (payload) => {
    const change = siteChangeOf(payload);
    if (!change) {
      for (const forget of kept.forget ?? []) forget();
      dropAll();
      announce(null);
      return;
    }
    void drop(change).then(() => announce(change));
  });
  return drop;
}
