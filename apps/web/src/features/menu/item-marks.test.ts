import { describe, expect, it } from 'vitest';
import { allergenNames, enabledMarks, itemMarks, labelNames, sodiumMg } from './item-marks.ts';
import { FILTERS_BY_ID, item } from './testing/test-fixtures.ts';

const all = { pork_icon: true, balanced_u_icon: true, sodium_warning: true, howgood_icons: true, howgood_icons_new: false };
const none = { pork_icon: false, balanced_u_icon: false, sodium_warning: false, howgood_icons: false, howgood_icons_new: false };
const sodium = (value: number, uom = 'mg') => [{ name: 'Sodium', uom, value: String(value), value_numeric: value }];

describe('item icons', () => {
  it('shows the icons an item carries, when the site enables them', () => {
    const ham = item(1, 'Ham Steak', { filters: [10, 11, 20, 21, 1], nutrients: sodium(2300) });
    expect(itemMarks(ham, FILTERS_BY_ID, all)).toEqual(['best', 'climate-friendly', 'balanced-u', 'pork', 'sodium']);
    expect(itemMarks(ham, FILTERS_BY_ID, none)).toEqual([]);
    expect(itemMarks(ham, FILTERS_BY_ID, { ...none, howgood_icons_new: true })).toEqual(['best', 'climate-friendly']);
  });

  it('warns of sodium from 2300 mg per serving, in mg or g, or from the concept field', () => {
    expect(itemMarks(item(1, 'Soup', { nutrients: sodium(2294) }), FILTERS_BY_ID, all)).toEqual([]);
    expect(itemMarks(item(1, 'Soup', { nutrients: sodium(2.4, 'g') }), FILTERS_BY_ID, all)).toEqual(['sodium']);
    expect(sodiumMg(item(1, 'Roll', { sodium: 2500 }))).toBe(2500);
  });

  it('decides the sodium icon on the amount the label declares, not the raw amount', () => {
    // 2,296 mg is declared '2300mg'; 2,294 mg is declared '2290mg'.
    expect(itemMarks(item(1, 'Soup', { nutrients: sodium(2296) }), FILTERS_BY_ID, all)).toEqual(['sodium']);
    expect(itemMarks(item(1, 'Soup', { nutrients: sodium(2294) }), FILTERS_BY_ID, all)).toEqual([]);
    expect(itemMarks(item(1, 'Calzone', { sodium: 2297 }), FILTERS_BY_ID, all)).toEqual(['sodium']);
    expect(sodiumMg(item(1, 'Roll'))).toBeNull();
  });

  it('lists only the enabled icons in the legend', () => {
    expect(enabledMarks({ ...none, pork_icon: true, sodium_warning: true })).toEqual(['pork', 'sodium']);
    expect(enabledMarks(all)).toEqual(['best', 'great', 'good', 'climate-friendly', 'balanced-u', 'pork', 'sodium']);
  });

  it('names the allergens and labels an item carries', () => {
    const shake = item(1, 'Shake', { filters: [2, 1, 12, 99] });
    expect(allergenNames(shake, FILTERS_BY_ID)).toEqual(['Milk', 'Peanuts']);
    expect(labelNames(shake, FILTERS_BY_ID)).toEqual(['Vegan']);
  });
});
