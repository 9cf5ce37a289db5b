// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NutritionDialog } from './nutrition-dialog.tsx';
import { ProfileAllergenWarning, UNCHECKED_WARNING, containsWarning, mayContainWarning } from './profile-allergen-warning.tsx';
import { FILTERS_BY_ID, item } from './testing/test-fixtures.ts';

afterEach(cleanup);

const flags = { pork_icon: false, balanced_u_icon: false, sodium_warning: false, howgood_icons: false, howgood_icons_new: false };
const MILK = 1;
const PEANUTS = 2;
const alertLines = () => within(screen.getByRole('alert')).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);

describe('profile allergen warning', () => {
  it('says what the item contains from the profile, in words, at the top of the nutrition dialog', () => {
    const mocha = item(5, 'Mocha', { filters: [MILK, 12] });
    render(<NutritionDialog item={mocha} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens profileAllergens={['Milk', 'Peanuts']} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Mocha' });
    expect(alertLines()).toEqual(['Allergen warning', 'Contains Milk, which is in your allergen profile.']);
    // First in the dialog's content, before the description and the allergen section.
    const alert = within(dialog).getByRole('alert');
    const allergens = within(dialog).getByRole('heading', { name: 'Allergens' });
    expect(alert.compareDocumentPosition(allergens) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.querySelector('svg')).toBeTruthy();
  });

  it('uses the may-contain wording for cross-contact, and names several allergens in one line', () => {
    render(<ProfileAllergenWarning item={item(6, 'Fries', { may_contain: [PEANUTS, MILK] })} filtersById={FILTERS_BY_ID} profile={['Milk', 'Peanuts']} displayAllergens />);
    expect(alertLines()).toEqual(['Allergen warning', 'May contain Milk and Peanuts, which are in your allergen profile.']);
    cleanup();
    render(<ProfileAllergenWarning item={item(7, 'Satay', { filters: [MILK], may_contain: [PEANUTS, MILK] })} filtersById={FILTERS_BY_ID} profile={['Peanuts', 'Milk']} displayAllergens />);
    expect(alertLines()).toEqual(['Allergen warning', 'Contains Milk, which is in your allergen profile.', 'May contain Peanuts, which is in your allergen profile.']);
  });

  it('warns that an item without allergen data cannot be checked', () => {
    render(<ProfileAllergenWarning item={item(8, 'Soup', { allergen_info_available: false })} filtersById={FILTERS_BY_ID} profile={['Milk']} displayAllergens />);
    expect(alertLines()).toEqual(['Allergen warning', UNCHECKED_WARNING]);
  });

  it('shows nothing without a profile, for an item free of its allergens, or for what it contains where the site hides allergens', () => {
    const mocha = item(5, 'Mocha', { filters: [MILK] });
    render(<NutritionDialog item={mocha} locationType="webtrition" filtersById={FILTERS_BY_ID} flags={flags} displayAllergens onClose={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    render(<ProfileAllergenWarning item={item(9, 'Rice')} filtersById={FILTERS_BY_ID} profile={['Milk', 'Peanuts']} displayAllergens />);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    render(<ProfileAllergenWarning item={mocha} filtersById={FILTERS_BY_ID} profile={['Milk']} displayAllergens={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    // Cross-contact is a safety note, shown even where the site hides its allergen list.
    render(<ProfileAllergenWarning item={item(6, 'Fries', { may_contain: [PEANUTS] })} filtersById={FILTERS_BY_ID} profile={['Peanuts']} displayAllergens={false} />);
    expect(alertLines()).toEqual(['Allergen warning', 'May contain Peanuts, which is in your allergen profile.']);
  });

  it('words one allergen and several', () => {
    expect(containsWarning(['Milk'])).toBe('Contains Milk, which is in your allergen profile.');
    expect(containsWarning(['Egg', 'Milk', 'Wheat'])).toBe('Contains Egg, Milk and Wheat, which are in your allergen profile.');
    expect(mayContainWarning(['Peanuts'])).toBe('May contain Peanuts, which is in your allergen profile.');
  });
});
