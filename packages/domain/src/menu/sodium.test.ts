import { describe, expect, it } from 'vitest';
import { hasLabelSodiumWarning, hasSodiumWarning, SODIUM_WARNING_MG } from './sodium.ts';

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

describe('hasLabelSodiumWarning', () => {
  it('judges the amount the label declares (nearest 10 mg above 140 mg)', () => {
    expect(hasLabelSodiumWarning(2294)).toBe(false);
    expect(hasLabelSodiumWarning(2295)).toBe(true);
    expect(hasLabelSodiumWarning(2299.9)).toBe(true);
    expect(hasLabelSodiumWarning(2380)).toBe(true);
  });
  it('does not warn when the amount is unknown or unusable', () => {
    expect(hasLabelSodiumWarning(null)).toBe(false);
    expect(hasLabelSodiumWarning(undefined)).toBe(false);
    expect(hasLabelSodiumWarning(Number.NaN)).toBe(false);
    expect(hasLabelSodiumWarning(-1)).toBe(false);
  });
});
