import { DIETARY_ALLERGENS, OTHER_ALLERGEN, inListOrder, type DietaryAllergen } from '@commons/domain';

/** A customer's allergen profile as the dietary form's allergy answers. */
export interface FormAllergens {
  allergens: DietaryAllergen[];
  /** The profile's allergens the form does not list, for 'Other allergies' ('' when none). */
  otherAllergies: string;
}

const LISTED = DIETARY_ALLERGENS.filter((option) => option !== OTHER_ALLERGEN);

/** The form's option named `name`, case aside. */
const optionNamed = (name: string): DietaryAllergen | undefined => LISTED.find((option) => option.toLowerCase() === name.toLowerCase());

/**
 * Maps a profile's allergens (the account's list of 11, e.g. 'Shellfish - Crustacean', and a custom
 * one) onto the form's options: the same name is that option; a kind of a listed group ('Group -
 * Kind', so both shellfish kinds) is the group; anything else ticks 'Other (Please specify)' and is
 * named in Other allergies. The result is in the form's order, without duplicates.
 */
export function formAllergensOf(profile: readonly string[]): FormAllergens {
  const chosen = new Set<DietaryAllergen>();
  const others: string[] = [];
  for (const raw of profile) {
    const name = raw.trim();
    if (name === '') continue;
    const option = optionNamed(name) ?? optionNamed(name.split(' - ')[0] ?? '');
    if (option) chosen.add(option);
    else if (!others.some((other) => other.toLowerCase() === name.toLowerCase())) others.push(name);
  }
  if (others.length > 0) chosen.add(OTHER_ALLERGEN);
  return { allergens: inListOrder(DIETARY_ALLERGENS, [...chosen]), otherAllergies: others.join(', ') };
}
