import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CheckoutContext } from '@commons/domain';
import { checkoutCardFields, checkoutCustomerFields, withCardContext, withCheckoutContext, type CheckoutCardInput, type CheckoutCustomerInput } from './checkout-fields.ts';

const customer: CheckoutCustomerInput = {
  first_name: ' Ada ',
  last_name: "O'Neil",
  student_id: 'NU 2026001',
  email: 'ada@northfield.edu',
  confirm_email: 'ADA@northfield.edu',
  phone_number: '(413) 555 - 0142',
  address: '100 Commons Way, Apt. #4',
  city: 'Northfield',
  state: 'massachusetts',
  zip_code: '01360',
};
const student = {
  student_first_name: 'Grace',
  student_last_name: 'Hopper',
  student_email: 'grace@northfield.edu',
  student_confirm_email: 'grace@northfield.edu',
  student_phone_number: '(413) 555 - 0199',
  student_address: '1 College Row',
  student_city: 'Northfield',
  student_state: 'ma',
  student_zip_code: '01360',
};
const context: CheckoutContext = { payment_type: 'Credit card', is_parent: false, logged_in: false, student_id_pattern: '', email_domain: 'northfield.edu' };
const card: CheckoutCardInput = {
  card_first_name: 'Ada',
  card_last_name: 'Lovelace',
  card_number: '4242 4242 4242 4242',
  card_expiration: '04/29',
  card_security_code: '123',
  card_type: 'Visa',
};
const TODAY = { year: 2026, month: 3 };

