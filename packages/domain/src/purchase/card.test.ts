import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_MESSAGES, cardExpirationProblem, cardNumberProblem, cardProblems, cardSecurityCodeProblem, parseExpiration, type CardValues } from './card.ts';
import { CARD_TYPES, cardDigits, cardTypeOf, lastFour, luhnValid, maskedCard } from './card-number.ts';

const TODAY = { year: 2026, month: 3 };
const card: CardValues = {
  card_first_name: 'Ada',
  card_last_name: 'Lovelace-Byron 2',
  card_number: '4242 4242 4242 4242',
  card_expiration: '04/29',
  card_security_code: '123',
  card_type: 'Visa',
  use_billing_address: false,
};
const problems = (changes: Partial<CardValues>, today = TODAY) => cardProblems({ ...card, ...changes }, today);

/** `digits` with its last digit made the Luhn check digit. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

describe('card numbers', () => {
  const STANDARD = [
    ['4111111111111111', 'Visa'],
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['371449635398431', 'American Express'],
  ] as const;

  it('accepts the standard test numbers of their own type', () => {
    expect(CARD_TYPES).toEqual(['American Express', 'Mastercard', 'Visa']);
    for (const [number, type] of STANDARD) {
      expect(luhnValid(number)).toBe(true);
      expect(cardTypeOf(number)).toBe(type);
      expect(cardNumberProblem(number, type)).toBeNull();
    }
  });

  it('refuses each with one digit changed', () => {
    for (const [number, type] of STANDARD) {
      for (let i = 0; i < number.length; i += 1) {
        const changed = `${number.slice(0, i)}${(Number(number[i]) + 1) % 10}${number.slice(i + 1)}`;
        expect(luhnValid(changed)).toBe(false);
        expect(cardNumberProblem(changed, type)).toBe('Please enter a valid credit card number');
      }
    }
  });

  it('must be of the chosen type', () => {
    expect(cardNumberProblem('4242424242424242', 'Mastercard')).toBe('Please enter a valid credit card number');
    expect(cardNumberProblem('378282246310005', 'Visa')).toBe('Please enter a valid credit card number');
    expect(problems({ card_type: 'Mastercard' })).toEqual({ card_number: 'Please enter a valid credit card number' });
  });

  it('knows the types by prefix and length', () => {
    expect(cardTypeOf(withCheckDigit('411111111111'))).toBe('Visa'); // 13 digits
    expect(cardTypeOf(withCheckDigit('411111111111111111'))).toBe('Visa'); // 19 digits
    expect(cardTypeOf(withCheckDigit('41111111111111'))).toBeNull(); // 15 digits
    expect(cardTypeOf(withCheckDigit('272099999999999'))).toBe('Mastercard');
    expect(cardTypeOf(withCheckDigit('222100000000000'))).toBe('Mastercard');
    expect(cardTypeOf(withCheckDigit('272100000000000'))).toBeNull();
    expect(cardTypeOf(withCheckDigit('222000000000000'))).toBeNull();
    expect(cardTypeOf(withCheckDigit('560000000000000'))).toBeNull();
    expect(cardTypeOf(withCheckDigit('378282246310005'))).toBeNull(); // Amex with 16
    expect(cardTypeOf(withCheckDigit('601100000000000'))).toBeNull(); // Discover is not accepted
  });

  it('takes spaces and hyphens between digits, nothing else', () => {
    expect(cardDigits(' 4242-4242 4242-4242 ')).toBe('4242424242424242');
    expect(cardNumberProblem('3782-822463-10005', 'American Express')).toBeNull();
    for (const bad of ['4242  4242 4242 4242', '4242.4242.4242.4242', '-4242424242424242', '4242424242424242x', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢'])
      expect(cardNumberProblem(bad, 'Visa')).toBe('Please enter a valid credit card number');
    expect(cardNumberProblem('  ', 'Visa')).toBe(CARD_MESSAGES.numberRequired);
  });

  it('shows on receipts by its last four digits', () => {
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
    expect(maskedCard('3782-822463-10005')).toBe('•••• 0005');
    expect(maskedCard('')).toBe('••••');
  });

  it('passes the Luhn check with a correct check digit, and fails it with one digit changed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,24}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, by) => {
        const number = withCheckDigit(body);
        const i = at % number.length;
        const changed = `${number.slice(0, i)}${(Number(number[i]) + by) % 10}${number.slice(i + 1)}`;
        return luhnValid(number) && !luhnValid(changed);
      }),
    );
  });
});

describe('expiration (MM/YY)', () => {
  it('is this month or later', () => {
    expect(cardExpirationProblem('03/26', TODAY)).toBeNull();
    expect(cardExpirationProblem('02/26', TODAY)).toBe('Please enter a valid date');
    expect(cardExpirationProblem('12/25', TODAY)).toBe('Please enter a valid date');
  });
  it('is a real month in the mask 99/99', () => {
    for (const bad of ['13/30', '00/30', '3/30', '03/2030', '0330', '03-30', 'ab/cd']) expect(cardExpirationProblem(bad, TODAY)).toBe('Please enter a valid date');
    expect(cardExpirationProblem('', TODAY)).toBe(CARD_MESSAGES.expirationRequired);
    expect(cardExpirationProblem('01/01')).toBeNull();
    expect(cardExpirationProblem('13/01')).toBe('Please enter a valid date');
  });
  it('crosses the year from December to January', () => {
    const december = { year: 2026, month: 12 };
    expect(cardExpirationProblem('12/26', december)).toBeNull();
    expect(cardExpirationProblem('01/27', december)).toBeNull();
    expect(cardExpirationProblem('11/26', december)).toBe('Please enter a valid date');
    expect(cardExpirationProblem('12/26', { year: 2027, month: 1 })).toBe('Please enter a valid date');
  });
  it('is at most 20 years ahead, read across a century', () => {
    expect(cardExpirationProblem('03/46', TODAY)).toBeNull();
    expect(cardExpirationProblem('04/46', TODAY)).toBe('Please enter a valid date');
    expect(cardExpirationProblem('99/99', TODAY)).toBe('Please enter a valid date');
    expect(parseExpiration('05/05', { year: 2099, month: 6 })).toEqual({ year: 2105, month: 5 });
    expect(parseExpiration('05/98', { year: 2099, month: 6 })).toEqual({ year: 2098, month: 5 });
  });
});

describe('security code', () => {
  it('has 3 digits, 4 for American Express', () => {
    expect(cardSecurityCodeProblem('123', 'Visa')).toBeNull();
    expect(cardSecurityCodeProblem('1234', 'Visa')).toBe('Please enter a valid security code');
    expect(cardSecurityCodeProblem('123', 'Mastercard')).toBeNull();
    expect(cardSecurityCodeProblem('1234', 'American Express')).toBeNull();
    expect(cardSecurityCodeProblem('123', 'American Express')).toBe('Please enter a valid security code');
    expect(cardSecurityCodeProblem('12a', 'Visa')).toBe('Please enter a valid security code');
    expect(cardSecurityCodeProblem('', 'Visa')).toBe(CARD_MESSAGES.securityCodeRequired);
  });
  it('follows the number’s type while no type is chosen', () => {
    expect(problems({ card_type: '', card_number: '378282246310005', card_security_code: '123' })).toEqual({ card_type: CARD_MESSAGES.cardTypeRequired, card_security_code: 'Please enter a valid security code' });
  });
});

describe('card form (docs/product/purchase.md#card)', () => {
  it('takes a filled form', () => expect(problems({})).toEqual({}));

  it('answers one message per failing field of an empty form', () => {
    expect(problems({ card_first_name: '', card_last_name: ' ', card_number: '', card_expiration: '', card_security_code: '', card_type: '' })).toEqual({
      card_first_name: 'A first name is required',
      card_last_name: 'A last name is required',
      card_type: 'A card type is required',
      card_number: 'A card number is required',
      card_expiration: 'An expiration date is required',
      card_security_code: 'A security code is required',
    });
  });

  it('names: first letters only, last letters, digits, spaces and hyphens', () => {
    expect(problems({ card_first_name: 'Ada Mae' })).toEqual({ card_first_name: 'A first name may only contain letters' });
    expect(problems({ card_first_name: 'Zoë' })).toEqual({});
    expect(problems({ card_last_name: "O'Neil" })).toEqual({ card_last_name: 'This last name contains invalid characters' });
    expect(problems({ card_type: 'visa' })).toEqual({ card_type: 'Please choose American Express, Mastercard or Visa' });
  });

  it('checks the billing address only when the card is billed to it', () => {
    expect(problems({ billing_address: { address: '!' } })).toEqual({});
    expect(problems({ use_billing_address: true })).toEqual({
      'billing_address.address': 'An address is required',
      'billing_address.city': 'A city is required',
      'billing_address.state': 'A state is required',
      'billing_address.zip_code': 'A zip code is required',
    });
    expect(problems({ use_billing_address: true, billing_address: { address: '1 Elm St.', city: 'Amherst', state: 'ma', zip_code: '01002' } })).toEqual({});
    expect(problems({ use_billing_address: true, billing_address: { address: '1 Elm St.!', city: 'Amherst', state: 'Mas', zip_code: '0100x' } })).toEqual({
      'billing_address.address': 'An address must only contain letters, numbers, spaces and , . #',
      'billing_address.state': 'Please enter a valid state',
      'billing_address.zip_code': 'A zip code must only contain numbers',
    });
  });

  it('holds the server’s card answers', () => {
    expect(CARD_MESSAGES.invalidCardNumber).toBe('Invalid card number');
    expect(CARD_MESSAGES.declined).toBe('Card declined. If your billing address is correct, please contact your card issuer.');
  });
});
