import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, PAYMENT_TYPES, checkoutCustomerProblems, type CheckoutContext, type CheckoutCustomerValues } from './checkout-fields.ts';
import { domainLabels, isInEmailDomain } from './email-domain.ts';
import { isValidStudentIdPattern, matchesStudentIdPattern } from './student-id-pattern.ts';

const form: CheckoutCustomerValues = {
  first_name: 'Ada',
  last_name: "O'Neil-Lovelace",
  student_id: 'NU 2026001',
  email: 'ada@mail.northfield.edu',
  confirm_email: 'Ada@Mail.Northfield.edu',
  phone_number: '(413) 555 - 0142',
  address: '100 Commons Way, Apt. #4',
  city: 'Northfield',
  state: 'MA',
  zip_code: '01360',
};
const student = {
  student_first_name: 'Grace',
  student_last_name: 'Hopper',
  student_email: 'grace@northfield.edu',
  student_confirm_email: 'grace@northfield.edu',
  student_phone_number: '4135550199',
  student_address: '1 College Row',
  student_city: 'Northfield',
  student_state: 'massachusetts',
  student_zip_code: '01360',
};
const context: CheckoutContext = { payment_type: 'Credit card', is_parent: false, logged_in: true, student_id_pattern: '', email_domain: 'northfield.edu' };
const problems = (changes: Partial<CheckoutCustomerValues>, contextChanges: Partial<CheckoutContext> = {}) => checkoutCustomerProblems({ ...form, ...changes }, { ...context, ...contextChanges });

