import { describe, expect, it } from 'vitest';
import { ALLERGENS_11, ALLERGENS_12 } from './allergens.ts';
import type { FilterDef } from './menu-filter.ts';
import { allergenMeaning, profileAllergenFilters, profileAllergenHits, profileAllergenIds } from './profile-allergens.ts';

/** The menu's own filters, as the demo menus and the importer name them. */
const MENU: FilterDef[] = [...ALLERGENS_12.map((name, i) => ({ id: i + 1, name, type: 'allergen' })), { id: 50, name: 'Vegan', type: 'label' }];
const byId = new Map(MENU.map((f) => [f.id, f]));
const idOf = (name: string) => MENU.find((f) => f.name === name)?.id ?? -1;
const names = (profile: readonly string[], filters: readonly FilterDef[]) =>
  profileAllergenFilters(profile, filters).matched.map((m) => [m.name, m.filters.map((f) => f.name)]);

describe('profile allergens on the menu', () => {
  it('maps every name of the profile list to the menu filter of the same name', () => {
    const { matched, unmatched } = profileAllergenFilters(ALLERGENS_11, MENU);
    expect(unmatched).toEqual([]);
    expect(matched.map((m) => [m.name, m.filters.map((f) => f.id)])).toEqual(ALLERGENS_11.map((name) => [name, [idOf(name)]]));
  });

  it('matches other spellings a kitchen system uses, ignoring case, spaces and punctuation', () => {
    const menu: FilterDef[] = [
      { id: 1, name: 'EGGS', type: 'allergen' },
      { id: 2, name: 'Peanut', type: 'allergen' },
      { id: 3, name: 'Dairy', type: 'allergen' },
      { id: 4, name: 'tree-nut', type: 'allergen' },
      { id: 5, name: 'Crustacean Shellfish', type: 'allergen' },
      { id: 6, name: 'Soybeans', type: 'allergen' },
      { id: 7, name: 'Shellfish (Mollusc)', type: 'allergen' },
      { id: 8, name: ' sesame seeds ', type: 'allergen' },
    ];
    expect(names(['Egg', 'Peanuts', 'Milk', 'Tree Nuts', 'Shellfish - Crustacean', 'Soy', 'Shellfish - Mollusk', 'Sesame'], menu)).toEqual([
      ['Egg', ['EGGS']],
      ['Peanuts', ['Peanut']],
      ['Milk', ['Dairy']],
      ['Tree Nuts', ['tree-nut']],
      ['Shellfish - Crustacean', ['Crustacean Shellfish']],
      ['Soy', ['Soybeans']],
      ['Shellfish - Mollusk', ['Shellfish (Mollusc)']],
      ['Sesame', [' sesame seeds ']],
    ]);
  });

  it('lets a generic Shellfish filter cover either kind, and a generic profile entry cover both kinds', () => {
    const generic: FilterDef[] = [{ id: 9, name: 'Shellfish', type: 'allergen' }];
    expect(names(['Shellfish - Crustacean'], generic)).toEqual([['Shellfish - Crustacean', ['Shellfish']]]);
    expect(names(['Shellfish - Mollusk'], generic)).toEqual([['Shellfish - Mollusk', ['Shellfish']]]);
    expect(names(['Shellfish'], MENU)).toEqual([['Shellfish', ['Shellfish - Crustacean', 'Shellfish - Mollusk']]]);
    // One kind never covers the other.
    expect(profileAllergenFilters(['Shellfish - Crustacean'], [{ id: 1, name: 'Mollusks', type: 'allergen' }]).unmatched).toEqual(['Shellfish - Crustacean']);
  });

  it('reports names that no filter of this menu covers, and drops blanks and repeats', () => {
    const few: FilterDef[] = MENU.filter((f) => ['Milk', 'Egg'].includes(f.name));
    expect(profileAllergenFilters(['Milk', 'Sesame', '  ', '', 'milk', 'Mustard', 'Nuts'], few)).toEqual({
      matched: [{ name: 'Milk', filters: [{ id: idOf('Milk'), name: 'Milk', type: 'allergen' }] }],
      unmatched: ['Sesame', 'Mustard', 'Nuts'],
    });
    // Peanuts and tree nuts are different allergens: neither covers the other.
    expect(profileAllergenFilters(['Peanuts'], [{ id: 1, name: 'Tree Nuts', type: 'allergen' }]).unmatched).toEqual(['Peanuts']);
    expect(profileAllergenFilters(['Milk'], []).unmatched).toEqual(['Milk']);
  });

  it('matches only allergen filters, never a label of the same name', () => {
    expect(profileAllergenFilters(['Milk'], [{ id: 1, name: 'Milk', type: 'label' }]).unmatched).toEqual(['Milk']);
    expect(profileAllergenFilters(['Vegan'], MENU).unmatched).toEqual(['Vegan']);
  });

  it('matches a name off the list to a site filter of the same spelling', () => {
    expect(names(['Mustard'], [{ id: 70, name: 'MUSTARD', type: 'allergen' }])).toEqual([['Mustard', ['MUSTARD']]]);
  });

  it('gives the ids to hide without repeats', () => {
    expect(profileAllergenIds(['Milk', 'Dairy', 'Peanuts'], MENU)).toEqual([idOf('Milk'), idOf('Peanuts')]);
    expect(profileAllergenIds([], MENU)).toEqual([]);
  });

  it('knows what a spelling means', () => {
    expect(allergenMeaning('  Tree   Nuts ')).toBe('Tree Nuts');
    expect(allergenMeaning('Shellfish - Crustacean')).toBe('Shellfish - Crustacean');
    expect(allergenMeaning('Kiwi')).toBe('kiwi');
    expect(allergenMeaning(' - ')).toBe('');
  });
});

describe("an item's allergens against a profile", () => {
  const item = { filters: [idOf('Milk'), idOf('Wheat'), 50], may_contain: [idOf('Peanuts'), idOf('Milk'), idOf('Sesame')] };

  it('names what the item contains and what it may contain, by the menu names, each once', () => {
    expect(profileAllergenHits(['Peanuts', 'Milk'], item, byId)).toEqual({ contains: ['Milk'], mayContain: ['Peanuts'] });
    expect(profileAllergenHits(['Wheat', 'Milk', 'Sesame'], item, byId)).toEqual({ contains: ['Milk', 'Wheat'], mayContain: ['Sesame'] });
  });

  it('finds nothing for an empty profile, allergens the item lacks, labels, or ids the menu does not know', () => {
    expect(profileAllergenHits([], item, byId)).toEqual({ contains: [], mayContain: [] });
    expect(profileAllergenHits(['Fish', 'Vegan'], item, byId)).toEqual({ contains: [], mayContain: [] });
    expect(profileAllergenHits(['Milk'], { filters: [999] }, byId)).toEqual({ contains: [], mayContain: [] });
  });

  it('matches other spellings of the menu', () => {
    const menu = new Map<number, FilterDef>([[1, { id: 1, name: 'Dairy', type: 'allergen' }]]);
    expect(profileAllergenHits(['Milk'], { filters: [], may_contain: [1] }, menu)).toEqual({ contains: [], mayContain: ['Dairy'] });
  });
});
