import { batchedReads } from '../../platform/batched-reads.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import type { CustomerRow, CustomersRepo, Versioned } from './customers.repo.ts';
import { RowsByVersion } from './rows-by-version.ts';

/** Sites are few; customers kept are those active lately (a row is a kilobyte or two). */
const SITES_KEPT = 1_000;
const CUSTOMERS_KEPT = 5_000;
/** A kept row is read again after this long even when unchanged, so an idle account's row does not linger. */
const KEPT_FOR_MS = 10 * 60_000;
/**
 * Session check statements under way at once per customers service: one. Calls asked while it runs
 * wait for it and go together in the next, so under load a statement answers many calls (at most a
 * round trip's wait each); with four under way, most went alone and the socket writes of their
 * statements took a quarter of the server's time (docs/decisions/0032).
 */
const CHECKS_AT_ONCE = 1;

/** What the database says of a call's site and session, as of the call. */
export interface Checked {
  /** Undefined: no such site. */
  site: SiteRow | undefined;
  /** The session of the token on this site; null when there is none (or no token). */
  session: { customer: CustomerRow; expiresAt: Date } | null;
}

/**
 * The session check of every customer call (docs/decisions/0032): a statement asks the database
 * for the session of the token on the site, with the site's and the customer's row versions (calls
 * that arrive while such statements are under way go together in the next, which begins after they
 * arrived); the whole rows come from memory when kept at those versions, else are read and kept. Nothing about
 * the session itself is kept: a session logged out, expired or ended by a password change on any
 * instance is refused at the next call, and an account or site changed anywhere is read again.
 */
export function sessionChecker(repo: CustomersRepo) {
  const sites = new RowsByVersion<SiteRow>(SITES_KEPT, KEPT_FOR_MS);
  const customers = new RowsByVersion<CustomerRow>(CUSTOMERS_KEPT, KEPT_FOR_MS);
  const checkSession = batchedReads(repo.checkSessions, CHECKS_AT_ONCE);

  async function current<Row extends object>(kept: RowsByVersion<Row>, id: number, version: string, read: (id: number) => Promise<Versioned<Row> | undefined>): Promise<Row | undefined> {
    const known = kept.get(id, version);
    if (known) return known;
    // Read after the check: the same version or a later one, which a fresh read would give too.
    const found = await read(id);
    return found && kept.keep(id, found.version, found.row);
  }

  return async function check(siteId: number, tokenHash: string | null): Promise<Checked> {
    const found = await checkSession({ siteId, tokenHash });
    if (!found) return { site: undefined, session: null };
    const site = await current(sites, siteId, found.siteVersion, repo.siteWithVersion);
    if (found.customerId === null || found.customerVersion === null || found.expiresAt === null) return { site, session: null };
    const customer = await current(customers, found.customerId, found.customerVersion, repo.customerWithVersion);
    return { site, session: customer ? { customer, expiresAt: found.expiresAt } : null };
  };
}
export type SessionChecker = ReturnType<typeof sessionChecker>;
