/**
 * The checkout customer form (docs/product/purchase.md#customer-form, #parent): each rule a pure
 * function answering the message to show or null, and `checkoutCustomerProblems` answering every
 * failing field of a filled form at once. Rules shared with the sign-up form (e-mail, address,
 * city, state, zip) are that form's; the documented messages are kept verbatim.
 */
import { ACCOUNT_MESSAGES as A, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STUDENT_ID_MAX_LENGTH, addressProblem, cityProblem, emailProblem, firstNameProblem, isSameEmail, lastNameProblem, phoneDigits, stateProblem, zipProblem } from '../account/customer-fields.ts';
import { domainLabels, isInEmailDomain } from './email-domain.ts';
import { matchesStudentIdPattern } from './student-id-pattern.ts';

/** The ways to pay (docs/product/purchase.md#payment-types). */
export const PAYMENT_TYPES = ['Student ID', 'Credit card', 'Payroll deduction'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const CHECKOUT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  studentIdRequired: 'A student ID is required',
  studentIdCharacters: 'A student ID must only contain letters, numbers and spaces',
  studentIdPattern: 'The student ID pattern does not match',
  /** The server's answer for a blocked student ID, unless the site words it otherwise. */
  studentIdBlocked: 'There is a problem with your student id.',
  /** The server's answer when a Student ID purchase's e-mail is refused. */
  emailNotValidForStudentId: 'The email is not valid for this Student ID',
  studentAccountEmail: (domain: string) => `Purchases billed to Student Account can only be purchased using an email address with the domain name: ${domain}.`,
  phoneInvalid: 'Please enter a valid phone number',
  studentFirstNameRequired: 'Student first name is required',
  studentFirstNameLetters: 'A student first name must only contain letters',
  studentLastNameRequired: 'Student last name is required',
  studentLastNameLetters: 'A student last name must only contain letters',
  studentEmailRequired: 'Student email is required',
  studentConfirmEmailRequired: 'Student email confirmation is required',
  studentEmailsDiffer: 'The student email addresses do not match',
  studentEmailDomain: (domain: string) => `A student email address must have the domain name: ${domain}.`,
  parentStudentEmailsMatch: 'The parent and student email addresses cannot match',
  studentAddressRequired: 'Student address is required',
  studentCityRequired: 'Student city is required',
  studentStateRequired: 'Student state is required',
  studentZipRequired: 'Student zip code is required',
  studentPhoneRequired: 'Student phone number is required',
} as const;

const M = CHECKOUT_MESSAGES;

/** What the site and the cart say about this checkout; the server and the page know it alike. */
export interface CheckoutContext {
  payment_type: PaymentType;
  /** The customer type makes the buyer a parent (its name contains 'parent'): the student section is required. */
  is_parent: boolean;
  /** A logged-in customer has a password already: the password fields are not asked. */
  logged_in: boolean;
  /** The site's regular expression for student IDs (see student-id-pattern.ts); '' for none. */
  student_id_pattern: string;
  /** The site's e-mail domain ('northfield.edu'); '' for none. */
  email_domain: string;
}

/** The form as typed, in the API's field names. Student fields are read only for a parent; missing is blank. */
export interface CheckoutCustomerValues {
  first_name: string;
  last_name: string;
  student_id: string;
  email: string;
  confirm_email: string;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  password?: string;
  confirm_password?: string;
  student_first_name?: string;
  student_last_name?: string;
  student_email?: string;
  student_confirm_email?: string;
  student_phone_number?: string;
  student_address?: string;
  student_city?: string;
  student_state?: string;
  student_zip_code?: string;
}

const isBlank = (value: string) => value.trim() === '';
/** Blank answers `required`; otherwise the primary rule speaks. */
const requiredThen = (required: string, rule: (value: string) => string | null) => (value: string) => (isBlank(value) ? required : rule(value));
/** A name rule that words its letters message its own way. */
const lettersAs = (rule: (value: string) => string | null, letters: string) => (value: string) => {
  const problem = rule(value);
  return problem === A.firstNameLetters || problem === A.lastNameLetters ? letters : problem;
};

/** Letters, apostrophe, hyphen and space, as the sign-up form's names. */
export const checkoutFirstNameProblem = requiredThen(M.firstNameRequired, firstNameProblem);
export const checkoutLastNameProblem = requiredThen(M.lastNameRequired, lastNameProblem);

const STUDENT_ID = /^[A-Za-z0-9 ]+$/;

/** Required; letters, numbers and spaces. The site's pattern is checked by `checkoutStudentIdPatternProblem`. */
export function checkoutStudentIdProblem(value: string): string | null {
  if (isBlank(value)) return M.studentIdRequired;
  const id = value.trim();
  if (id.length > STUDENT_ID_MAX_LENGTH) return A.studentIdTooLong;
  return STUDENT_ID.test(id) ? null : M.studentIdCharacters;
}

/** With payment by Student ID, a valid ID must match the site's pattern. */
export function checkoutStudentIdPatternProblem(value: string, context: CheckoutContext): string | null {
  if (context.payment_type !== 'Student ID' || checkoutStudentIdProblem(value) !== null) return null;
  return matchesStudentIdPattern(value, context.student_id_pattern) ? null : M.studentIdPattern;
}

