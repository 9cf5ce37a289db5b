// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryTable } from './category-table.tsx';
import { FILTERS_BY_ID, item } from './testing/test-fixtures.ts';

afterEach(cleanup);

const flags = { pork_icon: false, balanced_u_icon: false, sodium_warning: true, howgood_icons: false, howgood_icons_new: false };
const category = {
  id: 1,
  name: 'Grill',
  sort_order: 1,
  items: [
    item(1, 'Hand-Cut Fries', { calories: 384, may_contain: [2, 1] }),
    item(2, 'Garden Salad', { calories: 47 }),
    item(3, 'Salted Soup', { nutrients: [{ name: 'Sodium', uom: 'mg', value: '2296', value_numeric: 2296 }] }),
  ],
};

describe('category table', () => {
  it('marks the items that may contain an allergen, in words', () => {
    render(<CategoryTable category={category} showCalories filtersById={FILTERS_BY_ID} flags={flags} onOpenItem={vi.fn()} />);
    expect(screen.getByRole('rowheader', { name: /^Hand-Cut Fries/ }).textContent).toBe('Hand-Cut FriesMay contain: Milk, Peanuts');
    expect(screen.getByRole('rowheader', { name: 'Garden Salad' }).textContent).toBe('Garden Salad');
  });

  it('shows the calories the label declares, and the sodium icon for the declared sodium', () => {
    render(<CategoryTable category={category} showCalories filtersById={FILTERS_BY_ID} flags={flags} onOpenItem={vi.fn()} />);
    const calories = screen.getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent);
    expect(calories).toEqual(['380', '45', '200']);
    expect(screen.getByRole('rowheader', { name: /^Salted Soup/ }).querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('High sodium');
  });
});
