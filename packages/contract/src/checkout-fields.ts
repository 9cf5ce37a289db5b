import { z } from 'zod';
import {
  ACCOUNT_MESSAGES as A,
  CARD_MESSAGES as C,
  CARD_TYPES,
  CHECKOUT_MESSAGES as M,
  addressProblem,
  cardDigits,
  cardExpirationProblem,
  cardFirstNameProblem,
  cardLastNameProblem,
  cardNumberProblem,
  cardProblems,
  cardSecurityCodeProblem,
  checkoutCustomerProblems,
  checkoutFirstNameProblem,
  checkoutLastNameProblem,
  checkoutPhoneProblem,
  checkoutStudentIdProblem,
  cityProblem,
  emailProblem,
  phoneDigits,
  stateCode,
  stateProblem,
  zipProblem,
  type CheckoutContext,
  type YearMonth,
} from '@commons/domain';
import { ruledName, ruledText } from './form-fields.ts';
import { personName, storableText } from './primitives.ts';

/**
 * The checkout's customer and card forms (docs/product/purchase.md#customer-form, #parent,
 * #card), in the API's field names. Each field carries the domain rule that needs nothing
 * but its own value; `withCheckoutContext` and `withCardContext` add the rules that need the rest
 * of the form, the site and the day (confirmations, the student section of a parent, the payment
 * type's student ID pattern and e-mail domain, the password of a guest, the card's type and expiry,
 * the billing address), each as a field error on its own path.
 */

/** Longer than any field allows: the rule's own length message speaks below it, text past it is refused at once. */
const RAW_MAX = 500;
/** A card number, expiry or security code with room for spaces and hyphens. */
const CARD_RAW_MAX = 40;
const TOO_LONG = 'Too long.';
const NOT_TEXT = 'Must be text.';

const stateAsCode = (value: string) => stateCode(value) ?? value;
const isMissing = (input: unknown) => input === undefined || input === null;

/** Text the context rules check: missing or null is ''; kept as typed. */
const laterChecked = storableText('refuse')
  .max(RAW_MAX, TOO_LONG)
  .nullable()
  .optional()
  .transform((value) => value ?? '');
/** The same, trimmed. */
const laterCheckedTrimmed = laterChecked.transform((value) => value.trim());
/** A name the context rules check (`personName`: one line, no markup characters); missing or null is '', trimmed. */
const laterCheckedName = personName()
  .max(RAW_MAX, TOO_LONG)
  .nullable()
  .optional()
  .transform((value) => value?.trim() ?? '');
/** A required text whose only rule is that it is there, before the context rules compare it. */
const required = (message: string, max = RAW_MAX) =>
  storableText('refuse', (issue) => (isMissing(issue.input) ? message : NOT_TEXT))
    .max(max, TOO_LONG)
    .transform((value) => value.trim());

const address = ruledText(addressProblem, RAW_MAX, A.addressRequired);
const city = ruledText(cityProblem, RAW_MAX, A.cityRequired);
const state = ruledText(stateProblem, RAW_MAX, A.stateRequired).transform(stateAsCode);
const zipCode = ruledText(zipProblem, RAW_MAX, A.zipRequired);

/**
 * The customer part of checkout (docs/product/purchase.md#customer-form): the buyer, a guest's optional
 * password, and the student a parent buys for. Strict: an unknown field is refused. Phone numbers
 * come out as their 10 digits and states as their 2-letter codes; student fields missing are ''.
 * Run through `withCheckoutContext` for the rules that need the rest of the form.
 */
export const checkoutCustomerFields = z
  .object({
    first_name: ruledName(checkoutFirstNameProblem, RAW_MAX, M.firstNameRequired),
    last_name: ruledName(checkoutLastNameProblem, RAW_MAX, M.lastNameRequired),
    student_id: ruledText(checkoutStudentIdProblem, RAW_MAX, M.studentIdRequired),
    email: ruledText(emailProblem, RAW_MAX, A.emailRequired),
    confirm_email: required(A.confirmEmailRequired),
    phone_number: ruledText(checkoutPhoneProblem, RAW_MAX, A.phoneRequired).transform(phoneDigits),
    address,
    city,
    state,
    zip_code: zipCode,
    /** Passwords are taken exactly as typed; '' or missing is no password. */
    password: laterChecked,
    confirm_password: laterChecked,
    is_parent: z.boolean({ error: 'Use true or false.' }).optional().default(false),
    student_first_name: laterCheckedName,
    student_last_name: laterCheckedName,
    student_email: laterCheckedTrimmed,
    student_confirm_email: laterCheckedTrimmed,
    student_phone_number: laterCheckedTrimmed.transform(phoneDigits),
    student_address: laterCheckedTrimmed,
    student_city: laterCheckedTrimmed,
    student_state: laterCheckedTrimmed.transform(stateAsCode),
    student_zip_code: laterCheckedTrimmed,
  })
  .strict();
