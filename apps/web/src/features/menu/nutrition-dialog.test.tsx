// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NutritionDialog } from './nutrition-dialog.tsx';
import { ITEM_DISCLAIMER } from './menu-disclaimer.ts';
import { FILTERS_BY_ID, item } from './testing/test-fixtures.ts';

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

  it('warns that allergen information is unavailable instead of saying none are listed', () => {
    const soup = item(1, 'Soup of the Day', { allergen_info_available: false, may_contain: [2] });
    render(<NutritionDialog item={soup} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    expect(paragraphs()).toEqual(['Allergen information unavailable', 'May contain: Peanuts']);
  });

  it('shows a webtrition item’s Nutrition Facts, ingredients and the disclaimer', () => {
    const oats = item(1, 'Overnight Oats', { calories: 250, ingredients: 'Oats, milk, honey' });
    render(<NutritionDialog item={oats} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    const facts = screen.getByRole('region', { name: 'Nutrition Facts' });
    expect(within(facts).getByText('250')).toBeTruthy();
    expect(within(facts).getByText('1 cup')).toBeTruthy();
    const ingredients = screen.getByRole('heading', { name: 'Ingredients' }).closest('section');
    expect(ingredients?.querySelector('p')?.textContent).toBe('Oats, milk, honey');
    expect(screen.getByText(ITEM_DISCLAIMER)).toBeTruthy();
  });

  it('says so when a webtrition item has no nutrition or ingredients', () => {
    const special = item(1, 'Chef’s Special', { calories: null, portion: null });
    render(<NutritionDialog item={special} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Nutrition Facts' })).toBeNull();
    expect(screen.getByText('Nutrition information is not available for this item.')).toBeTruthy();
    expect(screen.getByText('Ingredients are not available for this item.')).toBeTruthy();
  });

  it('closes with Escape or its Close button', () => {
    const onClose = vi.fn();
    render(<NutritionDialog item={item(1, 'Rice')} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
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
