import { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  ALLERGEN_MESSAGES as AM,
  PROFILE_ALLERGENS,
  contactNameProblem,
  contactNumberProblem,
  customAllergenProblem,
  addressProblem,
  cityProblem,
  emailProblem,
  firstNameProblem,
  isSameEmail,
  lastNameProblem,
  loginPasswordProblem,
  mobileProblem,
  newPasswordProblem,
  phoneDigits,
  phoneProblem,
  stateCode,
  stateProblem,
  studentIdProblem,
  zipProblem,
} from '@commons/domain';
import { get, post } from './route.ts';
import { bodyId, id, personName, siteId, storableText, type TextError } from './primitives.ts';

const tag = 'customers';

/** Longer than any field allows: the rule's own length message speaks below it, text past it is refused at once. */
const RAW_MAX = 500;

/**
 * A text field checked by one of the domain's rules (docs/product/accounts.md#field-rules): a missing value gets the rule's
 * "required" message, text PostgreSQL cannot hold a field error, and the rule's message otherwise.
 */
function ruled(problem: (value: string) => string | null, required: string, kind: 'text' | 'name' = 'text') {
  const error: TextError = (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text.');
  return (kind === 'name' ? personName(error) : storableText('refuse', error))
    .max(RAW_MAX, 'Too long.')
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

const trimmed = (value: string) => value.trim();

export const firstName = ruled(firstNameProblem, M.firstNameRequired, 'name').transform(trimmed);
export const lastName = ruled(lastNameProblem, M.lastNameRequired, 'name').transform(trimmed);
export const studentId = ruled(studentIdProblem, M.studentIdRequired).transform(trimmed);
/** Kept as typed (trimmed); compared case-insensitively. */
export const email = ruled(emailProblem, M.emailRequired).transform(trimmed);
/** Typed with or without the mask (999) 999 - 9999; answers its 10 digits. */
export const phone = ruled(phoneProblem, M.phoneRequired).transform(phoneDigits);
/** Optional: empty or null is no second number. */
export const mobile = ruled(mobileProblem, M.phoneRequired)
  .nullable()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? phoneDigits(value) : null));
export const address = ruled(addressProblem, M.addressRequired).transform(trimmed);
export const city = ruled(cityProblem, M.cityRequired).transform(trimmed);
/** A code or full name; sent on as the 2-letter uppercase code. */
export const state = ruled(stateProblem, M.stateRequired).transform((value) => stateCode(value) ?? value);
export const zip = ruled(zipProblem, M.zipRequired).transform(trimmed);
/** Passwords are taken exactly as typed: never trimmed. */
export const newPassword = ruled(newPasswordProblem, M.passwordRequired);
export const loginPassword = ruled(loginPasswordProblem, M.passwordRequired);
const notifyByText = z.boolean({ error: 'Use true or false.' });

/** A customer as the account pages show it (docs/product/accounts.md#customer). No password or hash ever leaves the server. */
export const customer = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  student_id: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  notify_by_text: z.boolean(),
  allergens: z.array(z.string()),
  contact_name: z.string().nullable(),
  contact_number: z.string().nullable(),
  carries_epinephrine: z.boolean(),
  /** The confidential opt-in of the Food Insecurity tab: contact me about food assistance. */
  food_insecurity: z.boolean(),
  /**
   * The school's sign-in (ADFS) owns the names, e-mail address and student ID: the pages show them
   * locked, and the profile update and checkout keep the account's values whatever is sent.
   */
  identity_locked: z.boolean(),
});
export type Customer = z.infer<typeof customer>;

/**
 * The allergen card of the Allergens tab (docs/product/accounts.md#allergen-profile): null on a site without the `allergen_card` flag
 * and before the allergen profile is first saved. `wallet_pass` says whether an Apple Wallet pass
 * is offered (the server has pass-signing settings), so the page shows that link only then.
 */
export const allergenCard = z.object({ serial_number: z.string(), wallet_pass: z.boolean() }).nullable();
export type AllergenCard = z.infer<typeof allergenCard>;

/**
 * The sign-up form (docs/product/accounts.md#sign-up), in the names the server takes: the sign-up payload names
 * `phone_number` and `zip_code`, and the confirmations travel with it so one schema serves the
 * form and the call.
 */
export const signUpBody = z
  .object({
    site_id: bodyId,
    first_name: firstName,
    last_name: lastName,
    student_id: studentId,
    email,
    confirm_email: storableText('refuse', (issue) => (issue.input === undefined || issue.input === null ? M.confirmEmailRequired : 'Must be text.')).max(RAW_MAX, 'Too long.'),
    phone_number: phone,
    mobile,
    address,
    city,
    state,
    zip_code: zip,
    notify_by_text: notifyByText.optional().default(false),
    password: newPassword,
    confirm_password: storableText('refuse', (issue) => (issue.input === undefined || issue.input === null ? M.confirmPasswordRequired : 'Must be text.')).max(RAW_MAX, 'Too long.'),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (!isSameEmail(form.email, form.confirm_email)) ctx.addIssue({ code: 'custom', path: ['confirm_email'], message: M.emailsDiffer });
    if (form.password !== form.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: M.passwordsDiffer });
  });