/** The customer form as the page sends it. */
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerFields>;
/** The customer form once parsed. */
export type CheckoutCustomerFields = z.output<typeof checkoutCustomerFields>;

const cardTypeError = (issue: { input?: unknown }) => (isMissing(issue.input) || issue.input === '' ? C.cardTypeRequired : C.cardTypeInvalid);

/** The billing address of the card (docs/product/purchase.md#card): checked only when `use_billing_address`. */
export const billingAddressFields = z
  .object({ address: laterCheckedTrimmed, city: laterCheckedTrimmed, state: laterCheckedTrimmed.transform(stateAsCode), zip_code: laterCheckedTrimmed })
  .strict();

/**
 * The card part of checkout (docs/product/purchase.md#card). The number comes out as its digits.
 * `use_billing_address` false (the default) bills the contact address, and `billing_address` is
 * then ignored. Run through `withCardContext` for the rules that need the card type and the day.
 */
export const checkoutCardFields = z
  .object({
    card_first_name: ruledName(cardFirstNameProblem, RAW_MAX, C.firstNameRequired),
    card_last_name: ruledName(cardLastNameProblem, RAW_MAX, C.lastNameRequired),
    card_number: ruledText((value) => cardNumberProblem(value, null), CARD_RAW_MAX, C.numberRequired).transform((value) => cardDigits(value) ?? value),
    card_expiration: ruledText((value) => cardExpirationProblem(value), CARD_RAW_MAX, C.expirationRequired),
    card_security_code: ruledText((value) => cardSecurityCodeProblem(value, null), CARD_RAW_MAX, C.securityCodeRequired),
    card_type: z.enum(CARD_TYPES, { error: cardTypeError }),
    use_billing_address: z.boolean({ error: 'Use true or false.' }).optional().default(false),
    billing_address: billingAddressFields.nullable().optional(),
  })
  .strict();
/** The card form as the page sends it. */
export type CheckoutCardInput = z.input<typeof checkoutCardFields>;
/** The card form once parsed. */
export type CheckoutCardFields = z.output<typeof checkoutCardFields>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Adds each problem on its path ('billing_address.city' → ['billing_address', 'city']) unless that field has an error already. */
function addProblems(problems: Record<string, string>, ctx: z.core.$RefinementCtx<unknown>) {
  const taken = new Set(ctx.issues.map((issue) => (issue.path ?? []).join('.')));
  for (const [field, message] of Object.entries(problems)) if (!taken.has(field)) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
}

/** Run on any object, even one whose other fields failed, so every message shows at once. */
const onObjects = { when: ({ value }: { value: unknown }) => isRecord(value) };

const CUSTOMER_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'student_id',
  'email',
  'confirm_email',
  'phone_number',
  'address',
  'city',
  'state',
  'zip_code',
  'password',
  'confirm_password',
  'student_first_name',
  'student_last_name',
  'student_email',
  'student_confirm_email',
  'student_phone_number',
  'student_address',
  'student_city',
  'student_state',
  'student_zip_code',
] as const;

/**
 * `schema` (checkoutCustomerFields, or an object built from its shape) with the rules that need
 * the whole form and the checkout's context: confirmations, a guest's password, the student
 * section of a parent, the Student ID payment's pattern and e-mail domain. `context.is_parent`
 * decides whether the student section is required, whatever the body's `is_parent` says.
 */
export function withCheckoutContext<T extends z.ZodType>(schema: T, context: CheckoutContext): T {
  return schema.superRefine((value, ctx) => {
    if (!isRecord(value)) return;
    const values = Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, text(value[field])])) as Record<(typeof CUSTOMER_TEXT_FIELDS)[number], string>;
    addProblems(checkoutCustomerProblems(values, context), ctx);
  }, onObjects);
}

/**
 * `schema` (checkoutCardFields, or an object built from its shape) with the rules that need the
 * rest of the form and the day: the number and security code of the chosen card type, the expiry
 * from `today`'s month on (the site's own calendar month), and the billing address when used.
 */
export function withCardContext<T extends z.ZodType>(schema: T, today: YearMonth): T {
  return schema.superRefine((value, ctx) => {
    if (!isRecord(value)) return;
    const billing = isRecord(value.billing_address) ? value.billing_address : {};
    const values = {
      card_first_name: text(value.card_first_name),
      card_last_name: text(value.card_last_name),
      card_number: text(value.card_number),
      card_expiration: text(value.card_expiration),
      card_security_code: text(value.card_security_code),
      card_type: text(value.card_type),
      use_billing_address: value.use_billing_address === true,
      billing_address: { address: text(billing.address), city: text(billing.city), state: text(billing.state), zip_code: text(billing.zip_code) },
    };
    addProblems(cardProblems(values, today), ctx);
  }, onObjects);
}
