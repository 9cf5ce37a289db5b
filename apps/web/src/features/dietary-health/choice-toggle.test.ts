import { describe, expect, it } from 'vitest';
import { ADDONS } from '@commons/domain';
import { toggleInList, toggleWithExclusiveNone } from './choice-toggle.ts';

describe('checkbox groups', () => {
  it("keep the choice in the list's order", () => {
    const toggle = toggleInList(ADDONS);
    expect(toggle(['Onion'], 'Lettuce', true)).toEqual(['Lettuce', 'Onion']);
    expect(toggle(['Lettuce', 'Onion'], 'Lettuce', false)).toEqual(['Onion']);
  });

  it("make 'None' stand alone: it clears the others, and another choice clears it", () => {
    const toggle = toggleWithExclusiveNone(ADDONS);
    expect(toggle(['Lettuce', 'Tomato'], 'None', true)).toEqual(['None']);
    expect(toggle(['None'], 'Pickles', true)).toEqual(['Pickles']);
    expect(toggle(['None'], 'None', false)).toEqual([]);
    expect(toggle(['Lettuce', 'Tomato'], 'Tomato', false)).toEqual(['Lettuce']);
  });
});