describe('checkout customer form (docs/product/purchase.md#customer-form)', () => {
  it('takes a filled form', () => {
    expect(PAYMENT_TYPES).toEqual(['Student ID', 'Credit card', 'Payroll deduction']);
    expect(problems({})).toEqual({});
    expect(problems({ state: 'New York', phone_number: '4135550142' })).toEqual({});
  });

  it('answers one message per failing field of an empty form, keyed by API names', () => {
    const blank = Object.fromEntries(Object.keys(form).map((key) => [key, ''])) as unknown as CheckoutCustomerValues;
    expect(checkoutCustomerProblems(blank, context)).toEqual({
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
    ['first_name', 'a'.repeat(61), 'A name must be at most 60 characters'],
    ['last_name', 'Love_lace', 'A last name must only contain letters'],
    ['student_id', 'NU-2026', 'A student ID must only contain letters, numbers and spaces'],
    ['student_id', '9'.repeat(31), 'A student ID must be at most 30 characters'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['confirm_email', 'ada@lakeside.edu', 'The email addresses do not match'],
    ['phone_number', '(413) 555 - 014', 'Please enter a valid phone number'],
    ['phone_number', '(413) 555 - 01AB', 'Please enter a valid phone number'],
    ['phone_number', '14135550142', 'Please enter a valid phone number'],
    ['address', '100 Commons Way!', 'An address must only contain letters, numbers, spaces and , . #'],
    ['city', 'Winston-Salem', 'A city must only contain letters, numbers, spaces and , . #'],
    ['state', 'XX', 'Please enter a valid state'],
    ['state', 'Mas', 'Please enter a valid state'],
    ['zip_code', '0136a', 'A zip code must only contain numbers'],
    ['zip_code', '0136', 'Please enter a valid 5-digit zip code'],
  ] as const)('%s %j: %s', (field, value, message) => {
    const changes = field === 'email' ? { email: value, confirm_email: value } : { [field]: value };
    expect(problems(changes)).toEqual({ [field]: message });
  });

  it('names take letters, apostrophe, hyphen and space', () => {
    expect(problems({ first_name: 'Mary Ann', last_name: "D'Arcy-De la Cruz" })).toEqual({});
  });

  describe('password, only when not logged in', () => {
    const guest = { logged_in: false };
    it('is optional', () => expect(problems({}, guest)).toEqual({}));
    it('has at least 8 characters when entered, and its confirmation must match', () => {
      expect(problems({ password: 'short', confirm_password: 'short' }, guest)).toEqual({ password: 'A password must be at least 8 characters' });
      expect(problems({ password: 'long enough' }, guest)).toEqual({ confirm_password: 'Please confirm your password' });
      expect(problems({ password: 'long enough', confirm_password: 'long enougH' }, guest)).toEqual({ confirm_password: 'The passwords do not match' });
      expect(problems({ password: '', confirm_password: 'stray' }, guest)).toEqual({ confirm_password: 'The passwords do not match' });
      expect(problems({ password: 'long enough', confirm_password: 'long enough' }, guest)).toEqual({});
      expect(problems({ password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) }, guest)).toEqual({ password: 'A password must be at most 128 characters' });
    });
    it('is not asked of a logged-in customer', () => expect(problems({ password: 'short' })).toEqual({}));
  });

  describe('Student ID payment', () => {
    const byStudentId = { payment_type: 'Student ID' as const, student_id_pattern: 'NU ?\\d{7}' };
    it('needs the whole ID to match the site pattern', () => {
      expect(problems({}, byStudentId)).toEqual({});
      expect(problems({ student_id: 'NU20260011' }, byStudentId)).toEqual({ student_id: 'The student ID pattern does not match' });
      expect(problems({ student_id: 'XNU2026001' }, byStudentId)).toEqual({ student_id: 'The student ID pattern does not match' });
      expect(problems({ student_id: 'XNU2026001' })).toEqual({});
    });
    it('needs a non-parent buyer’s e-mail in the site’s domain (last two labels)', () => {
      const message = 'Purchases billed to Student Account can only be purchased using an email address with the domain name: northfield.edu.';
      expect(M.studentAccountEmail('northfield.edu')).toBe(message);
      expect(problems({ email: 'ada@gmail.com', confirm_email: 'ada@gmail.com' }, byStudentId)).toEqual({ email: message });
      expect(problems({ email: 'ada@northfield.edu', confirm_email: 'ada@northfield.edu' }, { ...byStudentId, email_domain: 'students.Northfield.EDU' })).toEqual({});
      expect(problems({ email: 'ada@gmail.com', confirm_email: 'ada@gmail.com' }, { ...byStudentId, email_domain: '' })).toEqual({});
      expect(problems({ email: 'ada@gmail.com', confirm_email: 'ada@gmail.com' })).toEqual({});
      expect(problems({ email: 'ada@gmail.com', confirm_email: 'ada@gmail.com', ...student }, { ...byStudentId, is_parent: true })).toEqual({});
    });
  });

  describe('parent purchases (docs/product/purchase.md#parent)', () => {
    const parent = { is_parent: true };
    it('take a filled student section', () => expect(problems(student, parent)).toEqual({}));
    it('require every student field, in the spec’s words', () => {
      expect(problems({}, parent)).toEqual({
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
    });
    it.each([
      ['student_first_name', 'Gr4ce', 'A student first name must only contain letters'],
      ['student_last_name', 'Hopper!', 'A student last name must only contain letters'],
      ['student_email', 'grace@', 'Please enter a valid email address'],
      ['student_email', 'grace@gmail.com', 'A student email address must have the domain name: northfield.edu.'],
      ['student_email', 'ADA@mail.northfield.edu', 'The parent and student email addresses cannot match'],
      ['student_confirm_email', 'grace@northfield.com', 'The student email addresses do not match'],
      ['student_phone_number', '555-0199', 'Please enter a valid phone number'],
      ['student_address', 'Row; 1', 'An address must only contain letters, numbers, spaces and , . #'],
      ['student_city', 'North_field', 'A city must only contain letters, numbers, spaces and , . #'],
      ['student_state', 'Atlantis', 'Please enter a valid state'],
      ['student_zip_code', '1', 'Please enter a valid 5-digit zip code'],
    ] as const)('%s %j: %s', (field, value, message) => {
      const changes = field === 'student_email' ? { student_email: value, student_confirm_email: value } : { [field]: value };
      expect(problems({ ...student, ...changes }, parent)).toEqual({ [field]: message });
    });
    it('ignore the student section of a buyer who is no parent', () => expect(problems({ student_first_name: '1' })).toEqual({}));
  });
});

describe('e-mail domain', () => {
  it('compares the last two labels, case aside', () => {
    expect(domainLabels('ada@Mail.Northfield.EDU')).toBe('northfield.edu');
    expect(domainLabels('@northfield.edu')).toBe('northfield.edu');
    expect(domainLabels('northfield.edu.')).toBe('northfield.edu');
    expect(domainLabels('  ')).toBe('');
    expect(isInEmailDomain('ada@northfield.edu', 'cs.northfield.edu')).toBe(true);
    expect(isInEmailDomain('ada@northfield.edu.evil.com', 'northfield.edu')).toBe(false);
    expect(isInEmailDomain('ada@x.com', '')).toBe(true);
  });
});

describe('student ID pattern', () => {
  it('matches the whole ID', () => {
    expect(matchesStudentIdPattern('1234567', '\\d{7}')).toBe(true);
    expect(matchesStudentIdPattern('12345678', '\\d{7}')).toBe(false);
    expect(matchesStudentIdPattern('12345678', '^\\d{7}$')).toBe(false);
    expect(matchesStudentIdPattern('b', 'a|b')).toBe(true);
    expect(matchesStudentIdPattern('ab', 'a|b')).toBe(false);
  });
  it('checks nothing when empty or not a regular expression, and never throws', () => {
    for (const pattern of ['', '  ', '(', '[a-', 'a)|(b', '\\', '*']) {
      expect(() => matchesStudentIdPattern('anything', pattern)).not.toThrow();
      expect(matchesStudentIdPattern('anything', pattern)).toBe(true);
    }
    expect(isValidStudentIdPattern('')).toBe(true);
    expect(isValidStudentIdPattern('\\d{7}')).toBe(true);
    expect(isValidStudentIdPattern('a)|(b')).toBe(false);
    expect(problems({ student_id: 'anything' }, { payment_type: 'Student ID', student_id_pattern: '(' })).toEqual({});
  });
});
