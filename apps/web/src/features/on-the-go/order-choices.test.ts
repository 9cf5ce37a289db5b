import { describe, expect, it } from 'vitest';
import { BASES_BY_ENTREE } from '@commons/domain';
import { baseAfterEntree, baseOptions } from './order-choices.ts';
import { pickUpStillOffered } from './order-values.ts';

describe('the bases on offer', () => {
  it("follow the chosen entree, none before one is chosen", () => {
    expect(baseOptions('Salad')).toEqual(BASES_BY_ENTREE.Salad);
    expect(baseOptions('Pizza')).toContain('Gluten-Free Cheese Pizza');
    expect(baseOptions(undefined)).toEqual([]);
    expect(baseOptions('Soup')).toEqual([]);
  });

  it('keep a base the new entree is made on and clear one it is not', () => {
    expect(baseAfterEntree('Sandwich', 'Sourdough')).toBe('Sourdough');
    expect(baseAfterEntree('Salad', 'Sourdough')).toBe('');
    expect(baseAfterEntree(undefined, 'Romaine')).toBe('');
    expect(baseAfterEntree('Salad', '')).toBe('');
  });
});

describe('the chosen pick-up time', () => {
  const offered = [{ value: '2026-11-24T12:30' }, { value: '2026-11-24T12:45' }];
  it('stays while it is offered and is cleared once it is not', () => {
    expect(pickUpStillOffered('2026-11-24T12:45', offered)).toBe('2026-11-24T12:45');
    expect(pickUpStillOffered('2026-11-24T12:15', offered)).toBe('');
    expect(pickUpStillOffered(undefined, offered)).toBe('');
  });
});