export type SignUpBody = z.infer<typeof signUpBody>;
export type SignUpForm = z.input<typeof signUpBody>;

export const postCustomerCreate = post(
  '/v1/customer/create',
  {
    summary:
      'Sign up on a site with customer login: creates the account and logs it in (session cookie). An address already signed up on the site is a 409 with a field error on `email`. Refused cross-site; rate limited per address and per e-mail address.',
    tag,
    body: signUpBody,
  },
  /** `student`: the student a parent's account buys for (docs/product/purchase.md#parent); a sign-up has none. */
  z.object({ customer, student: z.null() }),
);

export const loginBody = z
  .object({
    site_id: bodyId,
    email,
    password: loginPassword,
    /**
     * A solved captcha's answer (ALTCHA, or reCAPTCHA where configured): asked for only when the
     * server answers a 400 on `captcha` (an account past its failed-login limit, from an address it
     * has not logged in from); '' or missing otherwise.
     */
    captcha: z.string({ error: 'Must be text.' }).max(8_000, 'Too long.').optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const postCustomerAuthenticate = post(
  '/v1/customer/authenticate',
  {
    summary:
      "Log in with e-mail and password; sets a new session cookie (HttpOnly, SameSite=Lax, 2 hours, renewed while used). POST, not the spec's GET: the password travels in the body, never in an address. A wrong address or password gets the same 401 message. Refused cross-site. Limited per address (a 429); past 10 attempts on an account in 15 minutes, a login from an address the account has not logged in from (or that made 10 of them) needs a solved captcha (`captcha`, from `GET /v1/captcha/challenge`): without one it is a 400 on `captcha`, before the password is checked.",
    tag,
    body: loginBody,
  },
  z.object({ customer }),
);

export const logoutBody = z.object({}).strict();

export const postCustomerLogout = post(
  '/v1/customer/logout',
  { summary: "Log out: deletes this browser's session and its cookie. Answers 200 with or without a session. Refused cross-site.", tag, body: logoutBody },
  z.object({ msg: z.string() }),
);

/** Every customer call names its customer and the site the page is on; both must be the session's. */
export const customerQuery = z.object({ customer_id: id, site_id: siteId }).strict();

export const getCustomerInfo = get(
  '/v1/customer/info',
  {
    summary:
      "The logged-in customer's profile and allergen card. `customer_id` must be the session's customer (else 403) and `site_id` the session's site (else 401: a session is valid on its own site only).",
    tag,
    query: customerQuery,
  },
  z.object({ customer, allergen_card: allergenCard }),
);

/**
 * Who this browser is logged in as on a site: the pages ask this first, since the HttpOnly cookie is
 * out of their reach. Answers the session's customer, or null when there is no live session on this
 * site (never a 401). A session in use is renewed as by every customer call.
 */
export const getCustomerSession = get(
  '/v1/customer/session',
  {
    summary:
      "The customer this browser's session is logged in as on `site_id`, or null: no session, an expired one, or one opened on another site. Never cached.",
    tag,
    query: z.object({ site_id: siteId }).strict(),
  },
  z.object({ customer: customer.nullable() }),
);

/** The profile tab (docs/product/accounts.md#profile, docs/product/api.md#accounts). */
export const updateCustomerBody = z
  .object({
    customer_id: bodyId,
    site_id: bodyId,
    first_name: firstName,
    last_name: lastName,
    student_id: studentId,
    email,
    phone,
    mobile,
    address,
    city,
    state,
    zip,
    notify_by_text: notifyByText,
    /** The call names the session here too (docs/product/api.md#accounts); the session travels in the HttpOnly cookie, so this is ignored. */
    cookie: z.string().max(4096).optional(),
  })
  .strict();
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;
export type ProfileForm = z.input<typeof updateCustomerBody>;

export const postUpdateCustomer = post(
  '/v1/customer/update_customer',
  {
    summary:
      "Update the logged-in customer's profile; answers the stored profile. An e-mail address another account of the site has is a 409 with a field error on `email`. `customer_id` must be the session's customer (else 403). Refused cross-site.",
    tag,
    body: updateCustomerBody,
  },
  z.object({ customer }),
);

const listedAllergen = z.enum(PROFILE_ALLERGENS as [string, ...string[]], { error: AM.allergenUnknown });
const contactName = ruled(contactNameProblem, AM.contactNameRequired, 'name').transform(trimmed);
/** Typed with or without the mask (999) 999 - 9999, like the profile phone; answers its 10 digits. */
const contactNumber = ruled(contactNumberProblem, M.phoneRequired).transform(phoneDigits);
const customAllergenText = storableText('refuse').max(RAW_MAX, 'Too long.');

/**
 * The Allergens tab (docs/product/accounts.md#allergen-profile, docs/product/api.md#accounts). `has_custom_allergen` is the "Other" checkbox: when it
 * is true `custom_allergen` is required; when false any text there is dropped. `serial_number` is
 * accepted; the card's serial is the server's own, so it is ignored.
 */
export const allergenProfileBody = z
  .object({
    customer_id: bodyId,
    site_id: bodyId,
    allergens: z.array(listedAllergen, { error: 'Use a list of allergens.' }).max(PROFILE_ALLERGENS.length * 2, 'Too many allergens.'),
    has_custom_allergen: z.boolean({ error: 'Use true or false.' }).optional().default(false),
    custom_allergen: customAllergenText.nullable().optional(),
    contact_name: contactName,
    contact_number: contactNumber,
    carries_epinephrine: z.boolean({ error: 'Use true or false.' }),
    serial_number: z.string().max(RAW_MAX, 'Too long.').nullable().optional(),
  })
  .strict()
  .superRefine(
    (form, ctx) => {
      const message = customAllergenProblem(form.custom_allergen, form.has_custom_allergen === true);
      if (message) ctx.addIssue({ code: 'custom', path: ['custom_allergen'], message });
    },
    {
      // Checked even when other fields fail, so the form shows every message at once; the two
      // fields it reads must have their own types (else their own errors speak).
      when: ({ value }) => {
        const form = (value ?? {}) as { has_custom_allergen?: unknown; custom_allergen?: unknown };
        const custom = form.custom_allergen;
        return (form.has_custom_allergen === undefined || typeof form.has_custom_allergen === 'boolean') && (custom == null || (typeof custom === 'string' && custom.length <= RAW_MAX));
      },
    },
  )
  .transform(({ serial_number: _ignored, ...form }) => ({ ...form, custom_allergen: form.has_custom_allergen ? (form.custom_allergen?.trim() ?? null) : null }));
export type AllergenProfileBody = z.output<typeof allergenProfileBody>;
export type AllergenProfileForm = z.input<typeof allergenProfileBody>;

export const postUpdateAllergenProfile = post(
  '/v1/customer/update_allergen_profile',
  {
    summary:
      "Save the logged-in customer's allergen profile: allergens from the list of 11, an optional custom allergen, the emergency contact and whether they carry epinephrine. The first save issues the allergen card. Only on sites with the `allergen_card` flag (else 404). `customer_id` must be the session's customer (else 403). Refused cross-site.",
    tag,
    body: allergenProfileBody,
  },
  z.object({ customer, allergen_card: allergenCard, msg: z.string() }),
);

export const foodInsecurityBody = z
  .object({
    customer_id: bodyId,
    site_id: bodyId,
    food_insecurity: z.boolean({ error: 'Use true or false.' }),
  })
  .strict();
export type FoodInsecurityBody = z.infer<typeof foodInsecurityBody>;

export const postFoodInsecurity = post(
  '/v1/customer/food_insecurity',
  {
    summary:
      "Opt in to (or out of) being contacted, confidentially, about food assistance such as the campus pantry. Only on sites with the `food_insecurity` flag (else 404). `customer_id` must be the session's customer (else 403). Refused cross-site.",
    tag,
    body: foodInsecurityBody,
  },
  z.object({ customer, msg: z.string() }),
);

/** A file the browser downloads: its bytes travel as the body, not as JSON. */
const fileAnswer = z.string().describe('The file itself (binary).');

export const getAllergenCard = get(
  '/v1/customer/allergen_card',
  {
    summary:
      "The customer's allergen card as a printable wallet-size PDF (3.375 × 2.125 in): name, allergens, emergency contact, epinephrine, site. 404 before the allergen profile is saved or on a site without the `allergen_card` flag; 403 for another customer's id. Never cached.",
    tag,
    query: customerQuery,
  },
  fileAnswer,
);

export const getAllergenWalletPass = get(
  '/v1/pass/allergen_card',
  {
    summary:
      "The customer's allergen card as an Apple Wallet pass (application/vnd.apple.pkpass), signed with the server's pass certificate. 404 when the server has no pass-signing settings (then `customer/info` says `wallet_pass: false`), before the allergen profile is saved, or on a site without the `allergen_card` flag; 403 for another customer's id. Never cached.",
    tag,
    query: customerQuery,
  },
  fileAnswer,
);
