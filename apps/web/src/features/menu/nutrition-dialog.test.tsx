// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NutritionDialog } from './nutrition-dialog.tsx';
import { FILTERS_BY_ID, item } from './test-fixtures.ts';

afterEach(cleanup);

const flags = { pork_icon: false, balanced_u_icon: false, sodium_warning: true, howgood_icons: false, howgood_icons_new: false };
const allergensSection = () => {
  const heading = screen.getByRole('heading', { name: 'Allergens' });
  const section = heading.closest('section');
  if (!section) throw new Error('The allergens heading sits in a section');
  return within(section);
};
const paragraphs = () => allergensSection().getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);

describe('nutrition dialog', () => {
  it('lists what the item may contain under its allergens', () => {
    const mocha = item(1, 'Mocha', { filters: [1], may_contain: [2] });
    render(<NutritionDialog item={mocha} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Mocha' })).toBeTruthy();
    expect(paragraphs()).toEqual(['Contains: Milk', 'May contain: Peanuts']);
  });

  it('says only what it may contain when it contains no listed allergen', () => {
    const fries = item(1, 'Hand-Cut Fries', { may_contain: [2, 1] });
    render(<NutritionDialog item={fries} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    expect(paragraphs()).toEqual(['May contain: Milk, Peanuts']);
  });

  it('keeps the no-allergens line when nothing is listed', () => {
    render(<NutritionDialog item={item(1, 'Rice')} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    expect(paragraphs()).toEqual(['No allergens are listed for this item.']);
  });

  it('shows the cross-contact note even where the site hides its allergen list', () => {
    const fries = item(1, 'Hand-Cut Fries', { filters: [1], may_contain: [2] });
    render(<NutritionDialog item={fries} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens={false} onClose={vi.fn()} />);
    expect(paragraphs()).toEqual(['May contain: Peanuts']);
  });

  it('rounds a concept item’s nutrients and calories as the Nutrition Facts panel does', () => {
    const calzone = item(1, 'Calzone', { calories: 684, total_fat: 0.7, sodium: 2384, vitamin_a: 13 });
    render(<NutritionDialog item={calzone} locationType="concept" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    const values = within(screen.getByRole('table', { name: 'Nutrient values per serving' }));
    const amount = (name: string) => values.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(amount('Calories')).toBe('680');
    expect(amount('Total Fat')).toBe('0.5g');
    expect(amount('Sodium')).toBe('2380mg');
    expect(amount('Vitamin A')).toBe('15% DV');
    expect(amount('Iron')).toBe('Not available');
  });
});