/** The message of each field the schema refuses, first one per field; never throws. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}
const customerErrors = (changes: Record<string, unknown>, contextChanges: Partial<CheckoutContext> = {}) =>
  errorsOf(withCheckoutContext(checkoutCustomerFields, { ...context, ...contextChanges }), { ...customer, ...changes });
const cardErrors = (changes: Record<string, unknown>, today = TODAY) => errorsOf(withCardContext(checkoutCardFields, today), { ...card, ...changes });

describe('checkout customer fields', () => {
  it('take a filled form: trimmed, phone as digits, state as its code, student fields blank', () => {
    const parsed = withCheckoutContext(checkoutCustomerFields, context).parse(customer);
    expect(parsed).toMatchObject({ first_name: 'Ada', phone_number: '4135550142', state: 'MA', is_parent: false, password: '', student_first_name: '', student_state: '' });
    const parent = withCheckoutContext(checkoutCustomerFields, { ...context, is_parent: true }).parse({ ...customer, ...student, is_parent: true });
    expect(parent).toMatchObject({ student_phone_number: '4135550199', student_state: 'MA', is_parent: true });
  });

  it('answer every message of an empty form at once', () => {
    expect(customerErrors(Object.fromEntries(Object.keys(customer).map((key) => [key, undefined])))).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      student_id: 'A student ID is required',
      email: 'An email address is required',
      confirm_email: 'Please confirm your email address',
      phone_number: 'A phone number is required',
      address: 'An address is required',
      city: 'A city is required',
      state: 'A state is required',
      zip_code: 'A zip code is required',
    });
  });

  it.each([
    ['first_name', 'Ada2', 'A first name must only contain letters'],
    ['last_name', '', 'Last name is required'],
    ['student_id', 'NU-1', 'A student ID must only contain letters, numbers and spaces'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['confirm_email', 'ada@lakeside.edu', 'The email addresses do not match'],
    ['phone_number', '(413) 555 - 014', 'Please enter a valid phone number'],
    ['address', '100 Commons Way!', 'An address must only contain letters, numbers, spaces and , . #'],
    ['city', 'North_field', 'A city must only contain letters, numbers, spaces and , . #'],
    ['state', 'Mas', 'Please enter a valid state'],
    ['zip_code', '0136a', 'A zip code must only contain numbers'],
  ])('%s %j: %s', (field, value, message) => {
    expect(customerErrors({ [field]: value })[field]).toBe(message);
  });

  it('check a guest’s password, not a logged-in customer’s', () => {
    expect(customerErrors({ password: 'short', confirm_password: 'short' })).toEqual({ password: 'A password must be at least 8 characters' });
    expect(customerErrors({ password: 'long enough' })).toEqual({ confirm_password: 'Please confirm your password' });
    expect(customerErrors({ password: 'long enough', confirm_password: 'long enough!' })).toEqual({ confirm_password: 'The passwords do not match' });
    expect(customerErrors({ password: 'short' }, { logged_in: true })).toEqual({});
    expect(withCheckoutContext(checkoutCustomerFields, context).parse({ ...customer, password: ' long enough ', confirm_password: ' long enough ' }).password).toBe(' long enough ');
  });

  it('check a Student ID payment’s pattern and e-mail domain', () => {
    const byStudentId = { payment_type: 'Student ID' as const, student_id_pattern: 'NU \\d{7}' };
    expect(customerErrors({}, byStudentId)).toEqual({});
    expect(customerErrors({ student_id: 'NU 12' }, byStudentId)).toEqual({ student_id: 'The student ID pattern does not match' });
    expect(customerErrors({ student_id: 'NU 12' }, { ...byStudentId, student_id_pattern: '([' })).toEqual({});
    expect(customerErrors({ email: 'ada@gmail.com', confirm_email: 'ada@gmail.com' }, byStudentId)).toEqual({
      email: 'Purchases billed to Student Account can only be purchased using an email address with the domain name: northfield.edu.',
    });
  });

  it('require the student section of a parent, in the spec’s words', () => {
    expect(customerErrors({}, { is_parent: true })).toEqual({
      student_first_name: 'Student first name is required',
      student_last_name: 'Student last name is required',
      student_email: 'Student email is required',
      student_confirm_email: 'Student email confirmation is required',
      student_phone_number: 'Student phone number is required',
      student_address: 'Student address is required',
      student_city: 'Student city is required',
      student_state: 'Student state is required',
      student_zip_code: 'Student zip code is required',
    });
    expect(customerErrors({ ...student, student_email: 'ada@northfield.edu', student_confirm_email: 'ada@northfield.edu' }, { is_parent: true })).toEqual({
      student_email: 'The parent and student email addresses cannot match',
    });
    expect(customerErrors({ ...student, student_state: 'Atlantis', student_phone_number: '555' }, { is_parent: true })).toEqual({
      student_state: 'Please enter a valid state',
      student_phone_number: 'Please enter a valid phone number',
    });
  });

  it('alone, check each field by itself', () => {
    expect(errorsOf(checkoutCustomerFields, { ...customer, confirm_email: 'other@x.edu' })).toEqual({});
    expect(errorsOf(checkoutCustomerFields, { ...customer, first_name: '' })).toEqual({ first_name: 'First name is required' });
  });
});

describe('checkout card fields', () => {
  it('take a filled form: the number as digits, the contact address billed', () => {
    expect(withCardContext(checkoutCardFields, TODAY).parse(card)).toMatchObject({ card_number: '4242424242424242', use_billing_address: false });
    const billed = withCardContext(checkoutCardFields, TODAY).parse({ ...card, use_billing_address: true, billing_address: { address: '1 Elm St.', city: 'Amherst', state: 'ma', zip_code: '01002' } });
    expect(billed.billing_address).toEqual({ address: '1 Elm St.', city: 'Amherst', state: 'MA', zip_code: '01002' });
  });

  it('answer every message of an empty form at once', () => {
    expect(cardErrors(Object.fromEntries(Object.keys(card).map((key) => [key, undefined])))).toEqual({
      card_first_name: 'A first name is required',
      card_last_name: 'A last name is required',
      card_number: 'A card number is required',
      card_expiration: 'An expiration date is required',
      card_security_code: 'A security code is required',
      card_type: 'A card type is required',
    });
  });

  it.each([
    ['card_first_name', 'Ada Mae', 'A first name may only contain letters'],
    ['card_last_name', 'Love_lace', 'This last name contains invalid characters'],
    ['card_number', '4242 4242 4242 4241', 'Please enter a valid credit card number'],
    ['card_number', '5555555555554444', 'Please enter a valid credit card number'],
    ['card_expiration', '02/26', 'Please enter a valid date'],
    ['card_expiration', '13/30', 'Please enter a valid date'],
    ['card_security_code', '1234', 'Please enter a valid security code'],
    ['card_type', 'Discover', 'Please choose American Express, Mastercard or Visa'],
  ])('%s %j: %s', (field, value, message) => {
    expect(cardErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it('take an American Express number with its 4-digit code', () => {
    expect(cardErrors({ card_type: 'American Express', card_number: '3782-822463-10005', card_security_code: '1234' })).toEqual({});
    expect(cardErrors({ card_type: 'American Express', card_number: '378282246310005' })).toEqual({ card_security_code: 'Please enter a valid security code' });
  });

  it('check the billing address only when used', () => {
    expect(cardErrors({ billing_address: { address: '!' } })).toEqual({});
    expect(cardErrors({ use_billing_address: true })).toEqual({
      'billing_address.address': 'An address is required',
      'billing_address.city': 'A city is required',
      'billing_address.state': 'A state is required',
      'billing_address.zip_code': 'A zip code is required',
    });
    expect(cardErrors({ use_billing_address: true, billing_address: { address: '1 Elm St.', city: 'Amherst', state: 'MA', zip_code: '1' } })).toEqual({
      'billing_address.zip_code': 'Please enter a valid 5-digit zip code',
    });
  });
});

describe('hostile input gives field errors, never a throw', () => {
  const UNSTORABLE = 'Must not contain NUL characters or broken Unicode (unpaired surrogates).';
  it('text PostgreSQL cannot hold, oversized text, arrays and objects for text', () => {
    expect(customerErrors({ first_name: 'A\u0000da' }).first_name).toBe(UNSTORABLE);
    expect(customerErrors({ student_first_name: 'Gr\ud800ace' }, { is_parent: true }).student_first_name).toBe(UNSTORABLE);
    expect(customerErrors({ password: 'long enough\u0000', confirm_password: 'long enough\u0000' }).password).toBe(UNSTORABLE);
    expect(customerErrors({ address: 'x'.repeat(10_000) }).address).toBe('Too long.');
    expect(customerErrors({ student_city: 'x'.repeat(10_000) }).student_city).toBe('Too long.');
    expect(customerErrors({ email: ['ada@northfield.edu'] }).email).toBe('Must be text.');
    expect(customerErrors({ state: { code: 'MA' } }).state).toBe('Must be text.');
    expect(customerErrors({ is_parent: 'yes' }).is_parent).toBe('Use true or false.');
    expect(cardErrors({ card_number: '4'.repeat(10_000) }).card_number).toBe('Too long.');
    expect(cardErrors({ card_number: 4242424242424242 }).card_number).toBe('Must be text.');
    expect(cardErrors({ card_security_code: 'ab\u0000' }).card_security_code).toBe(UNSTORABLE);
    expect(cardErrors({ use_billing_address: true, billing_address: ['1 Elm St.'] })).toMatchObject({ billing_address: expect.any(String) });
    expect(cardErrors({ use_billing_address: true, billing_address: { address: 7, city: 'Amherst', state: 'MA', zip_code: '01002' } })).toEqual({ 'billing_address.address': 'Must be text.' });
  });

  it('unknown fields and __proto__ keys', () => {
    const withProto = JSON.parse(`{"__proto__": {"first_name": "Eve"}, ${JSON.stringify(customer).slice(1)}`) as unknown;
    expect(customerErrors(withProto as Record<string, unknown>)).toEqual({ '': expect.any(String) });
    expect(withCheckoutContext(checkoutCustomerFields, context).safeParse(withProto).success).toBe(false);
    expect(customerErrors({ is_admin: true })).toEqual({ '': expect.any(String) });
    expect(cardErrors({ card_pin: '1234' })).toEqual({ '': expect.any(String) });
    expect(({} as Record<string, unknown>).first_name).toBeUndefined();
  });

  it('one message per field, the field’s own rule first', () => {
    const parse = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join('.'));
    const parent: CheckoutContext = { payment_type: 'Student ID', is_parent: true, logged_in: false, student_id_pattern: 'x', email_domain: 'a.edu' };
    const customerPaths = parse(withCheckoutContext(checkoutCustomerFields, parent), { first_name: 'A2', email: 'bad', state: 7, password: 'x' });
    expect(customerPaths).toHaveLength(21);
    expect(new Set(customerPaths).size).toBe(customerPaths.length);
    const cardPaths = parse(withCardContext(checkoutCardFields, TODAY), { card_number: '1', card_expiration: '01/20', use_billing_address: true, billing_address: { city: 5 } });
    expect(new Set(cardPaths).size).toBe(cardPaths.length);
    expect(customerErrors({ state: 7 }).state).toBe('Must be text.');
  });

  it('anything that is not an object', () => {
    for (const value of [null, undefined, 'form', 42, [customer], true]) {
      expect(() => withCheckoutContext(checkoutCustomerFields, context).safeParse(value)).not.toThrow();
      expect(withCheckoutContext(checkoutCustomerFields, context).safeParse(value).success).toBe(false);
      expect(withCardContext(checkoutCardFields, TODAY).safeParse(value).success).toBe(false);
    }
  });
});
