/** How long before an ALTCHA challenge expires the page fetches the next one, so a late check still solves a live one. */
export const REFRESH_MARGIN_MS = 15_000;
/** The longest delay setTimeout honours (2^31 - 1 ms); a longer one fires at once. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** The instant (ms) an ALTCHA challenge expires, from its `parameters.expiresAt` (seconds); null when it has none. */
export function challengeExpiry(challenge: Record<string, unknown>): number | null {
  const parameters = challenge.parameters;
  if (typeof parameters !== 'object' || parameters === null || !('expiresAt' in parameters)) return null;
  const expiresAt = parameters.expiresAt;
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt * 1000 : null;
}

/**
 * How long to wait before fetching a fresh challenge for an unsolved one that expires at
 * `expiresAtMs`; null for none to wait for: a challenge without expiry, or one that already looks
 * expired on arrival (the device's clock is off), which fetching again would not mend, only repeat.
 */
export function refreshDelay(expiresAtMs: number | null, nowMs: number, marginMs = REFRESH_MARGIN_MS): number | null {
  if (expiresAtMs === null) return null;
  const delay = expiresAtMs - nowMs - marginMs;
  return delay > 0 ? Math.min(delay, LONGEST_TIMER_MS) : null;
}
