import type { Db } from '../db/client.ts';
import type { SiteClock } from './local-time.ts';
import type { SiteDefinition, SiteKey } from './site-definition.ts';

/** A site as inserted: its id, its definition and its clock relative to the seed's "today". */
export interface SeededSite {
  id: number;
  def: SiteDefinition;
  clock: SiteClock;
}

export type SeededSites = Record<SiteKey, SeededSite>;

export interface SeedContext {
  db: Db;
  sites: SeededSites;
}
