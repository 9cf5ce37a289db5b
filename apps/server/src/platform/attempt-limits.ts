import { eq } from 'drizzle-orm';
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
  /** Forgets the caller's attempts under `limit` (a login that succeeded within it). */
  async function clear(limit: AttemptLimit, caller: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, `${limit.name}:${caller}`));
  }
  return Object.assign(countAttempt, { clear });
}
export type CountAttempt = ReturnType<typeof attemptLimits>;
