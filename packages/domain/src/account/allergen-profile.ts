/**
 * The rules of the account's Allergens tab (docs/product/accounts.md#allergen-profile): an emergency contact name
 * (required, letters, digits and spaces), a contact number (required, the profile phone's mask
 * rules) and a custom allergen, required when the customer says they have one. Each rule answers
 * the message to show, or null when the value passes.
 */
import { ALLERGENS_11, type AllergenName } from '../menu/allergens.ts';
import { phoneProblem } from './customer-fields.ts';

/** The allergens a profile chooses from: the full list of 11, in display order (docs/product/accounts.md#allergen-profile). */
export const PROFILE_ALLERGENS: readonly AllergenName[] = ALLERGENS_11;
export const CONTACT_NAME_MAX_LENGTH = 60;
export const CUSTOM_ALLERGEN_MAX_LENGTH = 60;

export const ALLERGEN_MESSAGES = {
  contactNameRequired: 'An emergency contact name is required',
  contactNameCharacters: 'An emergency contact name must only contain letters, numbers and spaces',
  contactNameTooLong: `An emergency contact name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  customAllergenRequired: 'Please enter your other allergen',
  customAllergenCharacters: "An allergen must only contain letters, numbers, spaces and - , . ' ( ) /",
  customAllergenTooLong: `An allergen must be at most ${CUSTOM_ALLERGEN_MAX_LENGTH} characters`,
  allergenUnknown: 'Please choose allergens from the list',
  updated: 'Your allergen preferences have been updated.',
  foodInsecurityUpdated: 'Your Food Insecurity preferences have been updated.',
  unexpected: 'Sorry, we ran into an unexpected error.',
} as const;

const M = ALLERGEN_MESSAGES;
const isBlank = (value: string) => value.trim() === '';
/** Letters of any script and digits, words joined by single spaces. */
const CONTACT_NAME = /^[\p{L}\p{M}\p{Nd}]+(?: [\p{L}\p{M}\p{Nd}]+)*$/u;
/** What a food's name needs: letters, digits, spaces and - , . ' ( ) /. */
const CUSTOM_ALLERGEN = /^[\p{L}\p{M}\p{Nd} ,.'’()/-]+$/u;

/** Required; letters, digits and single spaces between words. */
export function contactNameProblem(value: string): string | null {
  if (isBlank(value)) return M.contactNameRequired;
  const name = value.trim();
  if (name.length > CONTACT_NAME_MAX_LENGTH) return M.contactNameTooLong;
  return CONTACT_NAME.test(name) ? null : M.contactNameCharacters;
}

/** The emergency contact's number: required, typed like the profile phone ((999) 999 - 9999 or 10 digits). */
export const contactNumberProblem = (value: string) => phoneProblem(value);

/** Required when the customer has said they have an allergen the list lacks; ignored otherwise. */
export function customAllergenProblem(value: string | null | undefined, isUsed: boolean): string | null {
  if (!isUsed) return null;
  if (value === null || value === undefined || isBlank(value)) return M.customAllergenRequired;
  const text = value.trim();
  if (text.length > CUSTOM_ALLERGEN_MAX_LENGTH) return M.customAllergenTooLong;
  return CUSTOM_ALLERGEN.test(text) ? null : M.customAllergenCharacters;
}

const LISTED: ReadonlySet<string> = new Set(PROFILE_ALLERGENS);

/**
 * A profile's stored allergens: the chosen names of the list in the list's order, then the custom
 * one, if any (a custom entry that names a listed allergen, case aside, is that allergen).
 */
export function profileAllergens(chosen: readonly string[], custom: string | null): string[] {
  const names = new Set(chosen);
  const own = custom?.trim() || null;
  const listedMatch = own === null ? undefined : PROFILE_ALLERGENS.find((name) => name.toLowerCase() === own.toLowerCase());
  if (listedMatch) names.add(listedMatch);
  const stored: string[] = PROFILE_ALLERGENS.filter((name) => names.has(name));
  if (own !== null && !listedMatch) stored.push(own);
  return stored;
}

/** Stored allergens split back into the list's checkboxes and the custom entry (null when none). */
export function splitProfileAllergens(allergens: readonly string[]): { listed: AllergenName[]; custom: string | null } {
  const listed = PROFILE_ALLERGENS.filter((name) => allergens.includes(name));
  const custom = allergens.find((name) => !LISTED.has(name)) ?? null;
  return { listed, custom };
}
