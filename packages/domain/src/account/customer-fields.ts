/**
 * The rules of the sign-up and profile forms (docs/product/accounts.md#field-rules), each a pure function that answers the
 * message to show, or null when the value passes. The contract's schemas apply them, so the
 * server and the web say the same words. Documented messages are kept verbatim.
 */
import { stateCode } from './us-states.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters a password needs one of. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const NAME_MAX_LENGTH = 60;
export const STUDENT_ID_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 120;
export const CITY_MAX_LENGTH = 60;

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'A first name is required',
  firstNameLetters: 'A first name must only contain letters',
  lastNameRequired: 'A last name is required',
  lastNameLetters: 'A last name must only contain letters',
  nameTooLong: `A name must be at most ${NAME_MAX_LENGTH} characters`,
  studentIdRequired: 'A student ID is required',
  studentIdCharacters: 'A student ID must only contain letters and numbers',
  studentIdTooLong: `A student ID must be at most ${STUDENT_ID_MAX_LENGTH} characters`,
  emailRequired: 'An email address is required',
  emailInvalid: 'Please enter a valid email address',
  confirmEmailRequired: 'Please confirm your email address',
  emailsDiffer: 'The email addresses do not match',
  phoneRequired: 'A phone number is required',
  phoneDigits: 'A phone number must only contain numbers',
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'An address is required',
  addressCharacters: 'An address must only contain letters, numbers, spaces and , . #',
  addressTooLong: `An address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  cityRequired: 'A city is required',
  cityCharacters: 'A city must only contain letters, numbers, spaces and , . #',
  cityTooLong: `A city must be at most ${CITY_MAX_LENGTH} characters`,
  stateRequired: 'A state is required',
  stateInvalid: 'Please enter a valid state',
  zipRequired: 'A zip code is required',
  zipDigits: 'A zip code must only contain numbers',
  zipInvalid: 'Please enter a valid 5-digit zip code',
  passwordRequired: 'A password is required',
  passwordTooShort: `A password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `A password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordLowercase: 'A password must contain a lowercase letter',
  passwordUppercase: 'A password must contain an uppercase letter',
  passwordDigit: 'A password must contain a number',
  passwordSpecial: `A password must contain one of ${PASSWORD_SPECIALS}`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDiffer: 'The passwords do not match',
} as const;

const M = ACCOUNT_MESSAGES;
const isBlank = (value: string) => value.trim() === '';

/** Letters of any script, words joined by one space, hyphen or apostrophe ("Anne-Marie", "O'Neil", "De la Cruz"). */
const NAME = /^\p{L}\p{M}*(?:[ '’-]?\p{L}\p{M}*)*$/u;
const STUDENT_ID = /^[A-Za-z0-9]+$/;
/** The shared address rule: letters, digits and spaces, with comma, period and #. */
const ADDRESS = /^[\p{L}\p{M}\p{Nd} ,.#]+$/u;
/** What the phone mask (999) 999 - 9999 adds around the digits. */
const PHONE_MASK = /[()\s-]/g;
/** An address as browsers check type="email": something@domain with a dot-free or dotted domain of letters, digits and hyphens. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function nameProblem(value: string, required: string, letters: string): string | null {
  if (isBlank(value)) return required;
  const name = value.trim();
  if (name.length > NAME_MAX_LENGTH) return M.nameTooLong;
  return NAME.test(name) ? null : letters;
}

export const firstNameProblem = (value: string) => nameProblem(value, M.firstNameRequired, M.firstNameLetters);
export const lastNameProblem = (value: string) => nameProblem(value, M.lastNameRequired, M.lastNameLetters);

/** Letters and digits only. */
export function studentIdProblem(value: string): string | null {
  if (isBlank(value)) return M.studentIdRequired;
  const id = value.trim();
  if (id.length > STUDENT_ID_MAX_LENGTH) return M.studentIdTooLong;
  return STUDENT_ID.test(id) ? null : M.studentIdCharacters;
}

export function emailProblem(value: string): string | null {
  if (isBlank(value)) return M.emailRequired;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? null : M.emailInvalid;
}

/** The same address, compared as e-mail addresses are matched here: trimmed, case aside. */
export const isSameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The digits of a phone number typed with or without the mask (999) 999 - 9999. */
export const phoneDigits = (value: string) => value.replace(PHONE_MASK, '');

/** Required; digits only once the mask is taken away; exactly 10 of them. */
export function phoneProblem(value: string): string | null {
  if (isBlank(value)) return M.phoneRequired;
  const digits = phoneDigits(value);
  if (!/^\d+$/.test(digits)) return M.phoneDigits;
  return digits.length === 10 ? null : M.phoneInvalid;
}

/** A second number: optional, and when given, a phone number like the first. */
export const mobileProblem = (value: string) => (isBlank(value) ? null : phoneProblem(value));

function addressLikeProblem(value: string, required: string, characters: string, maxLength: number, tooLong: string): string | null {
  if (isBlank(value)) return required;
  const text = value.trim();
  if (text.length > maxLength) return tooLong;
  return ADDRESS.test(text) ? null : characters;
}

export const addressProblem = (value: string) => addressLikeProblem(value, M.addressRequired, M.addressCharacters, ADDRESS_MAX_LENGTH, M.addressTooLong);
export const cityProblem = (value: string) => addressLikeProblem(value, M.cityRequired, M.cityCharacters, CITY_MAX_LENGTH, M.cityTooLong);

/** A two-letter code or a full name of one of the 50 states or D.C.; lengths 1 and 3 never pass. */
export function stateProblem(value: string): string | null {
  if (isBlank(value)) return M.stateRequired;
  return stateCode(value) === null ? M.stateInvalid : null;
}

/** Required, numeric, five digits. */
export function zipProblem(value: string): string | null {
  if (isBlank(value)) return M.zipRequired;
  const zip = value.trim();
  if (!/^\d+$/.test(zip)) return M.zipDigits;
  return zip.length === 5 ? null : M.zipInvalid;
}

/** The sign-up password: 8 or more characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*. */
export function newPasswordProblem(value: string): string | null {
  if (value === '') return M.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (!/[a-z]/.test(value)) return M.passwordLowercase;
  if (!/[A-Z]/.test(value)) return M.passwordUppercase;
  if (!/\d/.test(value)) return M.passwordDigit;
  if (![...PASSWORD_SPECIALS].some((special) => value.includes(special))) return M.passwordSpecial;
  return null;
}

/** The login password: only required (a password set under older rules still logs in). */
export function loginPasswordProblem(value: string): string | null {
  if (value === '') return M.passwordRequired;
  return value.length > PASSWORD_MAX_LENGTH ? M.passwordTooLong : null;
}
