/**
 * Card numbers (docs/product/purchase.md#card: American Express, Mastercard, Visa): the digits of a number typed
 * with spaces or hyphens, its card type by prefix and length, the Luhn check, and the masked
 * forms receipts show. No messages here: card.ts words the rules.
 */

export const CARD_TYPES = ['American Express', 'Mastercard', 'Visa'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Is `text` one of the accepted card types, written exactly as CARD_TYPES spells it? */
export const isCardType = (text: string): text is CardType => (CARD_TYPES as readonly string[]).includes(text);

/** Digits, with single spaces or hyphens between them ('4242 4242-4242 4242'); trimmed first. */
const TYPED_NUMBER = /^\d(?:[ -]?\d)*$/;

/** The digits of a number typed with spaces or hyphens between them, or null when it is not such a number. */
export function cardDigits(text: string): string | null {
  const value = text.trim();
  return TYPED_NUMBER.test(value) ? value.replace(/[ -]/g, '') : null;
}

/** Mastercard's 2-series: 2221 to 2720. */
const isMastercard2Series = (digits: string) => {
  const prefix = Number(digits.slice(0, 4));
  return prefix >= 2221 && prefix <= 2720;
};

/**
 * The card type of a number's digits, by prefix and length: American Express 34 or 37 with 15
 * digits; Mastercard 51–55 or 2221–2720 with 16; Visa 4 with 13, 16 or 19. Null for anything else.
 */
export function cardTypeOf(digits: string): CardType | null {
  if (!/^\d+$/.test(digits)) return null;
  if (/^3[47]/.test(digits)) return digits.length === 15 ? 'American Express' : null;
  if (/^5[1-5]/.test(digits) || isMastercard2Series(digits)) return digits.length === 16 ? 'Mastercard' : null;
  if (digits.startsWith('4')) return [13, 16, 19].includes(digits.length) ? 'Visa' : null;
  return null;
}

/** The Luhn (mod 10) check: from the right, every second digit doubled (less 9 above 9); the sum ends in 0. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The last four digits of a number as typed ('4242 4242 4242 4242' → '4242'); fewer when it has fewer. */
export const lastFour = (number: string): string => number.replace(/\D/g, '').slice(-4);

/** A number as receipts show it: '•••• 4242'. */
export function maskedCard(number: string): string {
  const last = lastFour(number);
  return last === '' ? '••••' : `•••• ${last}`;
}
