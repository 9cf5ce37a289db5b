/**
 * The card payment form (docs/product/purchase.md#card): each rule a pure function answering the
 * message to show or null, and `cardProblems` answering every failing field at once. Today's
 * month is an argument, never read from a clock. The documented messages are kept verbatim.
 */
import { ACCOUNT_MESSAGES as A, NAME_MAX_LENGTH, addressProblem, cityProblem, stateProblem, zipProblem } from '../account/customer-fields.ts';
import { cardDigits, cardTypeOf, isCardType, luhnValid, type CardType } from './card-number.ts';

/** A card expiring further ahead than this is a typing mistake. */
export const CARD_MAX_YEARS_AHEAD = 20;

export const CARD_MESSAGES = {
  firstNameRequired: A.firstNameRequired,
  firstNameLetters: 'A first name may only contain letters',
  lastNameRequired: A.lastNameRequired,
  lastNameCharacters: 'This last name contains invalid characters',
  cardTypeRequired: 'A card type is required',
  cardTypeInvalid: 'Please choose American Express, Mastercard or Visa',
  numberRequired: 'A card number is required',
  numberInvalid: 'Please enter a valid credit card number',
  expirationRequired: 'An expiration date is required',
  expirationInvalid: 'Please enter a valid date',
  securityCodeRequired: 'A security code is required',
  securityCodeInvalid: 'Please enter a valid security code',
  /** The server's answer when the payment gateway flags the account number as invalid. */
  invalidCardNumber: 'Invalid card number',
  /** The server's answer for any other refusal by the payment gateway. */
  declined: 'Card declined. If your billing address is correct, please contact your card issuer.',
} as const;

const M = CARD_MESSAGES;

/** A calendar month: 2026 and 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The billing address of the card, when it is not the contact address. */
export interface BillingAddressValues {
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

/** The card form as typed, in the API's field names. */
export interface CardValues {
  card_first_name: string;
  card_last_name: string;
  card_number: string;
  /** MM/YY. */
  card_expiration: string;
  card_security_code: string;
  card_type: string;
  /** True when the card is billed to `billing_address`; false when to the contact address. */
  use_billing_address: boolean;
  billing_address?: Partial<BillingAddressValues> | null;
}

const isBlank = (value: string) => value.trim() === '';
const FIRST_NAME = /^[\p{L}\p{M}]+$/u;
const LAST_NAME = /^[\p{L}\p{M}\p{Nd} -]+$/u;

/** Required; letters only. */
export function cardFirstNameProblem(value: string): string | null {
  if (isBlank(value)) return M.firstNameRequired;
  const name = value.trim();
  if (name.length > NAME_MAX_LENGTH) return A.nameTooLong;
  return FIRST_NAME.test(name) ? null : M.firstNameLetters;
}

/** Required; letters, digits, spaces and hyphens. */
export function cardLastNameProblem(value: string): string | null {
  if (isBlank(value)) return M.lastNameRequired;
  const name = value.trim();
  if (name.length > NAME_MAX_LENGTH) return A.nameTooLong;
  return LAST_NAME.test(name) ? null : M.lastNameCharacters;
}

/** Required; one of CARD_TYPES as spelled there. */
export function cardTypeProblem(value: string): string | null {
  if (isBlank(value)) return M.cardTypeRequired;
  return isCardType(value) ? null : M.cardTypeInvalid;
}

/**
 * Required; digits with single spaces or hyphens between them, making a number of the chosen card
 * type (by prefix and length) that passes the Luhn check. Without a chosen type (it has its own
 * message then), a number of any accepted type passes.
 */
export function cardNumberProblem(value: string, chosen: CardType | null): string | null {
  if (isBlank(value)) return M.numberRequired;
  const digits = cardDigits(value);
  if (digits === null || !luhnValid(digits)) return M.numberInvalid;
  const type = cardTypeOf(digits);
  return type !== null && (chosen === null || type === chosen) ? null : M.numberInvalid;
}

const monthIndex = ({ year, month }: YearMonth) => year * 12 + (month - 1);

/** The month 'MM/YY' names, its two-digit year read as the nearest one from `today` on: 05 in 2099 is 2105. */
export function parseExpiration(value: string, today: YearMonth): YearMonth | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const century = today.year - (today.year % 100);
  const year = century + Number(match[2]);
  const aheadOfCentury = year + 100 <= today.year + CARD_MAX_YEARS_AHEAD;
  return { year: year < today.year && aheadOfCentury ? year + 100 : year, month };
}

/**
 * Required; MM/YY (mask 99/99) naming a real month, not before this month (a card is good through
 * its last day) and at most CARD_MAX_YEARS_AHEAD years ahead. Without `today`, only the mask and
 * the month are checked.
 */
export function cardExpirationProblem(value: string, today?: YearMonth): string | null {
  if (isBlank(value)) return M.expirationRequired;
  const expiry = parseExpiration(value, today ?? { year: 2000, month: 1 });
  if (expiry === null) return M.expirationInvalid;
  if (today === undefined) return null;
  const ahead = monthIndex(expiry) - monthIndex(today);
  return ahead >= 0 && ahead <= CARD_MAX_YEARS_AHEAD * 12 ? null : M.expirationInvalid;
}

/** Required; 4 digits for American Express, 3 for the others; 3 or 4 while the type is unknown. */
export function cardSecurityCodeProblem(value: string, type: CardType | null): string | null {
  if (isBlank(value)) return M.securityCodeRequired;
  const code = value.trim();
  const lengths = type === null ? [3, 4] : [type === 'American Express' ? 4 : 3];
  return /^\d+$/.test(code) && lengths.includes(code.length) ? null : M.securityCodeInvalid;
}

/** The billing address rules (the contact address's), keyed 'billing_address.address' and so on. */
export function billingAddressProblems(billing: Partial<BillingAddressValues> | null | undefined): Record<string, string> {
  const rules = { address: addressProblem, city: cityProblem, state: stateProblem, zip_code: zipProblem } as const;
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const problem = rule(billing?.[field as keyof typeof rules] ?? '');
    if (problem !== null) problems[`billing_address.${field}`] = problem;
  }
  return problems;
}

/**
 * Every failing field of the card form, one message each, keyed by the API's field names (the
 * billing address's as 'billing_address.city'). The billing address is checked only when
 * `use_billing_address`; otherwise the contact address, checked with the customer, is billed.
 */
export function cardProblems(values: CardValues, today: YearMonth): Record<string, string> {
  const chosen = isCardType(values.card_type) ? values.card_type : null;
  const digits = cardDigits(values.card_number);
  const type = chosen ?? (digits === null ? null : cardTypeOf(digits));
  const problems: Record<string, string | null> = {
    card_first_name: cardFirstNameProblem(values.card_first_name),
    card_last_name: cardLastNameProblem(values.card_last_name),
    card_type: cardTypeProblem(values.card_type),
    card_number: cardNumberProblem(values.card_number, chosen),
    card_expiration: cardExpirationProblem(values.card_expiration, today),
    card_security_code: cardSecurityCodeProblem(values.card_security_code, type),
  };
  const found = Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null);
  return { ...Object.fromEntries(found), ...(values.use_billing_address ? billingAddressProblems(values.billing_address) : {}) };
}
