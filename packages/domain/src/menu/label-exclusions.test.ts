import { describe, expect, it } from 'vitest';
import { contradictedLabelIds, DEFAULT_LABEL_EXCLUSIONS, groupLabelExclusions, labelConflictMessage, labelConflicts } from './label-exclusions.ts';

const VEGAN_EXCLUDES = ['Milk', 'Egg', 'Fish', 'Shellfish - Crustacean', 'Shellfish - Mollusk'];

describe('DEFAULT_LABEL_EXCLUSIONS', () => {
  it('keeps milk, egg, fish and shellfish out of Vegan, fish and shellfish out of Vegetarian, gluten and wheat out of Avoiding Gluten', () => {
    expect(DEFAULT_LABEL_EXCLUSIONS).toEqual([
      { label: 'Vegan', allergens: VEGAN_EXCLUDES },
      { label: 'Vegetarian', allergens: ['Fish', 'Shellfish - Crustacean', 'Shellfish - Mollusk'] },
      { label: 'Avoiding Gluten', allergens: ['Gluten', 'Wheat'] },
    ]);
  });
});

describe('labelConflicts', () => {
  it('finds each label the allergens contradict, with the allergens that do', () => {
    expect(labelConflicts(['Halal', 'Vegan', 'Vegetarian'], ['Soy', 'Milk', 'Fish'], DEFAULT_LABEL_EXCLUSIONS)).toEqual([
      { index: 1, label: 'Vegan', rule: 'Vegan', allergens: ['Milk', 'Fish'], excluded: VEGAN_EXCLUDES },
      { index: 2, label: 'Vegetarian', rule: 'Vegetarian', allergens: ['Fish'], excluded: ['Fish', 'Shellfish - Crustacean', 'Shellfish - Mollusk'] },
    ]);
  });

  it('matches labels and allergens trimmed and ignoring case, as the menu vocabulary does', () => {
    expect(labelConflicts([' avoiding GLUTEN '], ['wheat'], DEFAULT_LABEL_EXCLUSIONS).map((c) => [c.label, c.rule, c.allergens])).toEqual([[' avoiding GLUTEN ', 'Avoiding Gluten', ['wheat']]]);
  });

  it('allows what a label does not exclude, unknown allergen data and labels without exclusions', () => {
    expect(labelConflicts(['Vegan', 'Vegetarian', 'Avoiding Gluten'], ['Soy', 'Peanuts', 'Sesame', 'Tree Nuts'], DEFAULT_LABEL_EXCLUSIONS)).toEqual([]);
    expect(labelConflicts(['Vegetarian'], ['Milk', 'Egg'], DEFAULT_LABEL_EXCLUSIONS)).toEqual([]);
    expect(labelConflicts(['Vegan'], null, DEFAULT_LABEL_EXCLUSIONS)).toEqual([]);
    expect(labelConflicts(['Pork', 'Spicy'], ['Milk'], DEFAULT_LABEL_EXCLUSIONS)).toEqual([]);
  });

  it("follows a site's own labels, and adds a site's rows to a default label's", () => {
    const site = [...DEFAULT_LABEL_EXCLUSIONS, { label: 'Dairy Free', allergens: ['Milk'] }, { label: 'vegan', allergens: ['Sesame'] }];
    expect(labelConflicts(['Dairy Free'], ['Milk'], site).map((c) => c.label)).toEqual(['Dairy Free']);
    expect(labelConflicts(['Vegan'], ['Sesame'], site)).toEqual([{ index: 0, label: 'Vegan', rule: 'Vegan', allergens: ['Sesame'], excluded: [...VEGAN_EXCLUDES, 'Sesame'] }]);
  });

  it('reports a label listed twice once, and an allergen listed twice once', () => {
    expect(labelConflicts(['Vegan', 'vegan'], ['Milk', 'milk'], DEFAULT_LABEL_EXCLUSIONS)).toEqual([{ index: 0, label: 'Vegan', rule: 'Vegan', allergens: ['Milk'], excluded: VEGAN_EXCLUDES }]);
  });
});

describe('labelConflictMessage', () => {
  it('names the label, the allergens it cannot go with and everything it excludes', () => {
    const [vegan] = labelConflicts(['Vegan'], ['Milk', 'Egg'], DEFAULT_LABEL_EXCLUSIONS);
    expect(vegan && labelConflictMessage(vegan)).toBe("'Vegan' cannot go with the allergens Milk, Egg: this site's 'Vegan' excludes Milk, Egg, Fish, Shellfish - Crustacean, Shellfish - Mollusk");
    const [gluten] = labelConflicts(['Avoiding Gluten'], ['Wheat'], DEFAULT_LABEL_EXCLUSIONS);
    expect(gluten && labelConflictMessage(gluten)).toBe("'Avoiding Gluten' cannot go with the allergen Wheat: this site's 'Avoiding Gluten' excludes Gluten, Wheat");
    const [dairy] = labelConflicts(['dairy free'], ['Milk'], [{ label: 'Dairy Free', allergens: ['Milk'] }]);
    expect(dairy && labelConflictMessage(dairy)).toBe("'dairy free' cannot go with the allergen Milk: this site's 'Dairy Free' excludes Milk");
  });
});

describe('groupLabelExclusions', () => {
  it('gathers stored rows per label, keeping the first spelling and dropping repeats', () => {
    expect(
      groupLabelExclusions([
        { label: 'Vegan', allergen: 'Milk' },
        { label: 'Dairy Free', allergen: 'Milk' },
        { label: 'vegan ', allergen: 'Egg' },
        { label: 'Vegan', allergen: 'milk' },
      ]),
    ).toEqual([
      { label: 'Vegan', allergens: ['Milk', 'Egg'] },
      { label: 'Dairy Free', allergens: ['Milk'] },
    ]);
  });
});

describe('contradictedLabelIds', () => {
  const filters = new Map([
    [1, { name: 'Milk', type: 'allergen' }],
    [2, { name: 'Wheat', type: 'allergen' }],
    [10, { name: 'Vegan', type: 'label' }],
    [11, { name: 'Vegetarian', type: 'label' }],
    [12, { name: 'Avoiding Gluten', type: 'label' }],
    [20, { name: 'Vegan', type: 'sustainability' }],
  ]);
  it('names the label filters an item’s allergen filters contradict', () => {
    expect(contradictedLabelIds([1, 10, 11, 12], filters, DEFAULT_LABEL_EXCLUSIONS)).toEqual([10]);
    expect(contradictedLabelIds([2, 10, 12], filters, DEFAULT_LABEL_EXCLUSIONS)).toEqual([12]);
  });
  it('reads types: a rating named like a label is not a label, unknown ids are nothing', () => {
    expect(contradictedLabelIds([1, 20, 99], filters, DEFAULT_LABEL_EXCLUSIONS)).toEqual([]);
  });
});
