import { describe, expect, it } from 'vitest';
import { challengeExpiry, refreshDelay, REFRESH_MARGIN_MS } from './challenge-refresh.ts';

const NOW = Date.UTC(2026, 5, 10, 16, 0, 0);

describe('challengeExpiry', () => {
  it("reads ALTCHA's expiresAt, in seconds, as an instant in milliseconds", () => {
    expect(challengeExpiry({ parameters: { algorithm: 'PBKDF2/SHA-256', expiresAt: NOW / 1000 + 300 }, signature: 'x' })).toBe(NOW + 300_000);
  });

  it('is null for a challenge without one, or with something else in its place', () => {
    expect(challengeExpiry({ parameters: { algorithm: 'PBKDF2/SHA-256' } })).toBeNull();
    expect(challengeExpiry({ parameters: { expiresAt: '1750000000' } })).toBeNull();
    expect(challengeExpiry({ parameters: null })).toBeNull();
    expect(challengeExpiry({})).toBeNull();
  });
});

describe('refreshDelay', () => {
  it('waits until shortly before the challenge expires', () => {
    expect(refreshDelay(NOW + 300_000, NOW)).toBe(300_000 - REFRESH_MARGIN_MS);
  });

  it('does not wait for a challenge without expiry', () => {
    expect(refreshDelay(null, NOW)).toBeNull();
  });

  it('does not refetch in a loop when the challenge looks expired on arrival (a clock that is off)', () => {
    expect(refreshDelay(NOW + REFRESH_MARGIN_MS, NOW)).toBeNull();
    expect(refreshDelay(NOW - 60_000, NOW)).toBeNull();
  });

  it('never asks for a timer longer than browsers keep', () => {
    expect(refreshDelay(NOW + 90 * 86_400_000, NOW)).toBe(2_147_483_647);
  });
});