/** Required; 10 digits, typed with or without the mask (999) 999 - 9999. */
export function checkoutPhoneProblem(value: string): string | null {
  if (isBlank(value)) return A.phoneRequired;
  return /^\d{10}$/.test(phoneDigits(value)) ? null : M.phoneInvalid;
}

/** The buyer's e-mail: valid, and for a Student ID purchase by a non-parent, in the site's domain. */
export function checkoutEmailProblem(value: string, context: CheckoutContext): string | null {
  const problem = emailProblem(value);
  if (problem !== null) return problem;
  const billsStudent = context.payment_type === 'Student ID' && !context.is_parent;
  return billsStudent && !isInEmailDomain(value, context.email_domain) ? M.studentAccountEmail(domainLabels(context.email_domain)) : null;
}

/** An e-mail confirmation: required, and the same address (case aside). */
function confirmationProblem(email: string, confirmation: string, required: string, differ: string): string | null {
  if (isBlank(confirmation)) return required;
  return isSameEmail(email, confirmation) ? null : differ;
}

/** Optional; when entered, 8 to 128 characters. Taken exactly as typed. */
export function checkoutPasswordProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length < PASSWORD_MIN_LENGTH) return A.passwordTooShort;
  return value.length > PASSWORD_MAX_LENGTH ? A.passwordTooLong : null;
}

/** The password's confirmation: required and equal once a password is given. */
export function checkoutConfirmPasswordProblem(password: string, confirmation: string): string | null {
  if (password === '') return confirmation === '' ? null : A.passwordsDiffer;
  if (confirmation === '') return A.confirmPasswordRequired;
  return password === confirmation ? null : A.passwordsDiffer;
}

/** The customer fields whose rules need nothing but their own value. */
export const CHECKOUT_FIELD_RULES = {
  first_name: checkoutFirstNameProblem,
  last_name: checkoutLastNameProblem,
  student_id: checkoutStudentIdProblem,
  phone_number: checkoutPhoneProblem,
  address: addressProblem,
  city: cityProblem,
  state: stateProblem,
  zip_code: zipProblem,
} as const satisfies Partial<Record<keyof CheckoutCustomerValues, (value: string) => string | null>>;

/** The student section of a parent's purchase: each required with its own words, then the primary rule. */
export const STUDENT_FIELD_RULES = {
  student_first_name: requiredThen(M.studentFirstNameRequired, lettersAs(firstNameProblem, M.studentFirstNameLetters)),
  student_last_name: requiredThen(M.studentLastNameRequired, lettersAs(lastNameProblem, M.studentLastNameLetters)),
  student_phone_number: requiredThen(M.studentPhoneRequired, checkoutPhoneProblem),
  student_address: requiredThen(M.studentAddressRequired, addressProblem),
  student_city: requiredThen(M.studentCityRequired, cityProblem),
  student_state: requiredThen(M.studentStateRequired, stateProblem),
  student_zip_code: requiredThen(M.studentZipRequired, zipProblem),
} as const satisfies Partial<Record<keyof CheckoutCustomerValues, (value: string) => string | null>>;

/** The student's e-mail: required, valid, in the site's domain when it has one, not the parent's. */
export function studentEmailProblem(value: string, parentEmail: string, context: CheckoutContext): string | null {
  if (isBlank(value)) return M.studentEmailRequired;
  const problem = emailProblem(value);
  if (problem !== null) return problem;
  if (!isInEmailDomain(value, context.email_domain)) return M.studentEmailDomain(domainLabels(context.email_domain));
  return isSameEmail(value, parentEmail) ? M.parentStudentEmailsMatch : null;
}

/**
 * Every failing field of the checkout customer form, one message each, keyed by the API's field
 * names. The password fields are checked only when not logged in, the student fields only for a
 * parent; missing student or password values count as blank.
 */
export function checkoutCustomerProblems(values: CheckoutCustomerValues, context: CheckoutContext): Record<string, string> {
  const problems: Record<string, string | null> = {};
  for (const [field, rule] of Object.entries(CHECKOUT_FIELD_RULES)) problems[field] = rule(values[field as keyof typeof CHECKOUT_FIELD_RULES]);
  problems.student_id ??= checkoutStudentIdPatternProblem(values.student_id, context);
  problems.email = checkoutEmailProblem(values.email, context);
  problems.confirm_email = confirmationProblem(values.email, values.confirm_email, A.confirmEmailRequired, A.emailsDiffer);
  if (!context.logged_in) {
    const password = values.password ?? '';
    problems.password = checkoutPasswordProblem(password);
    problems.confirm_password = checkoutConfirmPasswordProblem(password, values.confirm_password ?? '');
  }
  if (context.is_parent) {
    for (const [field, rule] of Object.entries(STUDENT_FIELD_RULES)) problems[field] = rule(values[field as keyof typeof STUDENT_FIELD_RULES] ?? '');
    const studentEmail = values.student_email ?? '';
    problems.student_email = studentEmailProblem(studentEmail, values.email, context);
    problems.student_confirm_email = confirmationProblem(studentEmail, values.student_confirm_email ?? '', M.studentConfirmEmailRequired, M.studentEmailsDiffer);
  }
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null));
}
