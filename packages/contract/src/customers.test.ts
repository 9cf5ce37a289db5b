import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, signUpBody, updateCustomerBody } from './customers.ts';

const form = {
  site_id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  student_id: 'NU2026001',
  email: 'Ada@Northfield.example.edu',
  confirm_email: 'ada@northfield.example.edu',
  phone_number: '(413) 555 - 0142',
  address: '100 Commons Way, Apt. #4',
  city: 'Northfield',
  state: 'massachusetts',
  zip_code: '01360',
  password: 'Secret-pass1!',
  confirm_password: 'Secret-pass1!',
};

/** The message of each field the schema refuses, first one per field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}
const signUpErrors = (changes: Record<string, unknown>) => errorsOf(signUpBody, { ...form, ...changes });

describe('sign-up form', () => {
  it('takes a filled form and sends the state as its code, the phone as digits', () => {
    const parsed = signUpBody.parse(form);
    expect(parsed).toMatchObject({ email: 'Ada@Northfield.example.edu', phone_number: '4135550142', state: 'MA', zip_code: '01360', mobile: null, notify_by_text: false });
  });

  it.each([
    ['first_name', '', 'A first name is required'],
    ['first_name', 'Ada1', 'A first name must only contain letters'],
    ['last_name', undefined, 'A last name is required'],
    ['last_name', 'L0velace', 'A last name must only contain letters'],
    ['student_id', '', 'A student ID is required'],
    ['student_id', 'NU-1', 'A student ID must only contain letters and numbers'],
    ['email', '', 'An email address is required'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['phone_number', '', 'A phone number is required'],
    ['phone_number', undefined, 'A phone number is required'],
    ['phone_number', '(413) 555 - 01x2', 'A phone number must only contain numbers'],
    ['phone_number', '(413) 555 - 014', 'Please enter a valid phone number'],
    ['mobile', '555', 'Please enter a valid phone number'],
    ['address', '', 'An address is required'],
    ['address', '100 Commons Way!', 'An address must only contain letters, numbers, spaces and , . #'],
    ['city', '', 'A city is required'],
    ['city', 'North_field', 'A city must only contain letters, numbers, spaces and , . #'],
    ['state', '', 'A state is required'],
    ['state', 'M', 'Please enter a valid state'],
    ['state', 'Mas', 'Please enter a valid state'],
    ['state', 'Atlantis', 'Please enter a valid state'],
    ['zip_code', '', 'A zip code is required'],
    ['zip_code', '0136a', 'A zip code must only contain numbers'],
    ['zip_code', '013600', 'Please enter a valid 5-digit zip code'],
    ['password', '', 'A password is required'],
    ['password', 'Sh0rt!', 'A password must be at least 8 characters'],
    ['password', 'SECRET-PASS1!', 'A password must contain a lowercase letter'],
    ['password', 'secret-pass1!', 'A password must contain an uppercase letter'],
    ['password', 'Secret-pass!', 'A password must contain a number'],
    ['password', 'Secret-pass12', 'A password must contain one of !@#$%^&*'],
  ])('%s %j: %s', (field, value, message) => {
    const changes = field === 'password' ? { password: value, confirm_password: value } : { [field]: value };
    expect(signUpErrors(changes)[field]).toBe(message);
  });

  it('needs both confirmations, and they must match', () => {
    expect(signUpErrors({ confirm_email: undefined }).confirm_email).toBe('Please confirm your email address');
    expect(signUpErrors({ confirm_email: 'ada@lakeside.example.edu' }).confirm_email).toBe('The email addresses do not match');
    expect(signUpErrors({ confirm_password: undefined }).confirm_password).toBe('Please confirm your password');
    expect(signUpErrors({ confirm_password: 'Secret-pass1?' }).confirm_password).toBe('The passwords do not match');
  });

  it('refuses text PostgreSQL cannot hold, oversized text and unknown fields', () => {
    expect(signUpErrors({ first_name: 'A\u0000da' }).first_name).toBe('Must not contain NUL characters or broken Unicode (unpaired surrogates).');
    expect(signUpErrors({ password: 'Secret-pass1!\ud800', confirm_password: 'Secret-pass1!\ud800' }).password).toBe('Must not contain NUL characters or broken Unicode (unpaired surrogates).');
    expect(signUpErrors({ address: 'x'.repeat(10_000) }).address).toBe('Too long.');
    expect(signUpErrors({ first_name: 7 }).first_name).toBe('Must be text.');
    expect(signUpErrors({ is_admin: true }).is_admin).toBeUndefined();
    expect(signUpBody.safeParse({ ...form, is_admin: true }).success).toBe(false);
  });
});

describe('login form', () => {
  it('needs a valid e-mail and a password', () => {
    expect(errorsOf(loginBody, { site_id: 1, email: 'ada@', password: '' })).toEqual({ email: 'Please enter a valid email address', password: 'A password is required' });
    expect(errorsOf(loginBody, { site_id: 1 })).toEqual({ email: 'An email address is required', password: 'A password is required' });
    expect(loginBody.parse({ site_id: 1, email: ' ada@x.edu ', password: ' any ' })).toEqual({ site_id: 1, email: 'ada@x.edu', password: ' any ' });
  });
});

describe('profile form', () => {
  const profile = { customer_id: 3, site_id: 1, first_name: 'Ada', last_name: 'Lovelace', student_id: 'NU1', email: 'ada@x.edu', phone: '4135550142', address: '1 Main St.', city: 'Boston', state: 'ny', zip: '02110', notify_by_text: true, mobile: '' };
  it('takes the same rules under the profile names', () => {
    expect(updateCustomerBody.parse(profile)).toMatchObject({ state: 'NY', mobile: null, notify_by_text: true });
    expect(errorsOf(updateCustomerBody, { ...profile, phone: 'abc', zip: '', state: 'NYC' })).toEqual({
      phone: 'A phone number must only contain numbers',
      zip: 'A zip code is required',
      state: 'Please enter a valid state',
    });
  });
});
