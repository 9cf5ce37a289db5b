import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { TooManyAttempts } from './app-error.ts';
import { hitCounter } from './rate-limit-store.ts';

/** At most `max` attempts per `windowMs`, counted per caller under `name`. */
export interface AttemptLimit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Limits a use case counts itself, when the caller is known only from the request's body (an
 * e-mail address) or the count belongs before work the route cannot see. Counted in the same
 * table as the per-route limits (rate_limits), so every instance shares them.
 */
export function attemptLimits(db: Db) {
  const countHit = hitCounter(db);
  /** Counts one attempt; over the limit, throws TooManyAttempts (a 429) and the attempt goes no further. */
  async function countAttempt(limit: AttemptLimit, caller: string): Promise<void> {
    const { current, ttl } = await countHit(`${limit.name}:${caller}`, limit.windowMs);
    if (current > limit.max) throw new TooManyAttempts(Math.max(1, Math.ceil(ttl / 1000)));
  }
  /** Counts one attempt and answers whether it is past the limit, for a use case that asks more of such a caller instead of refusing it. */
  async function isOver(limit: AttemptLimit, caller: string): Promise<boolean> {
    const { current } = await countHit(`${limit.name}:${caller}`, limit.windowMs);
    return current > limit.max;
  }
  /** Forgets the caller's attempts under `limit` (a login that succeeded within it). */
  async function clear(limit: AttemptLimit, caller: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, `${limit.name}:${caller}`));
  }
  /** Remembers `caller` under `mark.name` for `mark.windowMs` from now (e.g. an address an account logged in from). */
  async function remember(mark: Mark, caller: string): Promise<void> {
    const endsAt = sql`now() + ${mark.windowMs} * interval '1 millisecond'`;
    await db
      .insert(rateLimits)
      .values({ key: `${mark.name}:${caller}`, hits: 1, window_ends_at: endsAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: sql`${rateLimits.hits} + 1`, window_ends_at: endsAt } });
  }
  /** Was `caller` remembered under `mark.name` within its window? */
  async function isRemembered(mark: Mark, caller: string): Promise<boolean> {
    const rows = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, `${mark.name}:${caller}`), gt(rateLimits.window_ends_at, sql`now()`)))
      .limit(1);
    return rows.length > 0;
  }
  return Object.assign(countAttempt, { isOver, clear, remember, isRemembered });
}

/** Something worth remembering about a caller for `windowMs`, kept beside the limits (every instance sees it). */
export interface Mark {
  name: string;
  windowMs: number;
}
export type CountAttempt = ReturnType<typeof attemptLimits>;
