import { describe, expect, it } from 'vitest';
import { hasSodiumWarning, SODIUM_WARNING_MG } from './sodium.ts';

describe('hasSodiumWarning', () => {
  it('warns at 2300 mg per serving and above', () => {
    expect(SODIUM_WARNING_MG).toBe(2300);
    expect(hasSodiumWarning(2299.9)).toBe(false);
    expect(hasSodiumWarning(2300)).toBe(true);
    expect(hasSodiumWarning(3100)).toBe(true);
  });
  it('does not warn when the amount is unknown', () => {
    expect(hasSodiumWarning(null)).toBe(false);
    expect(hasSodiumWarning(undefined)).toBe(false);
    expect(hasSodiumWarning(Number.NaN)).toBe(false);
  });
});
