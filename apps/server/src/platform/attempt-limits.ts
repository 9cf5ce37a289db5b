import type { Db } from '../db/client.ts';
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
  return async function countAttempt(limit: AttemptLimit, caller: string): Promise<void> {
    const { current, ttl } = await countHit(`${limit.name}:${caller}`, limit.windowMs);
    if (current > limit.max) throw new TooManyAttempts(Math.max(1, Math.ceil(ttl / 1000)));
  };
}
export type CountAttempt = ReturnType<typeof attemptLimits>;
