// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FILTERS_NOTE, PROFILE_FILTERS_OFF_NOTE, ProfileAllergenFilters, unmatchedProfileText } from './profile-allergen-filters.tsx';

afterEach(cleanup);

const HREF = '/northfield/customer-account?tab=allergens';

/** The chips as the menu drives them: removing one takes it off the list, applying again brings all back. */
function Harness({ profile, unmatched = [], onRemove = () => undefined }: { profile: string[]; unmatched?: string[]; onRemove?: (name: string) => void }) {
  const [removed, setRemoved] = useState<string[]>([]);
  return (
    <MemoryRouter>
      <ProfileAllergenFilters
        applied={profile.filter((name) => !removed.includes(name))}
        unmatched={unmatched}
        hasRemoved={removed.length > 0}
        accountHref={HREF}
        onRemove={(name) => {
          onRemove(name);
          setRemoved((current) => [...current, name]);
        }}
        onRestore={() => setRemoved([])}
      />
    </MemoryRouter>
  );
}

const group = () => within(screen.getByRole('group', { name: 'Your allergen profile' }));
const chipTexts = () => group().queryAllByRole('listitem').map((li) => li.textContent);

describe('profile allergen chips', () => {
  it('shows a chip per allergen with a remove button, the note and the link to the Allergens tab', () => {
    render(<Harness profile={['Milk', 'Peanuts']} />);
    expect(group().getByRole('list', { name: 'Allergen filters from your profile' })).toBeTruthy();
    expect(chipTexts()).toEqual(['From your profile: Milk', 'From your profile: Peanuts']);
    expect(group().getByRole('button', { name: 'Remove Milk' })).toBeTruthy();
    expect(group().getByRole('button', { name: 'Remove Peanuts' })).toBeTruthy();
    expect(group().getByText(PROFILE_FILTERS_NOTE)).toBeTruthy();
    expect(group().getByRole('link', { name: 'Edit your allergen profile' }).getAttribute('href')).toBe(HREF);
    expect(group().queryByRole('button', { name: "Apply my profile's allergens again" })).toBeNull();
  });

  it('removes a chip and moves focus to the next one, else the previous one, else the button that applies them again', () => {
    const onRemove = vi.fn();
    render(<Harness profile={['Egg', 'Milk', 'Peanuts']} onRemove={onRemove} />);
    fireEvent.click(group().getByRole('button', { name: 'Remove Milk' }));
    expect(onRemove).toHaveBeenCalledWith('Milk');
    expect(chipTexts()).toEqual(['From your profile: Egg', 'From your profile: Peanuts']);
    expect(document.activeElement).toBe(group().getByRole('button', { name: 'Remove Peanuts' }));

    fireEvent.click(group().getByRole('button', { name: 'Remove Peanuts' }));
    expect(document.activeElement).toBe(group().getByRole('button', { name: 'Remove Egg' }));

    fireEvent.click(group().getByRole('button', { name: 'Remove Egg' }));
    expect(group().queryByRole('list')).toBeNull();
    expect(group().getByText(PROFILE_FILTERS_OFF_NOTE)).toBeTruthy();
    const again = group().getByRole('button', { name: "Apply my profile's allergens again" });
    expect(document.activeElement).toBe(again);

    fireEvent.click(again);
    expect(chipTexts()).toEqual(['From your profile: Egg', 'From your profile: Milk', 'From your profile: Peanuts']);
  });

  it('names the allergens this menu cannot hide', () => {
    render(<Harness profile={['Milk']} unmatched={['Sesame', 'Fish']} />);
    expect(group().getByText("This menu cannot hide Sesame and Fish from your profile: check each item's allergens.")).toBeTruthy();
    expect(unmatchedProfileText(['Soy'])).toBe("This menu cannot hide Soy from your profile: check each item's allergens.");
    expect(unmatchedProfileText(['Egg', 'Fish', 'Soy'])).toBe("This menu cannot hide Egg, Fish and Soy from your profile: check each item's allergens.");
  });
});
