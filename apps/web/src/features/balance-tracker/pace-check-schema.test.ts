import { describe, expect, it } from 'vitest';
import { balanceCents, balanceProblem, PACE_CHECK_TEXTS } from './pace-check-schema.ts';

describe('the real balance as typed', () => {
  it('takes dollars of $0.00 or more with at most two decimals, a dollar sign and thousands commas', () => {
    for (const [typed, cents] of [
      ['0', 0],
      ['125', 12_500],
      ['125.5', 12_550],
      [' 125.50 ', 12_550],
      ['$1,250.05', 125_005],
      ['1250', 125_000],
    ] as const) {
      expect(balanceProblem(typed), typed).toBeNull();
      expect(balanceCents(typed), typed).toBe(cents);
    }
  });

  it('says what is wrong with anything else', () => {
    expect(balanceProblem('  ')).toBe(PACE_CHECK_TEXTS.required);
    expect(balanceProblem('-5')).toBe(PACE_CHECK_TEXTS.negative);
    expect(balanceProblem('-$5.00')).toBe(PACE_CHECK_TEXTS.negative);
    expect(balanceProblem('12.345')).toBe(PACE_CHECK_TEXTS.decimals);
    expect(balanceProblem('twelve')).toBe(PACE_CHECK_TEXTS.notAmount);
    expect(balanceProblem('12,34')).toBe(PACE_CHECK_TEXTS.notAmount);
    expect(balanceProblem('1e3')).toBe(PACE_CHECK_TEXTS.notAmount);
    expect(balanceProblem('12345678')).toBe(PACE_CHECK_TEXTS.notAmount);
  });
});
