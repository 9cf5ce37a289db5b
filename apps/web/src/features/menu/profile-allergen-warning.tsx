import type { MenuFilter, MenuItem } from '@commons/contract';
import { profileAllergenHits } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';

const listOf = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`);
const inProfile = (names: readonly string[]) => (names.length === 1 ? 'which is in your allergen profile.' : 'which are in your allergen profile.');

/** 'Contains Milk, which is in your allergen profile.' */
export const containsWarning = (names: readonly string[]) => `Contains ${listOf(names)}, ${inProfile(names)}`;
/** 'May contain Peanuts, which is in your allergen profile.' (cross-contact, ADR 0014) */
export const mayContainWarning = (names: readonly string[]) => `May contain ${listOf(names)}, ${inProfile(names)}`;
export const UNCHECKED_WARNING = 'Allergen information is unavailable for this item, so it cannot be checked against your allergen profile.';

interface ProfileAllergenWarningProps {
  item: Pick<MenuItem, 'filters' | 'may_contain' | 'allergen_info_available'>;
  filtersById: ReadonlyMap<number, MenuFilter>;
  /** The logged-in customer's allergens; empty when nobody is logged in. */
  profile: readonly string[];
  /** The site shows what items contain; what they may contain is shown regardless, as a safety note. */
  displayAllergens: boolean;
}

/**
 * The nutrition dialog's warning for a logged-in customer: what the item contains or may contain
 * from their allergen profile, or that its allergens are unknown. An alert with an icon, a title
 * and the words, never colour alone. Nothing when nothing applies.
 */
export function ProfileAllergenWarning({ item, filtersById, profile, displayAllergens }: ProfileAllergenWarningProps) {
  if (profile.length === 0) return null;
  const hits = profileAllergenHits(profile, item, filtersById);
  const lines = [
    displayAllergens && hits.contains.length > 0 ? containsWarning(hits.contains) : null,
    hits.mayContain.length > 0 ? mayContainWarning(hits.mayContain) : null,
    displayAllergens && !item.allergen_info_available ? UNCHECKED_WARNING : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div className="profile-warning" role="alert">
      <Icon name="warning" size={24} className="profile-warning__icon" />
      <div>
        <p className="profile-warning__title">Allergen warning</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
