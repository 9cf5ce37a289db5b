import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/named-statement.ts';
import { rateLimits } from '../db/schema/index.ts';

/** What @fastify/rate-limit asks of a store: a count and the time left in the caller's window. */
export interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, count?: Count) => void;

/** Expired windows are removed once in this many counts, so the table holds the active callers only. */
const SWEEP_EVERY = 500;

const asCount = (row: { hits: unknown; ttl_ms: unknown } | undefined): Count => ({ current: Number(row?.hits ?? 0), ttl: Math.max(0, Number(row?.ttl_ms ?? 0)) });

/**
 * Counts one request of `key` in the database (table rate_limits), in fixed windows: the key's
 * first request opens a window of `timeWindow` ms, and the count starts again once it ends. The
 * count is one statement, atomic under concurrent requests; every instance counts in the same
 * row. Answers the count so far in the window and the time left in it. The count does not wait
 * for its commit to reach the disk (synchronous_commit off for its own transaction): a database
 * crash may forget the last fraction of a second of counts, which costs nothing, while every
 * request stops waiting for a disk flush before its real work starts.
 */
export function hitCounter(db: Db) {
  let counted = 0;
  return async function countHit(key: string, timeWindow: number): Promise<Count> {
    const result = await executeNamed<{ hits: number; ttl_ms: number }>(db, 'rate_limit_hit', sql`
      insert into ${rateLimits} (key, hits, window_ends_at)
      values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when ${rateLimits.window_ends_at} <= now() then 1 else ${rateLimits.hits} + 1 end,
        window_ends_at = case when ${rateLimits.window_ends_at} <= now() then excluded.window_ends_at else ${rateLimits.window_ends_at} end
      returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl_ms,
        set_config('synchronous_commit', 'off', true) as commit_mode`);
    counted += 1;
    // Off the request's path: a failed sweep is retried with the next one.
    if (counted % SWEEP_EVERY === 0) void db.execute(sql`delete from ${rateLimits} where ${rateLimits.window_ends_at} <= now()`).catch(() => undefined);
    return asCount(result.rows[0]);
  };
}

/**
 * A @fastify/rate-limit store in the database (hitCounter), so every instance counts against
 * the same limit. `name` keeps apart the limits of different routes.
 */
export function databaseRateLimitStore(db: Db, name: string) {
  const countHit = hitCounter(db);
  const increment = (caller: string, timeWindow: number) => countHit(`${name}:${caller}`, timeWindow);

  /** The shape @fastify/rate-limit constructs (`new Store(options)`) and calls back. */
  return class DatabaseRateLimitStore {
    incr(caller: string, done: Done, timeWindow: number): void {
      increment(caller, timeWindow).then((count) => done(null, count), (error: Error) => done(error));
    }

    /** Per-route settings share the same table and name. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/** A store per limit name, all in one database. */
export type RateLimitStores = (name: string) => ReturnType<typeof databaseRateLimitStore>;

export const rateLimitStores =
  (db: Db): RateLimitStores =>
  (name) =>
    databaseRateLimitStore(db, name);
