import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '@commons/ui/icons/icon.tsx';

export const PROFILE_FILTERS_NOTE = 'These allergen filters come from your profile. Removing one here lasts for this visit only.';
export const PROFILE_FILTERS_OFF_NOTE = "Your profile's allergen filters are off for this visit.";
export const PROFILE_EDIT_LINK_TEXT = 'Edit your allergen profile';
export const PROFILE_RESTORE_TEXT = "Apply my profile's allergens again";

/** 'This menu cannot hide Sesame from your profile: check each item's allergens.' */
export const unmatchedProfileText = (names: readonly string[]) => `This menu cannot hide ${listOf(names)} from your profile: check each item's allergens.`;

const listOf = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`);

interface ProfileAllergenFiltersProps {
  /** The profile's allergens this menu hides on this visit, in the profile's order. */
  applied: readonly string[];
  /** The profile's allergens on this visit that no filter of this menu covers. */
  unmatched: readonly string[];
  /** Some were removed for this visit: offer to apply them again. */
  hasRemoved: boolean;
  /** The account's Allergens tab. */
  accountHref: string;
  onRemove: (name: string) => void;
  onRestore: () => void;
}

/**
 * The logged-in customer's allergens applied as menu filters for the visit: one chip each ('From
 * your profile: Milk') with a button to remove it ('Remove Milk'), a line saying where they come
 * from with a link to the profile, and the allergens this menu has no filter for. Removing a chip
 * moves focus to the next chip, else the previous one, else the button that applies them again.
 */
export function ProfileAllergenFilters({ applied, unmatched, hasRemoved, accountHref, onRemove, onRestore }: ProfileAllergenFiltersProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const remove = (index: number) => {
    // Once this chip is gone the next one takes its place in the list.
    const nextIndex = index + 1 < applied.length ? index : index - 1;
    focusNext.current = nextIndex < 0 ? '.profile-filters__restore' : `[data-profile-chip="${nextIndex}"]`;
    const name = applied[index];
    if (name !== undefined) onRemove(name);
  };

  const isOn = applied.length > 0;
  return (
    <div ref={rootRef} className="profile-filters" role="group" aria-label="Your allergen profile">
      <p className="profile-filters__note">
        <Icon name="info" size={18} className="profile-filters__icon" /> {isOn ? PROFILE_FILTERS_NOTE : PROFILE_FILTERS_OFF_NOTE} <Link to={accountHref}>{PROFILE_EDIT_LINK_TEXT}</Link>
      </p>
      {isOn ? (
        <ul className="chip-list" aria-label="Allergen filters from your profile">
          {applied.map((name, index) => (
            <li key={name} className="chip chip--profile">
              <span>From your profile: {name}</span>
              <button type="button" className="chip__remove" data-profile-chip={index} aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {unmatched.length > 0 ? <p className="profile-filters__unmatched">{unmatchedProfileText(unmatched)}</p> : null}
      {hasRemoved ? (
        <button type="button" className="profile-filters__restore" onClick={onRestore}>
          {PROFILE_RESTORE_TEXT}
        </button>
      ) : null}
    </div>
  );
}
